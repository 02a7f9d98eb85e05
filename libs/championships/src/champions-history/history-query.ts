// The /champions view as a query: its key from the URL's year, sport and page, and a fetch that computes the view in
// history-view (loaded when first needed: the route declares this query in every site's first chunk, the grouping
// comes with the page). While the next view loads, the last one stays on screen.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { cacheOptions, championQueries, championsApi } from '@trophy-room/api-client';
import type { SiteFilterParams } from '@trophy-room/contract';
import { withoutSeason, type SportCategory } from '@trophy-room/domain';
import type { HistoryParams } from './history-view';

export const historyViewQuery = (f: SiteFilterParams, p: HistoryParams, siteSport: SportCategory | null) =>
  queryOptions({
    queryKey: [...championQueries.all(f), 'history-view', { ...p, siteSport }] as const,
    queryFn: async () => {
      const [{ historyView }, all] = await Promise.all([
        import('./history-view'),
        championsApi.list(withoutSeason(f)),
      ]);
      return historyView(all, p, siteSport);
    },
    ...cacheOptions('semiStatic'),
    placeholderData: keepPreviousData,
  });
