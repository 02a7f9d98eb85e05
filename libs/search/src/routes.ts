// The search route's declaration: the results the page shows on first render are fetched on the server (so the page
// works without JavaScript) and its title names the query.
import { declareRoute, searchQueries } from '@trophy-room/api-client';
import { readParams, searchParams } from '@trophy-room/routes';
import { searchFilters, searchQueryOf } from './search-query';

export const searchRoute = declareRoute({
  page: () => import('./page/search-page'),
  data: import.meta.env.SSR
    ? async ({ query, site, search }) => {
        const q = searchQueryOf(readParams(searchParams, search));
        if (q) await query(searchQueries.results(searchFilters(site), q));
      }
    : undefined,
  head: ({ site, search }) => {
    const q = readParams(searchParams, search).q.trim();
    return {
      title: q ? `Search: ${q}` : 'Search',
      description: `Search ${site.name}: teams under every name they have borne, players, coaches, championships and seasons.`,
    };
  },
});
