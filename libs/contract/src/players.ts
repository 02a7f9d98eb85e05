// Players: list items, the detail with season lines, and the list parameters.
import { Type, type Static } from '@sinclair/typebox';
import { pageProperties, SearchParam, siteFilterProperties, SlugParam } from './common';
import { LeagueRef, LevelRef, SportRef } from './core';
import { Award, coverageProperties, FigureSpan, Person, PersonTeam, SeasonLink } from './person';
import { Bool, Int, JsonObject, NInt, NNum, NStr, Nullable, Obj, Str, StringEnum } from './schema';
import { PLAYER_STATUSES, TITLE_CREDITS } from './values';

export { PLAYER_STATUSES, TITLE_CREDITS, type PlayerStatus, type TitleCredit } from './values';

/** Career totals; keys beyond the three counts depend on the sport (e.g. points, rebounds, home_runs). */
export const CareerStats = Type.Object(
  { seasons_played: Int({ minimum: 0 }), games_played: NInt(), games_started: NInt() },
  { additionalProperties: NNum() },
);
export type CareerStats = Static<typeof CareerStats> & { [stat: string]: number | null };

/** The seasons one career figure covers (its name among career_stats, its stat's slug). */
export const CareerCoverage = Obj({
  figure: Str({
    description:
      "The figure's name in career_stats (e.g. passing_completions), or mvp_awards, all_star_selections.",
  }),
  stat: Str({ description: "Its stat in the catalogue (the leader lists' slug), e.g. completions." }),
  ...coverageProperties,
});
export type CareerCoverage = Static<typeof CareerCoverage>;

const playerProperties = {
  id: Int(),
  slug: Str(),
  person: Person,
  jersey_number: NStr(),
  primary_position: NStr(),
  primary_position_name: NStr(),
  current_team: Nullable(PersonTeam),
  last_team: Nullable(
    Obj(
      { id: Int(), slug: Str(), name: Str(), season_year: Int() },
      {
        description:
          'His team in his latest season in the data, named as it was then (a retired player has no current_team).',
      },
    ),
  ),
  sport: SportRef,
  level: LevelRef,
  league: LeagueRef,
  height: NStr({ description: 'Display height, e.g. 6-2 (feet-inches).' }),
  weight: NInt(),
  years_pro: NInt(),
  first_year: NInt(),
  last_year: NInt(),
  draft_year: NInt(),
  draft_round: NInt(),
  draft_pick: NInt(),
  draft_team: Nullable(
    Obj({ id: Int(), slug: Str(), name: Str({ description: 'As named in the draft year.' }) }),
  ),
  draft_status: StringEnum(['drafted', 'undrafted', 'unknown'] as const, {
    description:
      'drafted: the sources give his draft; undrafted: they hold every draft that could have chosen him (those of his ' +
      'first season) and none has him; unknown: they do not hold those drafts (the NHL and MLB drafts, drafts before a file begins).',
  }),
  career_stats: CareerStats,
  stats_span: FigureSpan,
  career_coverage: Type.Array(CareerCoverage, {
    description:
      "Each career figure shown (career_stats, and the award counts mvp_awards and all_star_selections), with the seasons of his career it covers (the coverage model's seasons of the league's sources) and whether it is partial.",
  }),
  awards: Type.Array(Award),
  championships_won: Int({ minimum: 0 }),
  all_star_selections: NInt({
    description:
      "The league's All-Star Game selections (NFL: Pro Bowls) only, never another list; null where the sources hold none.",
  }),
  mvp_awards: NInt({
    description:
      "The league's regular-season MVP award only (MLB MVP, NBA MVP, Hart Trophy), never a Finals, series or game MVP; " +
      'null where the sources hold none (the NFL).',
  }),
  is_active: Bool(),
  hall_of_fame: Bool(),
  bats: NStr(),
  throws: NStr(),
  shoots: NStr(),
  contract_end_year: NInt({ description: 'Not in the public sources: always null.' }),
  salary: NNum({ description: 'Not in the public sources: always null.' }),
};
export const Player = Obj(playerProperties);
export type Player = Omit<Static<typeof Player>, 'career_stats'> & { career_stats: CareerStats };

export const PlayerSeasonLine = Obj({
  season: Obj({ id: Int(), start_year: Int(), name: Str() }),
  team: Nullable(Obj({ id: Int(), slug: Str(), name: Str(), abbreviation: NStr() })),
  teams: Type.Array(Obj({ id: Int(), slug: Str(), name: Str(), abbreviation: NStr() }), {
    description:
      'A line without a team sums a season he spent with several (a trade; Pro-Football-Reference\'s "2TM"): the ' +
      'teams whose rosters that season name him, as named then (empty for a line with its team).',
  }),
  is_postseason: Bool(),
  games_played: NInt(),
  games_started: NInt(),
  stats: Nullable(JsonObject()),
});
export type PlayerSeasonLine = Static<typeof PlayerSeasonLine>;

/** A championship credited to the player by the title-credit rule (@trophy-room/domain's title-credit). */
export const PlayerTitle = Obj({
  season: SeasonLink,
  team: Obj({ id: Int(), slug: Str(), name: Str({ description: 'As named that season.' }) }),
  title_year: Int({
    description: "The title's year under the one rule (basketball and hockey: the year the season ends).",
  }),
  credited_by: StringEnum(TITLE_CREDITS, {
    description:
      'The rule that credited it: postseason (he appeared for the champion in that postseason) or roster (the ' +
      'sources have no postseason lines for the champion: the champion was his last team that season).',
  }),
});
export type PlayerTitle = Static<typeof PlayerTitle>;

export const PlayerDetail = Obj({
  ...playerProperties,
  seasons: Type.Array(PlayerSeasonLine),
  titles: Type.Array(PlayerTitle),
});
export type PlayerDetail = Player & { seasons: PlayerSeasonLine[]; titles: PlayerTitle[] };

const playerListProperties = {
  ...siteFilterProperties,
  ...pageProperties,
  search: Type.Optional(SearchParam('Case-insensitive substring of the name')),
  position: Type.Optional(SlugParam('Position abbreviation, e.g. QB, C, G')),
  team: Type.Optional(
    SlugParam("Team slug or id (the season's roster when season is given, else any season)"),
  ),
  status: Type.Optional(
    StringEnum(PLAYER_STATUSES, {
      description: 'active | inactive | retired (= not active) | injured (not in the sources: none)',
    }),
  ),
};
export const PlayerListParams = Obj(playerListProperties);
export type PlayerListParams = Static<typeof PlayerListParams>;

export const PlayersByPositionParams = Obj({
  ...playerListProperties,
  position: SlugParam('Position abbreviation, e.g. QB, C, G'),
});
export type PlayersByPositionParams = Static<typeof PlayersByPositionParams>;
