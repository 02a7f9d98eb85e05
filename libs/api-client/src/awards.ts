// Awards: every award of the site (one league's, when asked), one award with its winners, and a league season's
// winners (the season page).
import type { SiteFilterParams } from '@trophy-room/contract';
import { withoutSeason as scope } from '@trophy-room/domain';
import { api } from './api';
import { endpointQuery, getData } from './endpoint';
import type { HttpClient } from './http';

export function awardResources(http: HttpClient) {
  return {
    list: (f: SiteFilterParams) => getData(http, 'awards', { query: { ...scope(f) } }),
    /** One award by slug; a 404 ApiError when the site does not hold it. */
    get: (slug: string, f: SiteFilterParams) => getData(http, 'award', { key: slug, query: { ...scope(f) } }),
    seasonWinners: (f: SiteFilterParams, league: string, year: number) =>
      getData(http, 'awardWinners', { query: { ...scope(f), league, year } }),
  };
}

export const awardsApi = /* @__PURE__ */ awardResources(api.http);

export const awardQueries = {
  all: (f: SiteFilterParams) => ['awards', scope(f)] as const,
  list: (f: SiteFilterParams) =>
    endpointQuery('awards', [...awardQueries.all(f), 'list'] as const, () => awardsApi.list(f)),
  detail: (f: SiteFilterParams, slug: string) =>
    endpointQuery('award', [...awardQueries.all(f), 'detail', slug] as const, () => awardsApi.get(slug, f), {
      enabled: Boolean(slug),
    }),
  seasonWinners: (f: SiteFilterParams, league: string, year: number) =>
    endpointQuery('awardWinners', [...awardQueries.all(f), 'season', league, year] as const, () =>
      awardsApi.seasonWinners(f, league, year),
    ),
};
