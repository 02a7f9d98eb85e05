// Games: a date range, the recent games, one game; and standings of a season.
import type { Coverage, SiteFilterParams } from '@trophy-room/contract';
import { api } from './api';
import { endpointQuery, fetchAllPages, getData, getEndpoint } from './endpoint';
import type { HttpClient } from './http';

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
      fetchAllPages(http, 'games', {
        query: { ...f, game_date__gte: from, game_date__lte: to, page_size: PAGE_SIZE },
      }),
    /** The recent games (relative to the server's date) and how many there are. */
    recent: async (f: SiteFilterParams = {}) => {
      const body = await getEndpoint(http, 'gamesRecent', { query: { ...f } });
      return { count: body.count, games: body.results };
    },
    /** The last day before and the first day after a range with a game in scope. */
    dates: (f: SiteFilterParams, { from, to }: DateRange) =>
      getEndpoint(http, 'gameDates', { query: { ...f, game_date__gte: from, game_date__lte: to } }),
    /** The ids of a championship's games (finals, or every game of a tournament), all pages. */
    championshipGameIds: async (championshipId: number) =>
      (
        await fetchAllPages(http, 'championshipGames', {
          key: championshipId,
          query: { page_size: PAGE_SIZE },
        })
      ).map((g) => g.id),
    get: (idOrSlug: string | number) => getEndpoint(http, 'game', { key: idOrSlug }),
    /** Final table of one season (by start year), or its table on a date (yyyy-MM-dd), all pages. */
    standings: (f: SiteFilterParams, season: number, date?: string) =>
      fetchAllPages(http, 'standings', {
        query: { ...f, season, ...(date && { date }), page_size: PAGE_SIZE },
      }),
    /** Per league in scope, the seasons with standings and with games (from the dataset's coverage report). */
    standingYears: async (f: SiteFilterParams): Promise<LeagueYears[]> => {
      const data = await getData(http, 'coverage', { query: { ...f } });
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
      fetchAllPages(http, 'standingsCurrent', { query: { ...f, page_size: PAGE_SIZE } }),
  };
}

export const gamesApi = /* @__PURE__ */ gameResources(api.http);

export const gameQueries = {
  all: (f: SiteFilterParams) => ['games', f] as const,
  range: (f: SiteFilterParams, range: DateRange) =>
    endpointQuery('games', [...gameQueries.all(f), 'range', range] as const, () => gamesApi.range(f, range)),
  recent: (f: SiteFilterParams) =>
    endpointQuery('gamesRecent', [...gameQueries.all(f), 'recent'] as const, () => gamesApi.recent(f)),
  /** What an empty range offers: the nearest days with games (the data changes only on import). */
  dates: (f: SiteFilterParams, range: DateRange) =>
    endpointQuery('gameDates', [...gameQueries.all(f), 'dates', range] as const, () =>
      gamesApi.dates(f, range),
    ),
  /** The ids of a championship's games (for sitemaps). */
  championshipIds: (f: SiteFilterParams, championshipId: number) =>
    endpointQuery('championshipGames', [...gameQueries.all(f), 'championship', championshipId] as const, () =>
      gamesApi.championshipGameIds(championshipId),
    ),
  detail: (f: SiteFilterParams, idOrSlug: string | number) =>
    endpointQuery('game', [...gameQueries.all(f), 'detail', String(idOrSlug)] as const, () =>
      gamesApi.get(idOrSlug),
    ),
};

export const standingQueries = {
  all: (f: SiteFilterParams) => ['standings', f] as const,
  season: (f: SiteFilterParams, season: number) =>
    endpointQuery(
      'standings',
      [...standingQueries.all(f), 'season', season] as const,
      () => gamesApi.standings(f, season),
      { query: { season } },
    ),
  /** A season's table on a date, computed from its games. */
  onDate: (f: SiteFilterParams, season: number, date: string) =>
    endpointQuery(
      'standings',
      [...standingQueries.all(f), 'season', season, date] as const,
      () => gamesApi.standings(f, season, date),
      { query: { season } },
    ),
  /**
   * The table /standings shows: the latest (season 0; dynamic), a season's final table, or its table on a date
   * (yyyy-MM-dd; ignored without a season).
   */
  view: (f: SiteFilterParams, season: number, date: string) =>
    endpointQuery(
      season === 0 ? 'standingsCurrent' : 'standings',
      [...standingQueries.all(f), 'view', season, season ? date : ''] as const,
      () => (season === 0 ? gamesApi.currentStandings(f) : gamesApi.standings(f, season, date || undefined)),
      { query: { season } },
    ),
  /** Per league, the seasons with standings and with games (the season selector; changes only on import). */
  years: (f: SiteFilterParams) =>
    endpointQuery('coverage', [...standingQueries.all(f), 'years'] as const, () => gamesApi.standingYears(f)),
  /** The latest season with standings, per league (the current table; dynamic). */
  current: (f: SiteFilterParams) =>
    endpointQuery('standingsCurrent', [...standingQueries.all(f), 'current'] as const, () =>
      gamesApi.currentStandings(f),
    ),
};
