// Head-to-head: every meeting of two teams of one sport, and what they add up to.
import { Type, type Static } from '@sinclair/typebox';
import { siteFilterProperties, SlugParam } from './common';
import { LeagueRef, LevelRef, SportRef } from './core';
import { Bool, Int, NNum, NStr, Nullable, Obj, StringEnum, Str } from './schema';

export const HeadToHeadParams = Obj({
  ...siteFilterProperties,
  a: SlugParam('The first team: slug or id'),
  b: SlugParam('The second team, of the same sport: slug or id'),
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
  season: Obj({ id: Int(), slug: Str(), name: Str(), start_year: Int() }),
  is_playoff: Bool(),
  round: NStr(),
  home: StringEnum(['a', 'b'] as const, { description: 'Which side was the home team (see is_neutral).' }),
  /** Played at a neutral site: "home" is then only the side the source lists first. */
  is_neutral: Bool(),
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
  a_win_percentage: NNum({
    description:
      "Team a's share by the sport's rule: a tie counts half a win, except in baseball (tied games are replayed and left out); null without a decided game.",
  }),
};
export const HeadToHeadRecord = Obj(recordProperties);
export type HeadToHeadRecord = Static<typeof HeadToHeadRecord>;

export const HeadToHeadPostseason = Obj({
  ...recordProperties,
  series: Int({ minimum: 0, description: 'Postseason meetings grouped by season and round.' }),
  a_series: Int({ minimum: 0, description: 'Series team a won (more wins in the series).' }),
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
  season: Obj({ id: Int(), slug: Str(), name: Str(), start_year: Int() }),
  a_name: Str(),
  b_name: Str(),
  ...recordProperties,
});
export type HeadToHeadSeason = Static<typeof HeadToHeadSeason>;

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
  games: Type.Array(HeadToHeadGame, { description: 'Every meeting with a final score, oldest first.' }),
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
