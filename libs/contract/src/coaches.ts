// Coaches: records, stints and the list parameters.
import { Type, type Static } from '@sinclair/typebox';
import { pageProperties, SearchParam, siteFilterProperties, SlugParam } from './common';
import { LeagueRef, LevelRef, SportRef } from './core';
import { Award, Person, PersonTeam } from './person';
import { Bool, Int, NInt, NNum, NStr, Nullable, Obj, Str } from './schema';

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
