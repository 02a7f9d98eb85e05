// The Leaders routes as declarations, shared by the server renderer and the browser: each page's chunk, the
// queries it shows on first render (fetched on the server and dehydrated into the HTML; the page reads them by name
// with useRouteQueries), its head from that data, and the paths of its pages for sitemap.xml. sitemap runs on the
// server only (under import.meta.env.SSR the browser build drops it).
import { declareRoute, leaderQueries, type RouteContext } from '@trophy-room/api-client';
import { leadersParams, paths, readParams } from '@trophy-room/routes';
import { formatFigure } from '@trophy-room/domain';
import { leaderQuery } from './leader-query';
import { viewHeading } from './view-names';

export const leadersRoute = declareRoute({
  page: () => import('./leaders-page'),
  queries: ({ filters }) => ({ stats: leaderQueries.stats(filters) }),
  head: ({ site }) => ({
    title: 'Leaders',
    description: `Career, single-season and active leaders on ${site.name}: the stats fans rank by, with the seasons each covers.`,
  }),
  sitemap: import.meta.env.SSR
    ? async ({ filters, query }) =>
        (await query(leaderQueries.stats(filters))).length ? [paths.leaders()] : []
    : undefined,
});

/** One stat's list as the URL asks for it (stat, view, seasons, team, top...). */
const statList = ({ params, filters, search }: Omit<RouteContext, 'site'>) =>
  leaderQueries.list(filters, params.stat ?? '', leaderQuery(readParams(leadersParams, search)));

export const leaderStatRoute = declareRoute({
  page: () => import('./leader-list-page'),
  // An unknown stat's 404 from the API propagates: the server answers 404 with the page's Stat Not Found. The
  // leagues' stats give the page its league choices (and say when the site ranks none).
  queries: (ctx) => ({ stats: leaderQueries.stats(ctx.filters), list: statList(ctx) }),
  head: (ctx) => {
    const l = ctx.get(statList(ctx).queryKey);
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
