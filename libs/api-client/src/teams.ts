// Teams: the directory (every page, sorted by name), how many the site tracks, and one team.
import { queryOptions } from '@tanstack/react-query';
import type { Paginated, SiteFilterParams, Team } from '@trophy-room/contract';
import { apiPath, apiPaths } from '@trophy-room/contract/paths';
import { api } from './api';
import { cacheOptions } from './cache';
import { fetchAllPages, type HttpClient } from './http';
import { withoutSeason as scope } from '@trophy-room/routes';

const PATH = apiPaths.teams;
const PAGE_SIZE = 500;

export function teamResources(http: HttpClient) {
  return {
    /** Follows `next` until exhausted, then sorts by name (spec §7). */
    list: async (f: SiteFilterParams = {}) =>
      (await fetchAllPages<Team>(http, PATH, { ...scope(f), page_size: PAGE_SIZE })).sort((a, b) =>
        a.name.localeCompare(b.name),
      ),
    /** How many teams the site tracks: one small page, read from its count. */
    count: async (f: SiteFilterParams = {}) => {
      const body = await http.get<Paginated<Team>>(PATH, { ...scope(f), page_size: 1 });
      return body.count;
    },
    /** One team by id or slug; a 404 ApiError when unknown. */
    get: (idOrSlug: string | number) => http.get<Team>(apiPath(apiPaths.team, { key: idOrSlug })),
  };
}

export const teamsApi = /* @__PURE__ */ teamResources(api.http);

export const teamQueries = {
  all: (f: SiteFilterParams) => ['teams', scope(f)] as const,
  list: (f: SiteFilterParams) =>
    queryOptions({
      queryKey: [...teamQueries.all(f), 'list'] as const,
      queryFn: () => teamsApi.list(f),
      ...cacheOptions('semiStatic'),
    }),
  count: (f: SiteFilterParams) =>
    queryOptions({
      queryKey: [...teamQueries.all(f), 'count'] as const,
      queryFn: () => teamsApi.count(f),
      ...cacheOptions('semiStatic'),
    }),
  detail: (f: SiteFilterParams, idOrSlug: string | number) =>
    queryOptions({
      queryKey: [...teamQueries.all(f), 'detail', String(idOrSlug)] as const,
      queryFn: () => teamsApi.get(idOrSlug),
      ...cacheOptions('semiStatic'),
    }),
};
