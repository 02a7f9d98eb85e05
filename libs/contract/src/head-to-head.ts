// Head-to-head: every meeting of two teams of one sport, and what they add up to.
import { Type, type Static } from '@sinclair/typebox';
import { MAX_PAGE, siteFilterProperties, SlugParam } from './common';
import {
  HEAD_TO_HEAD_PAGE_SIZE,
  MEETING_SORT_KEYS,
  MEETING_SORTS,
  type MeetingSort,
  type MeetingSortKey,
} from './values';
import { LeagueRef, LevelRef, SportRef } from './core';
import { Bool, Int, NInt, NNum, NStr, Nullable, NullableEnum, Obj, StringEnum, Str } from './schema';

const SeasonRef = Obj({ id: Int(), slug: Str(), name: Str(), start_year: Int() });

export { HEAD_TO_HEAD_PAGE_SIZE, MEETING_SORT_KEYS, MEETING_SORTS, type MeetingSort, type MeetingSortKey };

export const HeadToHeadParams = Obj({
  ...siteFilterProperties,
  a: SlugParam('The first team: slug or id'),
  b: SlugParam('The second team, of the same sport: slug or id'),
  sort: Type.Optional(
    StringEnum(MEETING_SORTS, {
      description:
        'The order of the meetings: date, season, site, type, a_name, a_score, b_score, b_name, result or overtime ' +
        '("-" first: reversed; missing values last). Default: oldest first.',
    }),
  ),
  page: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: MAX_PAGE,
      default: 1,
      description: `Page of the meetings (${HEAD_TO_HEAD_PAGE_SIZE} a page); past the last, the last.`,
    }),
  ),
});
export type HeadToHeadParams = Static<typeof HeadToHeadParams>;

/** A side of the pair: the franchise or programme as it is now (each meeting names it as it was). */
export const HeadToHeadTeam = Obj({
  id: Int(),
  slug: Str(),
  name: Str(),
  abbreviation: NStr(),
  league: LeagueRef,
});
export type HeadToHeadTeam = Static<typeof HeadToHeadTeam>;

/** One meeting, from the pair's point of view (a first, b second). */
export const HeadToHeadGame = Obj({
  id: Int({ description: 'The game (its page: /scores/{id}).' }),
  game_date: Str(),
  season: SeasonRef,
  is_playoff: Bool(),
  round: NStr(),
  home: StringEnum(['a', 'b'] as const, { description: 'Which side was the home team (see is_neutral).' }),
  /** Played at a neutral site: "home" is then only the side the source lists first. */
  is_neutral: Bool(),
  site_known: Bool({
    description: 'Whether the sources say where it was played; false: "home" is only the side listed second.',
  }),
  a_name: Str({ description: 'Team a as it was named that season.' }),
  b_name: Str({ description: 'Team b as it was named that season.' }),
  a_score: Int(),
  b_score: Int(),
  overtime: NStr(),
});
export type HeadToHeadGame = Static<typeof HeadToHeadGame>;

const recordProperties = {
  games: Int({ minimum: 0 }),
  a_wins: Int({ minimum: 0 }),
  b_wins: Int({ minimum: 0 }),
  ties: Int({ minimum: 0 }),
  a_points: Int({
    minimum: 0,
    description: "Team a's points (runs, goals) in these games; b's are b_points.",
  }),
  b_points: Int({ minimum: 0 }),
  points_games: Int({
    minimum: 0,
    description:
      'The games whose score the sources hold: a_points and b_points add up these; the others come from season ' +
      'totals or series results that have no score.',
  }),
  a_win_percentage: NNum({
    description:
      "Team a's share by the sport's rule: a tie counts half a win, except in baseball (tied games are replayed and left out); null without a decided game.",
  }),
};
export const HeadToHeadRecord = Obj(recordProperties);
export type HeadToHeadRecord = Static<typeof HeadToHeadRecord>;

export const HeadToHeadPostseason = Obj({
  ...recordProperties,
  series: Int({
    minimum: 0,
    description:
      'Postseason series: those the series sources hold (with their results, games or not), else the postseason ' +
      'games grouped by season and round.',
  }),
  a_series: Int({ minimum: 0, description: 'Series team a won.' }),
  b_series: Int({ minimum: 0 }),
});
export type HeadToHeadPostseason = Static<typeof HeadToHeadPostseason>;

export const HeadToHeadStreak = Obj({
  length: Int({ minimum: 1 }),
  from: Str({ description: 'Date of the first win of the streak.' }),
  to: Str({ description: 'Date of the last win of the streak.' }),
});
export type HeadToHeadStreak = Static<typeof HeadToHeadStreak>;

/** One season of meetings. */
export const HeadToHeadSeason = Obj({
  season: SeasonRef,
  a_name: Str(),
  b_name: Str(),
  ...recordProperties,
  from: StringEnum(['games', 'season_totals'] as const, {
    description:
      "The season's games, or (for a season whose games are not in the sources) the season's totals.",
  }),
});
export type HeadToHeadSeason = Static<typeof HeadToHeadSeason>;

/** One postseason series of the pair, with its result. */
export const HeadToHeadSeries = Obj({
  season: SeasonRef,
  round: NStr({ description: 'The round as it was named (World Series, Stanley Cup Final, …).' }),
  a_name: Str(),
  b_name: Str(),
  winner: NullableEnum(['a', 'b'] as const),
  a_wins: Int({ minimum: 0 }),
  b_wins: Int({ minimum: 0 }),
  ties: Int({ minimum: 0 }),
  a_points: NInt({ description: "Team a's goals or points in the series, when the source has them." }),
  b_points: NInt(),
  from: StringEnum(['games', 'series'] as const, {
    description: 'series: a series source (Lahman SeriesPost, Hockey Databank SeriesPost); games: our games.',
  }),
});
export type HeadToHeadSeries = Static<typeof HeadToHeadSeries>;

/** A run of consecutive seasons (start years). */
export const SeasonSpan = Obj({ from: Int(), to: Int() });
export type SeasonSpan = Static<typeof SeasonSpan>;

/**
 * The seasons the figures cover, from the data: within the two teams' shared seasons (both existed, the league
 * played), those where the league has games, season totals of meetings and postseason series in the sources.
 */
export const HeadToHeadCoverage = Obj({
  /** First and last season both teams existed (null when they never shared one). */
  shared: Nullable(SeasonSpan),
  games: Type.Array(SeasonSpan, { description: 'Shared seasons whose games are in the sources.' }),
  season_totals: Type.Array(SeasonSpan, {
    description: 'Shared seasons without games whose meeting totals are in the sources (NHL TeamVsTeam).',
  }),
  series: Type.Array(SeasonSpan, { description: 'Shared seasons the postseason series sources cover.' }),
  missing: Type.Array(SeasonSpan, {
    description: 'Shared seasons with neither games nor totals: meetings then are not in the figures.',
  }),
  /** True when the teams' shared seasons reach beyond those with games or season totals (missing is not empty). */
  partial: Bool(),
});
export type HeadToHeadCoverage = Static<typeof HeadToHeadCoverage>;

export const HeadToHead = Obj({
  sport: SportRef,
  level: LevelRef,
  a: HeadToHeadTeam,
  b: HeadToHeadTeam,
  regular_season: HeadToHeadRecord,
  postseason: HeadToHeadPostseason,
  a_longest_streak: Nullable(HeadToHeadStreak),
  b_longest_streak: Nullable(HeadToHeadStreak),
  first_meeting: Nullable(HeadToHeadGame),
  last_meeting: Nullable(HeadToHeadGame),
  a_biggest_wins: Type.Array(HeadToHeadGame, {
    description: "Team a's widest margins, widest first (at most 5).",
  }),
  b_biggest_wins: Type.Array(HeadToHeadGame),
  seasons: Type.Array(HeadToHeadSeason, { description: 'Seasons with a meeting, oldest first.' }),
  postseason_series: Type.Array(HeadToHeadSeries, { description: 'Every postseason series, oldest first.' }),
  meetings: Int({
    minimum: 0,
    description: 'Every meeting the figures count: games, season totals and series games without games.',
  }),
  coverage: HeadToHeadCoverage,
  games_count: Int({
    minimum: 0,
    description: 'Every meeting with a final score: what the figures above count.',
  }),
  page: Int({ minimum: 1, description: 'The page of meetings in games.' }),
  page_size: Int({ minimum: 1 }),
  games: Type.Array(HeadToHeadGame, {
    description: 'One page of the meetings, in the order asked for (oldest first by default).',
  }),
});
export type HeadToHead = Static<typeof HeadToHead>;

/** A team's opponent, with how often they met (final games, regular season and postseason). */
export const Opponent = Obj({
  id: Int(),
  slug: Str(),
  name: Str(),
  games: Int({ minimum: 1 }),
});
export type Opponent = Static<typeof Opponent>;
