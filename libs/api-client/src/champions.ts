// Champions (one row per title): the list the championship history reads, and the summary the home page shows.
import type {
  Champion,
  ChampionsParams,
  ChampionsSummary,
  ChampionsSummaryParams,
  SiteFilterParams,
} from '@trophy-room/contract';
import { api } from './api';
import { endpointQuery, getData } from './endpoint';
import type { HttpClient } from './http';
import { withoutSeason as scope } from '@trophy-room/domain';

export function championResources(http: HttpClient) {
  return {
    /** Champions for the site (and a season start year when given), read from `data`. */
    list: (params: ChampionsParams = {}): Promise<Champion[]> =>
      getData(http, 'champions', { query: { ...params } }),
    /** Their number, the first 5 titles of a calendar year (else the latest earlier one) and the most titles. */
    summary: (params: ChampionsSummaryParams = {}): Promise<ChampionsSummary> =>
      getData(http, 'championsSummary', { query: { ...params } }),
  };
}

export const championsApi = championResources(api.http);

export const championQueries = {
  all: (f: SiteFilterParams) => ['champions', scope(f)] as const,
  /** Every champion the site holds (the championship history). */
  history: (f: SiteFilterParams) =>
    endpointQuery('champions', [...championQueries.all(f), 'history'] as const, () =>
      championsApi.list(scope(f)),
    ),
  /** What the home page shows: the count, the first 5 titles of `year` (else the latest before), most titles. */
  /** The home page's summary: the titles of `year`, by default the latest title year the data holds. */
  summary: (f: SiteFilterParams, year?: number) =>
    endpointQuery('championsSummary', [...championQueries.all(f), 'summary', year ?? 'latest'] as const, () =>
      championsApi.summary({ ...scope(f), ...(year !== undefined && { year }) }),
    ),
  /** Champions of one season (by its start year). */
  bySeason: (f: SiteFilterParams, startYear: number) =>
    endpointQuery('champions', [...championQueries.all(f), 'season', startYear] as const, () =>
      championsApi.list({ ...scope(f), season__start_year: startYear }),
    ),
};
