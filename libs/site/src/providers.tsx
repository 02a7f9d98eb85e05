import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { OriginProvider, SiteProvider, type SiteConfig, type SiteOrigin } from '@trophy-room/site-theme';
import type { ReactNode } from 'react';
import { useRefreshErrorToasts } from './refresh-error-toasts';
import { SiteSeasons } from './seasons/site-seasons';

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
      <QueryClientProvider client={queryClient}>
        <SiteSeasons>
          <OriginProvider value={origin}>{children}</OriginProvider>
        </SiteSeasons>
      </QueryClientProvider>
    </SiteProvider>
  );
}
