// /api/leaders/: the stats fans rank players by (per league), each stat's leaders in three views (career, single
// season, active players) for the regular season or the postseason, and the figures of one player that rank.
import { Type, type Static } from '@sinclair/typebox';
import { SlugParam, siteFilterProperties, YearParam } from './common';
import { LeagueRef } from './core';
import { SeasonLink } from './person';
import { Bool, Int, NInt, NNum, NStr, Nullable, Obj, Str, StringEnum } from './schema';
import { LEADER_PHASES, LEADER_TOPS, LEADER_VIEWS } from './values';

export { LEADER_PHASES, LEADER_TOPS, LEADER_VIEWS, type LeaderPhase, type LeaderView } from './values';

/** A ranked stat of a league; a rate (`rate`) ranks only qualified players, by `qualifier`. */
export const LeaderStat = Obj({
  slug: Str(),
  label: Str(),
  abbreviation: Str(),
  group: Str({ description: 'e.g. Batting, Pitching, Passing, Goaltenders' }),
  rate: Bool(),
  digits: Int({ minimum: 0, description: 'Decimal places the figure is shown with' }),
  ascending: Type.Boolean({ description: 'Lower is better (ERA)' }),
  qualifier: NStr({
    description: 'The qualifying rule of a rate, e.g. "3.1 plate appearances per team game"',
  }),
  qualifier_figure: Nullable(
    Obj(
      {
        abbreviation: Str({ description: 'e.g. PA, IP' }),
        label: Str({ description: 'e.g. Plate appearances, Innings pitched' }),
        format: StringEnum(['count', 'innings'] as const, {
          description: 'innings: the value is outs, written as innings in thirds (1,445 → 481.2)',
        }),
      },
      { description: "What a rate's rows give beside it: the sum its qualifier counts (null for a count)" },
    ),
  ),
});
export type LeaderStat = Static<typeof LeaderStat>;

export const LeaderLeague = Obj({
  league: LeagueRef,
  sport: Str({ description: 'Sport slug' }),
  level: Str({ description: 'Level slug' }),
  postseason: Type.Boolean({ description: 'The data holds postseason lines for this league' }),
  stats: Type.Array(LeaderStat),
});
export type LeaderLeague = Static<typeof LeaderLeague>;

export const LeaderCatalogParams = Obj(siteFilterProperties);
export type LeaderCatalogParams = Static<typeof LeaderCatalogParams>;

export const LeaderParams = Obj({
  ...siteFilterProperties,
  league: Type.Optional(
    SlugParam('League slug (nfl, nba, mlb, nhl); default the first of the site with the stat'),
  ),
  view: Type.Optional(StringEnum(LEADER_VIEWS, { description: 'career (default), season or active' })),
  phase: Type.Optional(StringEnum(LEADER_PHASES, { description: 'regular (default) or postseason' })),
  from: Type.Optional(YearParam('First season (start year)')),
  to: Type.Optional(YearParam('Last season (start year)')),
  team: Type.Optional(SlugParam('Only lines with this franchise (slug)')),
  top: Type.Optional(Type.Integer({ enum: [...LEADER_TOPS], description: 'Rows: 25, 50 (default) or 100' })),
  min: Type.Optional(
    Type.Number({
      minimum: 0,
      maximum: 100000,
      description: "A rate's qualifying minimum (e.g. plate appearances) instead of the rule",
    }),
  ),
  include: Type.Optional(
    Type.String({
      maxLength: 40,
      description:
        "Leagues the league's records leave out, to include (comma-separated): na, the National Association " +
        '(1871–75), which MLB does not count. Another value: 400.',
    }),
  ),
});
export type LeaderParams = Static<typeof LeaderParams>;

export const LeaderTeam = Obj({ slug: Str(), name: Str({ description: 'As named that season' }) });
export type LeaderTeam = Static<typeof LeaderTeam>;

export const LeaderRow = Obj({
  rank: Int({ minimum: 1, description: 'Ties share a rank' }),
  player: Obj({ slug: Str(), name: Str() }),
  value: Type.Number(),
  season: Nullable(SeasonLink),
  first_year: Int(),
  last_year: Int(),
  seasons: Int({ minimum: 1, description: 'Seasons with a line of this stat in the list’s scope' }),
  qualifier_value: NNum({
    description:
      "A rate's qualifier summed over the row (plate appearances; outs for innings pitched); null for a count",
  }),
  teams: Type.Array(LeaderTeam, { description: 'In the order he played for them, each as named then' }),
  partial: Type.Boolean({
    description:
      "His career (first to last season, or through the league's latest while active; within the list's from/to) runs past the seasons the stat's lines cover: the figure is not his whole career's",
  }),
});
export type LeaderRow = Static<typeof LeaderRow>;

export const LeaderSourceSpan = Obj({
  name: Str(),
  first_year: Int(),
  last_year: Int(),
  note: NStr(),
});
export type LeaderSourceSpan = Static<typeof LeaderSourceSpan>;

/** Which seasons (start years) the stat's lines cover, from the lines themselves. */
export const LeaderCoverage = Obj({
  first_year: NInt(),
  last_year: NInt(),
  league_last_year: NInt({ description: "The league's latest season in the data" }),
  missing_years: Type.Array(Int(), { description: 'Seasons between the first and last without a line' }),
  sources: Type.Array(LeaderSourceSpan, {
    description: 'The sources of the lines, each with the seasons it gives',
  }),
});
export type LeaderCoverage = Static<typeof LeaderCoverage>;

/** A league the list leaves out by its league's rule (the National Association in MLB's records). */
export const LeaderExcluded = Obj({
  key: Str({ description: 'What `include` names to include it' }),
  name: Str(),
  abbreviation: Str(),
  first_year: Int(),
  last_year: Int(),
  rule: Str({ description: 'The rule, with its source' }),
});
export type LeaderExcluded = Static<typeof LeaderExcluded>;

export const LeaderList = Obj({
  league: LeagueRef,
  sport: Str({ description: 'Sport slug' }),
  level: Str({ description: 'Level slug' }),
  stat: LeaderStat,
  view: StringEnum(LEADER_VIEWS),
  phase: StringEnum(LEADER_PHASES),
  from: NInt(),
  to: NInt(),
  team: Nullable(LeaderTeam),
  top: Int(),
  min: NNum({ description: 'The qualifying minimum applied (career total, or per season)' }),
  coverage: LeaderCoverage,
  excluded: Type.Array(LeaderExcluded, {
    description: 'The leagues left out of this list by the league’s rule (include them with `include`)',
  }),
  results: Type.Array(LeaderRow),
});
export type LeaderList = Static<typeof LeaderList>;

/** One of a player's career figures that ranks in its league's top 100 (regular season, all time). */
export const PlayerRank = Obj({
  stat: LeaderStat,
  league: Str(),
  value: Type.Number(),
  rank: Int({ minimum: 1 }),
});
export type PlayerRank = Static<typeof PlayerRank>;
