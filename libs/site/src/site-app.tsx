import { coreQueries, createQueryClient, startCachePruning } from '@trophy-room/api-client';
import type { SiteConfig } from '@trophy-room/site-theme';
import { useEffect, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { Providers } from './providers';
import { routes } from './routes/routes';

/** The whole site for one variant: providers around the router. */
export function SiteApp({ config }: { config: SiteConfig }) {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createBrowserRouter(routes));
  useEffect(() => {
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
