// Games: a date range, the recent games, one game; and standings of a season.
import { queryOptions } from '@tanstack/react-query';
import type {
  Coverage,
  Game,
  GameDates,
  GameDetail,
  Paginated,
  SiteFilterParams,
  Standing,
} from '@trophy-room/contract';
import { apiPath, apiPaths } from '@trophy-room/contract/paths';
import { api } from './api';
import { cacheOptions } from './cache';
import { fetchAllPages, type HttpClient } from './http';

const PAGE_SIZE = 500;

/** First and last season (start year) of a table in the data. */
export interface YearSpan {
  min: number;
  max: number;
}

/** The seasons a league's data holds: standings (team seasons) and games. */
export interface LeagueYears {
  league: string;
  name: string | null;
  standings: YearSpan | null;
  games: YearSpan | null;
}

const spanOf = (c: Coverage['leagues'][number], table: string): YearSpan | null => {
  const t = c.tables.find((x) => x.table === table);
  return t && t.rows > 0 && t.min_year !== null && t.max_year !== null
    ? { min: t.min_year, max: t.max_year }
    : null;
};

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
    /** The last day before and the first day after a range with a game in scope. */
    dates: (f: SiteFilterParams, { from, to }: DateRange) =>
      http.get<GameDates>(apiPaths.gameDates, { ...f, game_date__gte: from, game_date__lte: to }),
    /** The ids of a championship's games (finals, or every game of a tournament), all pages. */
    championshipGameIds: async (championshipId: number) =>
      (
        await fetchAllPages<Game>(http, apiPath(apiPaths.championshipGames, { key: championshipId }), {
          page_size: PAGE_SIZE,
        })
      ).map((g) => g.id),
    get: (idOrSlug: string | number) => http.get<GameDetail>(apiPath(apiPaths.game, { key: idOrSlug })),
    /** Final table of one season (by start year), or its table on a date (yyyy-MM-dd), all pages. */
    standings: (f: SiteFilterParams, season: number, date?: string) =>
      fetchAllPages<Standing>(http, apiPaths.standings, {
        ...f,
        season,
        ...(date && { date }),
        page_size: PAGE_SIZE,
      }),
    /** Per league in scope, the seasons with standings and with games (from the dataset's coverage report). */
    standingYears: async (f: SiteFilterParams): Promise<LeagueYears[]> => {
      const { data } = await http.get<{ data: Coverage }>(apiPaths.coverage, { ...f });
      return data.leagues
        .filter((l) => l.league_name !== null)
        .map((l) => ({
          league: l.league,
          name: l.league_name,
          standings: spanOf(l, 'team_seasons'),
          games: spanOf(l, 'games'),
        }));
    },
    /** The latest season with standings, per league, all pages. */
    currentStandings: (f: SiteFilterParams) =>
      fetchAllPages<Standing>(http, apiPaths.standingsCurrent, { ...f, page_size: PAGE_SIZE }),
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
  /** What an empty range offers: the nearest days with games (the data changes only on import). */
  dates: (f: SiteFilterParams, range: DateRange) =>
    queryOptions({
      queryKey: [...gameQueries.all(f), 'dates', range] as const,
      queryFn: () => gamesApi.dates(f, range),
      ...cacheOptions('semiStatic'),
    }),
  /** The ids of a championship's games (for sitemaps). */
  championshipIds: (f: SiteFilterParams, championshipId: number) =>
    queryOptions({
      queryKey: [...gameQueries.all(f), 'championship', championshipId] as const,
      queryFn: () => gamesApi.championshipGameIds(championshipId),
      ...cacheOptions('semiStatic'),
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
  /** A season's table on a date, computed from its games. */
  onDate: (f: SiteFilterParams, season: number, date: string) =>
    queryOptions({
      queryKey: [...standingQueries.all(f), 'season', season, date] as const,
      queryFn: () => gamesApi.standings(f, season, date),
      ...cacheOptions('semiStatic'),
    }),
  /**
   * The table /standings shows: the latest (season 0; dynamic), a season's final table, or its table on a date
   * (yyyy-MM-dd; ignored without a season).
   */
  view: (f: SiteFilterParams, season: number, date: string) =>
    queryOptions({
      queryKey: [...standingQueries.all(f), 'view', season, season ? date : ''] as const,
      queryFn: () =>
        season === 0 ? gamesApi.currentStandings(f) : gamesApi.standings(f, season, date || undefined),
      ...cacheOptions(season === 0 ? 'dynamic' : 'semiStatic'),
    }),
  /** Per league, the seasons with standings and with games (the season selector; changes only on import). */
  years: (f: SiteFilterParams) =>
    queryOptions({
      queryKey: [...standingQueries.all(f), 'years'] as const,
      queryFn: () => gamesApi.standingYears(f),
      ...cacheOptions('static'),
    }),
  /** The latest season with standings, per league (the current table; dynamic). */
  current: (f: SiteFilterParams) =>
    queryOptions({
      queryKey: [...standingQueries.all(f), 'current'] as const,
      queryFn: () => gamesApi.currentStandings(f),
      ...cacheOptions('dynamic'),
    }),
};
