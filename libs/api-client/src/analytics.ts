// The analytics page's figures: KPIs, charts, insights and the detailed report for a category, timeframe, league
// and Filter.
import type { AnalyticsParams, SiteFilterParams } from '@trophy-room/contract';
import { withoutSeason as scope } from '@trophy-room/domain';
import { api } from './api';
import { endpointQuery, getData } from './endpoint';
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
    figures: (f: SiteFilterParams, q: AnalyticsQuery) =>
      getData(http, 'analytics', { query: { ...scope(f), ...compact(q) } }),
  };
}

export const analyticsApi = /* @__PURE__ */ analyticsResources(api.http);

export const analyticsQueries = {
  figures: (f: SiteFilterParams, q: AnalyticsQuery) =>
    endpointQuery('analytics', ['analytics', scope(f), compact(q)] as const, () =>
      analyticsApi.figures(f, q),
    ),
};
