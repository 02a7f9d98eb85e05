// Players and coaches.
import { Type, type Static } from '@sinclair/typebox';
import { pageProperties, SearchParam, siteFilterProperties, SlugParam } from './common';
import { LeagueRef, LevelRef, SportRef } from './core';
import { Bool, Int, JsonObject, NInt, NNum, NStr, Nullable, Obj, Str } from './schema';

export const Person = Obj({
  id: Int(),
  slug: Str(),
  first_name: NStr(),
  last_name: NStr(),
  full_name: Str(),
  age: NInt({ description: 'Age today, or at death.' }),
  birth_date: NStr(),
  birth_year: NInt(),
  birth_place: NStr({ description: '"City, State" (or country), null when unknown.' }),
  birth_city: NStr(),
  birth_state: NStr(),
  birth_country: NStr(),
  death_date: NStr(),
  college: NStr(),
  height_inches: NInt(),
  weight_pounds: NInt(),
});
export type Person = Static<typeof Person>;

export const Award = Obj({ name: Str(), year: NInt() });
export type Award = Static<typeof Award>;

export const PersonTeam = Obj({
  id: Int(),
  slug: Str(),
  name: Str(),
  city: NStr(),
  abbreviation: NStr(),
  sport_name: Str(),
});
export type PersonTeam = Static<typeof PersonTeam>;

/** Career totals; keys beyond the three counts depend on the sport (e.g. points, rebounds, home_runs). */
export const CareerStats = Type.Object(
  { seasons_played: Int({ minimum: 0 }), games_played: NInt(), games_started: NInt() },
  { additionalProperties: NNum() },
);
export type CareerStats = Static<typeof CareerStats> & { [stat: string]: number | null };

const playerProperties = {
  id: Int(),
  slug: Str(),
  person: Person,
  jersey_number: NStr(),
  primary_position: NStr(),
  primary_position_name: NStr(),
  current_team: Nullable(PersonTeam),
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
  draft_team: Nullable(Obj({ id: Int(), slug: Str(), name: Str() })),
  career_stats: CareerStats,
  awards: Type.Array(Award),
  championships_won: Int({ minimum: 0 }),
  all_star_selections: Int({ minimum: 0 }),
  mvp_awards: Int({ minimum: 0 }),
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
  is_postseason: Bool(),
  games_played: NInt(),
  games_started: NInt(),
  stats: Nullable(JsonObject()),
});
export type PlayerSeasonLine = Static<typeof PlayerSeasonLine>;

export const PlayerDetail = Obj({ ...playerProperties, seasons: Type.Array(PlayerSeasonLine) });
export type PlayerDetail = Player & { seasons: PlayerSeasonLine[] };

const playerListProperties = {
  ...siteFilterProperties,
  ...pageProperties,
  search: Type.Optional(SearchParam('Case-insensitive substring of the name')),
  position: Type.Optional(SlugParam('Position abbreviation, e.g. QB, C, G')),
  team: Type.Optional(
    SlugParam("Team slug or id (the season's roster when season is given, else any season)"),
  ),
};
export const PlayerListParams = Obj(playerListProperties);
export type PlayerListParams = Static<typeof PlayerListParams>;

export const PlayersByPositionParams = Obj({
  ...playerListProperties,
  position: SlugParam('Position abbreviation, e.g. QB, C, G'),
});
export type PlayersByPositionParams = Static<typeof PlayersByPositionParams>;

export const CoachingRecord = Obj({
  wins: Int(),
  losses: Int(),
  ties: Int(),
  win_percentage: NNum(),
  playoff_appearances: Int(),
  playoff_wins: Int(),
  playoff_losses: Int(),
});
export type CoachingRecord = Static<typeof CoachingRecord>;

export const CoachingStint = Obj({
  team_id: NInt(),
  team_slug: NStr(),
  team_name: Str(),
  start_year: Int(),
  end_year: NInt(),
  title: Str(),
  is_head_coach: Bool(),
  is_active: Bool(),
  wins: NInt(),
  losses: NInt(),
  ties: NInt(),
});
export type CoachingStint = Static<typeof CoachingStint>;

export const Coach = Obj({
  id: Int(),
  slug: Str(),
  person: Person,
  current_team: Nullable(PersonTeam),
  title: Str(),
  position: Str(),
  specialization: NStr(),
  specialties: NStr(),
  years_experience: Int({ minimum: 0 }),
  years_with_current_team: NInt(),
  previous_teams: Type.Array(Obj({ id: Int(), slug: Str(), name: Str() })),
  college: NStr(),
  playing_experience: Type.Null(),
  career_record: CoachingRecord,
  coaching_record: CoachingRecord,
  coaching_history: Type.Array(CoachingStint),
  championships_won: Int({ minimum: 0 }),
  awards: Type.Array(Award),
  coaching_philosophy: NStr(),
  contract_end_year: NInt(),
  hire_date: NStr(),
  is_head_coach: Bool(),
  is_active: Bool(),
  sport: SportRef,
  level: LevelRef,
  league: LeagueRef,
});
export type Coach = Static<typeof Coach>;

export const CoachListParams = Obj({
  ...siteFilterProperties,
  ...pageProperties,
  search: Type.Optional(SearchParam('Case-insensitive substring of the name')),
  team: Type.Optional(SlugParam('Team slug or id')),
});
export type CoachListParams = Static<typeof CoachListParams>;
