// Champions (one row per title): the list the championship history reads, and the summary the home page shows.
import { queryOptions } from '@tanstack/react-query';
import type {
  Champion,
  ChampionsParams,
  ChampionsSummary,
  ChampionsSummaryParams,
  DataEnvelope,
  SiteFilterParams,
} from '@trophy-room/contract';
import { apiPaths } from '@trophy-room/contract/paths';
import { api } from './api';
import { cacheOptions } from './cache';
import type { HttpClient } from './http';
import { withoutSeason as scope } from '@trophy-room/domain';

export function championResources(http: HttpClient) {
  return {
    /** Champions for the site (and a season start year when given), read from `data`. */
    list: async (params: ChampionsParams = {}): Promise<Champion[]> =>
      (await http.get<DataEnvelope<Champion[]>>(apiPaths.champions, { ...params })).data,
    /** Their number, the first 5 titles of a calendar year (else the latest earlier one) and the most titles. */
    summary: async (params: ChampionsSummaryParams = {}): Promise<ChampionsSummary> =>
      (await http.get<DataEnvelope<ChampionsSummary>>(apiPaths.championsSummary, { ...params })).data,
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
  /** What the home page shows: the count, the first 5 titles of `year` (else the latest before), most titles. */
  /** The home page's summary: the titles of `year`, by default the latest title year the data holds. */
  summary: (f: SiteFilterParams, year?: number) =>
    queryOptions({
      queryKey: [...championQueries.all(f), 'summary', year ?? 'latest'] as const,
      queryFn: () => championsApi.summary({ ...scope(f), ...(year !== undefined && { year }) }),
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
