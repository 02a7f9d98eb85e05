import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { SeasonProvider } from '@trophy-room/season-context';
import { SiteProvider, type SiteConfig } from '@trophy-room/site-theme';
import type { ReactNode } from 'react';

/** Everything a page needs around it: the pinned site, the selected season and the query cache. */
export function Providers({
  config,
  queryClient,
  children,
}: {
  config: SiteConfig;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <SiteProvider config={config}>
      <SeasonProvider>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </SeasonProvider>
    </SiteProvider>
  );
}
