// Champions (one row per title): the list the home page and the championship history read.
import { queryOptions } from '@tanstack/react-query';
import type { Champion, ChampionsParams, Paginated, SiteFilterParams } from '@trophy-room/contract';
import { api } from './api';
import { cacheOptions } from './cache';
import { fetchAllPages, type HttpClient } from './http';
import { withoutSeason as scope } from '@trophy-room/routes';

const PATH = '/api/championships/champions/';

type ChampionsBody = { data?: Champion[] } | Paginated<Champion> | Champion[] | null;

export function championResources(http: HttpClient) {
  return {
    /**
     * Champions for the site (and a season start year when given). The history reads `data`; a paged
     * answer is followed to the end and a plain array is taken as is.
     */
    list: async (params: ChampionsParams = {}): Promise<Champion[]> => {
      const body = await http.get<ChampionsBody>(PATH, { ...params });
      if (Array.isArray(body)) return body;
      if (body && 'data' in body) return body.data ?? [];
      if (body && 'results' in body) {
        if (!body.next) return body.results;
        return [...body.results, ...(await fetchAllPages<Champion>(http, body.next))];
      }
      return [];
    },
  };
}

export const championsApi = championResources(api.http);

export const championQueries = {
  all: (f: SiteFilterParams) => ['champions', scope(f)] as const,
  /** Every champion the site holds (the championship history). */
  history: (f: SiteFilterParams) =>
    queryOptions({
      queryKey: [...championQueries.all(f), 'history'] as const,
      queryFn: () => championsApi.list(scope(f)),
      ...cacheOptions('semiStatic'),
    }),
  /** Champions of one season (by its start year). */
  bySeason: (f: SiteFilterParams, startYear: number) =>
    queryOptions({
      queryKey: [...championQueries.all(f), 'season', startYear] as const,
      queryFn: () => championsApi.list({ ...scope(f), season__start_year: startYear }),
      ...cacheOptions('semiStatic'),
    }),
};
