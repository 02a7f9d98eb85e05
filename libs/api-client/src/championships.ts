// Championships: resource functions (list, one, its results and stats) and their query options.
import { queryOptions } from '@tanstack/react-query';
import type {
  Championship,
  ChampionshipResult,
  ChampionshipStats,
  SiteFilterParams,
} from '@trophy-room/contract';
import { apiPath, apiPaths } from '@trophy-room/contract/paths';
import { api } from './api';
import { cacheOptions } from './cache';
import { fetchAllPages, type HttpClient } from './http';
import { withoutSeason as scope } from '@trophy-room/domain';

/** The largest page the API serves; a championship list or its results fit in one or two pages. */
const PAGE_SIZE = 500;

export function championshipResources(http: HttpClient) {
  return {
    /** Every championship the site covers (all pages). */
    list: (f: SiteFilterParams = {}) =>
      fetchAllPages<Championship>(http, apiPaths.championships, { ...scope(f), page_size: PAGE_SIZE }),
    /** One championship by slug; a 404 ApiError when the site does not hold it. */
    get: (slug: string, f: SiteFilterParams = {}) =>
      http.get<Championship>(apiPath(apiPaths.championship, { key: slug }), { ...scope(f) }),
    /** Every edition's result (winner, runner-up, score, MVP, venue). */
    results: (id: number) =>
      fetchAllPages<ChampionshipResult>(http, apiPath(apiPaths.championshipResults, { key: id }), {
        page_size: PAGE_SIZE,
      }),
    stats: (id: number) => http.get<ChampionshipStats>(apiPath(apiPaths.championshipStats, { key: id })),
  };
}

export const championshipsApi = championshipResources(api.http);

export const championshipQueries = {
  all: (f: SiteFilterParams) => ['championships', scope(f)] as const,
  list: (f: SiteFilterParams) =>
    queryOptions({
      queryKey: [...championshipQueries.all(f), 'list'] as const,
      queryFn: () => championshipsApi.list(f),
      ...cacheOptions('static'),
    }),
  detail: (f: SiteFilterParams, slug: string) =>
    queryOptions({
      queryKey: [...championshipQueries.all(f), 'detail', slug] as const,
      queryFn: () => championshipsApi.get(slug, f),
      enabled: Boolean(slug),
      ...cacheOptions('static'),
    }),
  results: (f: SiteFilterParams, id: number) =>
    queryOptions({
      queryKey: [...championshipQueries.all(f), 'results', id] as const,
      queryFn: () => championshipsApi.results(id),
      ...cacheOptions('semiStatic'),
    }),
  stats: (f: SiteFilterParams, id: number) =>
    queryOptions({
      queryKey: [...championshipQueries.all(f), 'stats', id] as const,
      queryFn: () => championshipsApi.stats(id),
      ...cacheOptions('semiStatic'),
    }),
};
