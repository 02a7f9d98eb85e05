import { coreQueries, startCachePruning } from '@trophy-room/api-client';
import type { QueryClient } from '@tanstack/react-query';
import type { SiteConfig } from '@trophy-room/site-theme';
import { useEffect } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { Providers } from './providers';

/** The whole site for one variant in the browser: providers around the router. */
export function SiteApp({
  config,
  queryClient,
  router,
}: {
  config: SiteConfig;
  queryClient: QueryClient;
  router: ReturnType<typeof createBrowserRouter>;
}) {
  useEffect(() => {
    // The page is interactive from here on (end-to-end tests wait for this mark before they click).
    document.documentElement.dataset.hydrated = 'true';
    // Warm the cache; a failed prefetch is ignored.
    void queryClient.prefetchQuery(coreQueries.sports());
    return startCachePruning(queryClient);
  }, [queryClient]);
  return (
    <Providers config={config} queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}
