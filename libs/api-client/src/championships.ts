// Championships: resource functions (list, one, its results and stats) and their query options.
import type { SiteFilterParams } from '@trophy-room/contract';
import { api } from './api';
import { endpointQuery, fetchAllPages, getEndpoint } from './endpoint';
import type { HttpClient } from './http';
import { withoutSeason as scope } from '@trophy-room/domain';

/** The largest page the API serves; a championship list or its results fit in one or two pages. */
const PAGE_SIZE = 500;

export function championshipResources(http: HttpClient) {
  return {
    /** Every championship the site covers (all pages). */
    list: (f: SiteFilterParams = {}) =>
      fetchAllPages(http, 'championships', { query: { ...scope(f), page_size: PAGE_SIZE } }),
    /** One championship by slug; a 404 ApiError when the site does not hold it. */
    get: (slug: string, f: SiteFilterParams = {}) =>
      getEndpoint(http, 'championship', { key: slug, query: { ...scope(f) } }),
    /** Every edition's result (winner, runner-up, score, MVP, venue). */
    results: (id: number) =>
      fetchAllPages(http, 'championshipResults', { key: id, query: { page_size: PAGE_SIZE } }),
    stats: (id: number) => getEndpoint(http, 'championshipStats', { key: id }),
  };
}

export const championshipsApi = championshipResources(api.http);

export const championshipQueries = {
  all: (f: SiteFilterParams) => ['championships', scope(f)] as const,
  list: (f: SiteFilterParams) =>
    endpointQuery('championships', [...championshipQueries.all(f), 'list'] as const, () =>
      championshipsApi.list(f),
    ),
  detail: (f: SiteFilterParams, slug: string) =>
    endpointQuery(
      'championship',
      [...championshipQueries.all(f), 'detail', slug] as const,
      () => championshipsApi.get(slug, f),
      {
        enabled: Boolean(slug),
      },
    ),
  results: (f: SiteFilterParams, id: number) =>
    endpointQuery('championshipResults', [...championshipQueries.all(f), 'results', id] as const, () =>
      championshipsApi.results(id),
    ),
  stats: (f: SiteFilterParams, id: number) =>
    endpointQuery('championshipStats', [...championshipQueries.all(f), 'stats', id] as const, () =>
      championshipsApi.stats(id),
    ),
};
