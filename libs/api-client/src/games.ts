// Games: a date range, the recent games, one game; and standings of a season.
import { queryOptions } from '@tanstack/react-query';
import type { Game, Paginated, SiteFilterParams, Standing } from '@trophy-room/contract';
import { apiPath, apiPaths } from '@trophy-room/contract/paths';
import { api } from './api';
import { cacheOptions } from './cache';
import { fetchAllPages, type HttpClient } from './http';

const PAGE_SIZE = 500;

/** Inclusive dates as yyyy-MM-dd. */
export interface DateRange {
  from: string;
  to: string;
}

export function gameResources(http: HttpClient) {
  return {
    /** Every game between two dates (all pages). */
    range: (f: SiteFilterParams, { from, to }: DateRange) =>
      fetchAllPages<Game>(http, apiPaths.games, {
        ...f,
        game_date__gte: from,
        game_date__lte: to,
        page_size: PAGE_SIZE,
      }),
    /** The recent games (relative to the server's date) and how many there are. */
    recent: async (f: SiteFilterParams = {}) => {
      const body = await http.get<Paginated<Game>>(apiPaths.gamesRecent, { ...f });
      return { count: body.count, games: body.results };
    },
    get: (idOrSlug: string | number) => http.get<Game>(apiPath(apiPaths.game, { key: idOrSlug })),
    /** Final table of one season (by start year), all pages. */
    standings: (f: SiteFilterParams, season: number) =>
      fetchAllPages<Standing>(http, apiPaths.standings, { ...f, season, page_size: PAGE_SIZE }),
  };
}

export const gamesApi = /* @__PURE__ */ gameResources(api.http);

export const gameQueries = {
  all: (f: SiteFilterParams) => ['games', f] as const,
  range: (f: SiteFilterParams, range: DateRange) =>
    queryOptions({
      queryKey: [...gameQueries.all(f), 'range', range] as const,
      queryFn: () => gamesApi.range(f, range),
      ...cacheOptions('dynamic'),
    }),
  recent: (f: SiteFilterParams) =>
    queryOptions({
      queryKey: [...gameQueries.all(f), 'recent'] as const,
      queryFn: () => gamesApi.recent(f),
      ...cacheOptions('dynamic'),
    }),
  detail: (f: SiteFilterParams, idOrSlug: string | number) =>
    queryOptions({
      queryKey: [...gameQueries.all(f), 'detail', String(idOrSlug)] as const,
      queryFn: () => gamesApi.get(idOrSlug),
      ...cacheOptions('dynamic'),
    }),
};

export const standingQueries = {
  all: (f: SiteFilterParams) => ['standings', f] as const,
  season: (f: SiteFilterParams, season: number) =>
    queryOptions({
      queryKey: [...standingQueries.all(f), 'season', season] as const,
      queryFn: () => gamesApi.standings(f, season),
      ...cacheOptions('semiStatic'),
    }),
};
