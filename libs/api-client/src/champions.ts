// Champions (one row per title): the list the home page and the championship history read.
import { queryOptions } from '@tanstack/react-query';
import type { Champion, ChampionsParams, DataEnvelope, SiteFilterParams } from '@trophy-room/contract';
import { apiPaths } from '@trophy-room/contract/paths';
import { api } from './api';
import { cacheOptions } from './cache';
import type { HttpClient } from './http';
import { withoutSeason as scope } from '@trophy-room/routes';

export function championResources(http: HttpClient) {
  return {
    /** Champions for the site (and a season start year when given), read from `data`. */
    list: async (params: ChampionsParams = {}): Promise<Champion[]> =>
      (await http.get<DataEnvelope<Champion[]>>(apiPaths.champions, { ...params })).data,
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
