// The awards routes as declarations, shared by the server renderer and the browser: each page's chunk, the queries
// it shows on first render (fetched on the server and dehydrated into the HTML; the list page reads them through
// useRouteQueries, the detail page through useRouteData), its head from that data and its sitemap paths. An unknown
// award's 404 from the API propagates: the server answers 404 with the page's Not Found state.
import { awardQueries, declareRoute } from '@trophy-room/api-client';
import { paths } from '@trophy-room/routes';

export const awardsRoute = declareRoute({
  page: () => import('./list/awards-page'),
  queries: ({ filters }) => ({ awards: awardQueries.list(filters) }),
  head: ({ filters, site, get }) => {
    const list = get(awardQueries.list(filters).queryKey);
    return {
      title: 'Awards',
      description: list?.length
        ? `All ${list.length} awards on ${site.name} — ${list
            .slice(0, 3)
            .map((a) => a.name)
            .join(', ')} and more — with every winner year by year and the most wins.`
        : `Awards on ${site.name}.`,
    };
  },
  // Listed where the sources hold awards (the page only says there are none elsewhere).
  sitemap: import.meta.env.SSR
    ? async ({ filters, query }) => ((await query(awardQueries.list(filters))).length ? [paths.awards()] : [])
    : undefined,
});

export const awardRoute = declareRoute({
  page: () => import('./detail/award-detail-page'),
  queries: ({ params, filters }) => ({ award: awardQueries.detail(filters, params.slug ?? '') }),
  head: ({ params, filters, get }) => {
    const a = get(awardQueries.detail(filters, params.slug ?? '').queryKey);
    if (!a) return { title: 'Award Not Found' };
    const latest = a.winners.at(-1);
    const leader = a.most_wins[0];
    return {
      title: `${a.name} — ${a.league.abbreviation} winners`,
      description: `Every ${a.league.abbreviation} ${a.name} winner, year by year${
        latest ? ` (latest: ${latest.name})` : ''
      }${leader ? `; most wins: ${leader.name}, ${leader.wins}` : ''}.`,
    };
  },
  sitemap: import.meta.env.SSR
    ? async ({ filters, query }) => (await query(awardQueries.list(filters))).map((a) => paths.award(a.slug))
    : undefined,
});
