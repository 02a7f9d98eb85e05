// The analytics page's figures: KPIs, charts, insights and the detailed report for a category, timeframe, league
// and Filter.
import { queryOptions } from '@tanstack/react-query';
import type {
  AnalyticsFigures,
  AnalyticsParams,
  DataEnvelope,
  SiteFilterParams,
} from '@trophy-room/contract';
import { apiPaths } from '@trophy-room/contract/paths';
import { withoutSeason as scope } from '@trophy-room/domain';
import { api } from './api';
import { cacheOptions } from './cache';
import type { HttpClient } from './http';

/** What the page asks for besides the site filters (empty Filter values are left out). */
export type AnalyticsQuery = Pick<
  AnalyticsParams,
  'category' | 'timeframe' | 'league' | 'team' | 'conference'
>;

const compact = (q: AnalyticsQuery) =>
  Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== '')) as AnalyticsQuery;

export function analyticsResources(http: HttpClient) {
  return {
    figures: async (f: SiteFilterParams, q: AnalyticsQuery) =>
      (await http.get<DataEnvelope<AnalyticsFigures>>(apiPaths.analytics, { ...scope(f), ...compact(q) }))
        .data,
  };
}

export const analyticsApi = /* @__PURE__ */ analyticsResources(api.http);

export const analyticsQueries = {
  figures: (f: SiteFilterParams, q: AnalyticsQuery) =>
    queryOptions({
      queryKey: ['analytics', scope(f), compact(q)] as const,
      queryFn: () => analyticsApi.figures(f, q),
      ...cacheOptions('semiStatic'),
    }),
};
