// The /seasons view as a query: its key from the URL's filters and page, and a fetch that computes the view in
// seasons-view (loaded when first needed: the route declares this query in every site's first chunk, the filtering
// comes with the page). While the next view loads, the last one stays on screen.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { cacheOptions, seasonQueries, seasonsApi } from '@trophy-room/api-client';
import type { SiteFilterParams } from '@trophy-room/contract';
import type { SeasonsParams } from './seasons-view';

const viewKey = (p: SeasonsParams) => ({
  q: p.q,
  season: p.season,
  sport: p.sport,
  status: p.status,
  decade: p.decade,
  site: p.site,
  page: p.page,
});

export const seasonsViewQuery = (f: SiteFilterParams, p: SeasonsParams) =>
  queryOptions({
    queryKey: [...seasonQueries.all(f), 'view', viewKey(p)] as const,
    queryFn: async () => {
      const [{ seasonsView }, all] = await Promise.all([import('./seasons-view'), seasonsApi.list(f)]);
      return seasonsView(all, p);
    },
    ...cacheOptions('semiStatic'),
    placeholderData: keepPreviousData,
  });
