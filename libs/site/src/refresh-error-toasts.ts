// A background refresh that fails leaves the page showing what it had; a toast says so (the page's error state is for
// data never loaded). One toast per burst: when the connection drops, every refreshing query fails at once.
import type { QueryClient } from '@tanstack/react-query';
import { notify } from '@trophy-room/ui-kit';
import { useEffect } from 'react';

export const REFRESH_FAILED_MESSAGE = "Couldn't refresh the data. Showing what was loaded before.";

/** No second toast within this time (the error toast's own duration). */
const QUIET_MS = 4000;

export function useRefreshErrorToasts(client: QueryClient) {
  useEffect(() => {
    let last = -Infinity;
    return client.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      if (event.query.state.data === undefined) return;
      const now = Date.now();
      if (now - last < QUIET_MS) return;
      last = now;
      notify.error(REFRESH_FAILED_MESSAGE);
    });
  }, [client]);
}
