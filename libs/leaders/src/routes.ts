// The Leaders routes as declarations, shared by the server renderer and the browser: each page's chunk, the
// queries it shows on first render (fetched on the server and dehydrated into the HTML; the page's useQuery reads
// the same queryOptions factory), its head from that data, and the paths of its pages for sitemap.xml. data and
// sitemap run on the server only (under import.meta.env.SSR the browser build drops them).
import { declareRoute, leaderQueries } from '@trophy-room/api-client';
import { leadersParams, paths, readParams } from '@trophy-room/routes';
import { formatFigure } from '@trophy-room/domain';
import { leaderQuery } from './leader-query';
import { viewHeading } from './view-names';

export const leadersRoute = declareRoute({
  page: () => import('./leaders-page'),
  data: import.meta.env.SSR ? ({ filters, query }) => query(leaderQueries.stats(filters)) : undefined,
  head: ({ site }) => ({
    title: 'Leaders',
    description: `Career, single-season and active leaders on ${site.name}: the stats fans rank by, with the seasons each covers.`,
  }),
  sitemap: import.meta.env.SSR
    ? async ({ filters, query }) =>
        (await query(leaderQueries.stats(filters))).length ? [paths.leaders()] : []
    : undefined,
});

export const leaderStatRoute = declareRoute({
  page: () => import('./leader-list-page'),
  // An unknown stat's 404 from the API propagates: the server answers 404 with the page's Stat Not Found.
  data: import.meta.env.SSR
    ? async ({ params, filters, query, search }) => {
        await Promise.all([
          query(leaderQueries.stats(filters)),
          query(
            leaderQueries.list(filters, params.stat ?? '', leaderQuery(readParams(leadersParams, search))),
          ),
        ]);
      }
    : undefined,
  head: ({ params, filters, get, search }) => {
    const q = leaderQuery(readParams(leadersParams, search));
    const l = get(leaderQueries.list(filters, params.stat ?? '', q).queryKey);
    if (!l) return { title: 'Stat Not Found' };
    const first = l.results[0];
    return {
      title: `${l.league.abbreviation} ${l.stat.label}: ${viewHeading(l.view)}`,
      description: `${viewHeading(l.view)} in ${l.stat.label.toLowerCase()} (${l.league.name})${first ? `: ${first.player.name} leads with ${formatFigure(first.value, l.stat)}` : ''}. Ties share a rank; teams as named then.`,
    };
  },
  sitemap: import.meta.env.SSR
    ? async ({ site, filters, query }) =>
        (await query(leaderQueries.stats(filters))).flatMap((l) =>
          l.stats.map((s) => paths.leaders(s.slug, site.isMainSite ? { league: l.league.slug } : undefined)),
        )
    : undefined,
});
