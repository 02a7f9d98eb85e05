import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { SeasonProvider } from '@trophy-room/season-context';
import { OriginProvider, SiteProvider, type SiteConfig, type SiteOrigin } from '@trophy-room/site-theme';
import type { ReactNode } from 'react';
import { useRefreshErrorToasts } from './refresh-error-toasts';

/**
 * Everything a page needs around it: the pinned site, the selected season and the query cache (whose failed
 * background refreshes raise a toast).
 */
export function Providers({
  config,
  queryClient,
  origin = null,
  children,
}: {
  config: SiteConfig;
  queryClient: QueryClient;
  /** Where the page was requested (the server passes it; the browser reads its location). */
  origin?: SiteOrigin | null;
  children: ReactNode;
}) {
  useRefreshErrorToasts(queryClient);
  return (
    <SiteProvider config={config}>
      <SeasonProvider>
        <QueryClientProvider client={queryClient}>
          <OriginProvider value={origin}>{children}</OriginProvider>
        </QueryClientProvider>
      </SeasonProvider>
    </SiteProvider>
  );
}
