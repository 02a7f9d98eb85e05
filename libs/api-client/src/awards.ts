// Awards: every award of the site (one league's, when asked), one award with its winners, and a league season's
// winners (the season page).
import { queryOptions } from '@tanstack/react-query';
import type {
  AwardDetail,
  AwardSummary,
  AwardWinner,
  DataEnvelope,
  SiteFilterParams,
} from '@trophy-room/contract';
import { apiPath, apiPaths } from '@trophy-room/contract/paths';
import { withoutSeason as scope } from '@trophy-room/domain';
import { api } from './api';
import { cacheOptions } from './cache';
import type { HttpClient } from './http';

export function awardResources(http: HttpClient) {
  return {
    list: async (f: SiteFilterParams) =>
      (await http.get<DataEnvelope<AwardSummary[]>>(apiPaths.awards, { ...scope(f) })).data,
    /** One award by slug; a 404 ApiError when the site does not hold it. */
    get: async (slug: string, f: SiteFilterParams) =>
      (await http.get<DataEnvelope<AwardDetail>>(apiPath(apiPaths.award, { key: slug }), { ...scope(f) }))
        .data,
    seasonWinners: async (f: SiteFilterParams, league: string, year: number) =>
      (await http.get<DataEnvelope<AwardWinner[]>>(apiPaths.awardWinners, { ...scope(f), league, year }))
        .data,
  };
}

export const awardsApi = /* @__PURE__ */ awardResources(api.http);

export const awardQueries = {
  all: (f: SiteFilterParams) => ['awards', scope(f)] as const,
  list: (f: SiteFilterParams) =>
    queryOptions({
      queryKey: [...awardQueries.all(f), 'list'] as const,
      queryFn: () => awardsApi.list(f),
      ...cacheOptions('semiStatic'),
    }),
  detail: (f: SiteFilterParams, slug: string) =>
    queryOptions({
      queryKey: [...awardQueries.all(f), 'detail', slug] as const,
      queryFn: () => awardsApi.get(slug, f),
      enabled: Boolean(slug),
      ...cacheOptions('semiStatic'),
    }),
  seasonWinners: (f: SiteFilterParams, league: string, year: number) =>
    queryOptions({
      queryKey: [...awardQueries.all(f), 'season', league, year] as const,
      queryFn: () => awardsApi.seasonWinners(f, league, year),
      ...cacheOptions('semiStatic'),
    }),
};
