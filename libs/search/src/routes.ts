// The search route's declaration: the results for the URL's query (the page reads them by name) are fetched on the
// server, so the page works without JavaScript, and its title names the query. The search box's suggestions follow
// keystrokes and stay the box's own.
import { declareRoute, searchQueries } from '@trophy-room/api-client';
import { readParams, searchParams } from '@trophy-room/routes';
import { searchFilters, searchQueryOf } from './search-query';

export const searchRoute = declareRoute({
  page: () => import('./page/search-page'),
  queries: ({ site, search }) => {
    const q = searchQueryOf(readParams(searchParams, search));
    // Nothing to search yet (no query, or too short): the page prompts for one.
    return { results: q ? searchQueries.results(searchFilters(site), q) : undefined };
  },
  head: ({ site, search }) => {
    const q = readParams(searchParams, search).q.trim();
    return {
      title: q ? `Search: ${q}` : 'Search',
      description: `Search ${site.name}: teams under every name they have borne, players, coaches, championships and seasons.`,
    };
  },
});
