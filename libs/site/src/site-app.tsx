import { coreQueries, startCachePruning } from '@trophy-room/api-client';
import type { QueryClient } from '@tanstack/react-query';
import type { SiteConfig } from '@trophy-room/site-theme';
import { useEffect } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { replayEarlyInput } from './early-input';
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
    // What the visitor typed or chose before hydration counts, replayed in a task of its own (outside React's
    // effects, where a handler's flushSync could not render); then the page is interactive (end-to-end tests wait
    // for this mark before they click).
    const ready = window.setTimeout(() => {
      replayEarlyInput(document.getElementById('root') ?? document);
      document.documentElement.dataset.hydrated = 'true';
    });
    // Warm the cache; a failed prefetch is ignored.
    void queryClient.prefetchQuery(coreQueries.sports());
    const stopPruning = startCachePruning(queryClient);
    return () => {
      window.clearTimeout(ready);
      stopPruning();
    };
  }, [queryClient]);
  return (
    <Providers config={config} queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}
