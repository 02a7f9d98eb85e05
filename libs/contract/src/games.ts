// Games (scores, fixtures) and standings.
import { Type, type Static } from '@sinclair/typebox';
import { pageProperties, recordLineProperties, siteFilterProperties, SlugParam } from './common';
import { LeagueRef, LevelRef, SportRef, TeamRef } from './core';
import { GameStatus } from './game-status';
import { Bool, Int, NInt, NNum, NStr, Nullable, NullableEnum, Obj, Str } from './schema';

export { GameStatus } from './game-status';

export const Game = Obj({
  id: Int(),
  slug: Str(),
  sport: SportRef,
  level: LevelRef,
  league: LeagueRef,
  home_team: TeamRef,
  away_team: TeamRef,
  home_score: NInt(),
  away_score: NInt(),
  status: GameStatus,
  game_date: Str(),
  game_time: NStr(),
  quarter: NInt({ description: 'Live-only; the dataset has no play-by-play, so always null.' }),
  period: NInt(),
  time_remaining: NStr({
    description: 'Live: the clock left in the period (e.g. "10:41"), as the feed gives it.',
  }),
  period_label: NStr({
    description:
      "Live: how the period reads in the sport's own words ('3rd', 'OT', 'Q4', 'Halftime', 'Top 7th').",
  }),
  /** The score by period where a feed gave it (null for the historical games). */
  line_score: Nullable(
    Obj({
      periods: Type.Array(Str(), {
        description: "Each period's label: '1', '2', '3', 'OT', 'SO'; innings '1'…'9'.",
      }),
      home: Type.Array(NInt()),
      away: Type.Array(NInt()),
    }),
  ),
  overtime: NStr({
    description:
      "Overtime marker: OT, 2OT … or SO; baseball: an extra-inning game's innings ('26', shown F/26)",
  }),
  is_playoff: Bool(),
  is_neutral: Bool(),
  site_known: Bool({
    description:
      'Whether the sources say where the game was played: false for a game whose source gives neither a venue nor a neutral-site flag (college football before 2010), whose home_team is then only the side the source lists second.',
  }),
  round: NStr(),
  week: NStr(),
  championship: Nullable(Obj({ id: Int(), slug: Str(), name: Str() })),
  championship_name: NStr(),
  season: Obj({ id: Int(), slug: Str(), name: Str(), start_year: Int() }),
  season_name: Str(),
  venue: Nullable(Obj({ id: NInt(), name: NStr(), city: NStr(), state: NStr(), capacity: NInt() })),
  venue_name: NStr(),
  weather: NStr({
    description: 'Roof and, outdoors, temperature (°F) and wind (mph), e.g. "Dome" or "45°F, wind 10 mph".',
  }),
  attendance: NInt(),
  officials: Type.Array(Obj({ position: Str(), name: Str() })),
  home_coach: NStr({ description: 'Head coach of the home team in this game.' }),
  away_coach: NStr(),
  home_quarterback: NStr({ description: 'Starting quarterback of the home team (football).' }),
  away_quarterback: NStr(),
  surface: NStr({ description: 'Playing surface, e.g. grass, fieldturf.' }),
  has_box_score: Type.Boolean({
    description:
      "The data holds this game's box score (its player lines or team statistics); false: its page is a game summary.",
  }),
});
export type Game = Static<typeof Game>;

/** Where a playoff series stood after this game: wins of each side in the season's playoff games between them. */
export const GameSeries = Obj({
  home_wins: Int(),
  away_wins: Int(),
  games: Int({ description: 'Games the series had in the data.' }),
  game_number: Int({
    description: 'This game is game N of the series (counted from the games in the data).',
  }),
});
export type GameSeries = Static<typeof GameSeries>;

/** One game as its page shows it: the game, plus what only the detail computes. */
export const GameDetail = Obj({
  ...Game.properties,
  series: Nullable(GameSeries),
});
export type GameDetail = Static<typeof GameDetail>;

const isoDate = (description: string) => Type.String({ format: 'date', description });

/** Filters of the relative game lists (today, live, recent, upcoming): the date range is theirs. */
export const RelativeGameListParams = Obj({
  ...siteFilterProperties,
  ...pageProperties,
  team: Type.Optional(SlugParam('Team slug or id: games the team played')),
});
export type RelativeGameListParams = Static<typeof RelativeGameListParams>;

export const GameListParams = Obj({
  ...siteFilterProperties,
  ...pageProperties,
  game_date__gte: Type.Optional(isoDate('yyyy-MM-dd, inclusive')),
  game_date__lte: Type.Optional(isoDate('yyyy-MM-dd, inclusive')),
  status: Type.Optional(GameStatus),
  team: Type.Optional(SlugParam('Team slug or id: games the team played')),
});
export type GameListParams = Static<typeof GameListParams>;

/** The nearest dates with games around a range (a day when `game_date__lte` is left out). */
export const GameDatesParams = Obj({
  ...siteFilterProperties,
  game_date__gte: isoDate('yyyy-MM-dd: the range starts here'),
  game_date__lte: Type.Optional(isoDate('yyyy-MM-dd, the range ends here (default: game_date__gte)')),
});
export type GameDatesParams = Static<typeof GameDatesParams>;

export const GameDates = Obj({
  before: NStr({ description: 'The latest date before the range with a game in scope, or null.' }),
  after: NStr({ description: 'The earliest date after the range with a game in scope, or null.' }),
});
export type GameDates = Static<typeof GameDates>;

export const Standing = Obj({
  id: Int(),
  team: TeamRef,
  ...recordLineProperties,
  points_percentage: NNum({
    description: 'Hockey: points won of the points available (two a game), three decimals; null elsewhere.',
  }),
  /** Level with another team of the table by every tie-breaker the sources hold (they share a rank). */
  tied: Bool(),
  position: NInt(),
  streak_type: NullableEnum(['win', 'loss', 'tie']),
  division: NStr(),
  division_slug: NStr(),
  conference: NStr(),
  conference_slug: NStr(),
  league: Str({ description: 'League abbreviation, e.g. NFL.' }),
  league_slug: Str(),
  sport: SportRef,
  level: LevelRef,
  season: Int({ description: 'Season start year.' }),
  season_name: Str(),
  last_updated: NStr({
    description:
      "The day the table stands on: the season's last day, or for a season in progress the day the feeds last brought.",
  }),
  in_progress: Bool({
    description: 'The season is being played: its table is counted from the games the feeds brought so far.',
  }),
  playoff_position: NullableEnum(['champion', 'playoffs', 'bubble', 'eliminated']),
  playoff_result: NStr(),
  is_champion: Bool(),
  coverage_note: NStr({
    description:
      "The season's own note where its records' source stops early or leaves games out (e.g. college football 2024: FBS-vs-FBS games only); the same on every row of a league's season, null when whole.",
  }),
  home_record: NStr(),
  away_record: NStr(),
  division_record: NStr(),
  conference_record: NStr(),
});
export type Standing = Static<typeof Standing>;

const standingsProperties = {
  ...siteFilterProperties,
  ...pageProperties,
  division: Type.Optional(SlugParam('Division slug (or exact name)')),
  conference: Type.Optional(SlugParam('Conference slug (or exact name)')),
  date: Type.Optional(
    isoDate(
      'yyyy-MM-dd: the table on that date, computed from the regular-season games played up to it (needs season)',
    ),
  ),
};
export const StandingsParams = Obj(standingsProperties);
export type StandingsParams = Static<typeof StandingsParams>;

export const StandingsByDivisionParams = Obj({
  ...standingsProperties,
  division: SlugParam('Division slug (or exact name)'),
});
export type StandingsByDivisionParams = Static<typeof StandingsByDivisionParams>;
