// The Head To Head routes as declarations, shared by the server renderer and the browser: each page's chunk, the
// queries it shows on first render (fetched on the server and dehydrated into the HTML; the page's useQuery reads
// the same queryOptions factory, so the browser does not fetch them again), its head from that data, and, for a
// route with parameters, the paths of its pages for sitemap.xml. data and sitemap run on the server only: declared
// under import.meta.env.SSR, the browser build drops them. For a detail route, e.g.:
//   data: import.meta.env.SSR ? ({ params, filters, query }) => query(teamQueries.detail(filters, params.slug ?? '')) : undefined,
//   head: ({ params, filters, get }) => ({ title: get(teamQueries.detail(filters, params.slug ?? '').queryKey)?.name ?? 'Not Found' }),
//   sitemap: import.meta.env.SSR ? async ({ filters, query }) => (await query(teamQueries.list(filters))).map((t) => paths.team(t.slug)) : undefined,
import { declareRoute } from '@trophy-room/api-client';

export const headToHeadRoute = declareRoute({
  page: () => import('./head-to-head-page'),
  head: ({ site }) => ({ title: 'Head To Head', description: `Head To Head on ${site.name}.` }),
});
