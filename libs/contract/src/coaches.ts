// Coaches: records, stints and the list parameters.
import { Type, type Static } from '@sinclair/typebox';
import { pageProperties, SearchParam, siteFilterProperties, SlugParam } from './common';
import { LeagueRef, LevelRef, SportRef } from './core';
import { Award, FigureSpan, Person, PersonTeam, SeasonLink } from './person';
import { Bool, Int, NInt, NNum, NStr, Nullable, Obj, Str, StringEnum } from './schema';
import { COACH_STATUSES } from './values';

const otLosses = NInt({
  description:
    'Hockey from 1999-00: overtime and shootout losses, not counted in losses; null where none are recorded',
});

export const CoachingRecord = Obj({
  wins: Int(),
  losses: Int(),
  ties: Int(),
  ot_losses: otLosses,
  win_percentage: NNum({ description: 'Wins (ties as half) over games, overtime losses counted as games' }),
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
  ot_losses: otLosses,
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
  years_experience: NInt({
    description: 'Seasons in the data (null when the sources give only a career total without its years).',
  }),
  years_with_current_team: NInt(),
  previous_teams: Type.Array(Obj({ id: Int(), slug: Str(), name: Str() })),
  college: NStr(),
  playing_experience: Type.Null(),
  /** Null when the sources hold no W-L of his: no record, rather than 0-0. */
  career_record: Nullable(CoachingRecord),
  coaching_record: Nullable(CoachingRecord),
  record_span: FigureSpan,
  /**
   * The seasons his postseason W-L and appearances come from: partial where his span reaches seasons the league's
   * coaches' postseason W-L is not held for (NCAA men's basketball's before 1984-85: appearances there come from his
   * team-seasons' tournament results, the W-L is not known).
   */
  postseason_span: FigureSpan,
  coaching_history: Type.Array(CoachingStint),
  championships_won: Int({ minimum: 0 }),
  awards: Type.Array(Award),
  coaching_philosophy: NStr(),
  contract_end_year: NInt(),
  hire_date: NStr(),
  is_head_coach: Bool(),
  is_active: Bool(),
  status_unknown_after: NInt({
    description:
      "Set when the league's coaching source ends before its latest season and his last stint is in the source's last season: that season's start year, after which Active or Inactive is unknown (is_active is then false). Null when his status is known.",
  }),
  sport: SportRef,
  level: LevelRef,
  league: LeagueRef,
});
export type Coach = Static<typeof Coach>;

/** One season of a coach's record (the sources give NFL and college football coaches' careers only as totals). */
export const CoachSeasonLine = Obj({
  season: SeasonLink,
  team: Nullable(Obj({ id: Int(), slug: Str(), name: Str({ description: 'As named that season.' }) })),
  title: Str(),
  is_head_coach: Bool(),
  wins: NInt(),
  losses: NInt(),
  ties: NInt(),
  ot_losses: otLosses,
  playoff_wins: NInt(),
  playoff_losses: NInt(),
  // The coach's team won the league's championship that season.
  won_title: Bool(),
});
export type CoachSeasonLine = Static<typeof CoachSeasonLine>;

export const CoachDetail = Obj({ ...Coach.properties, seasons: Type.Array(CoachSeasonLine) });
export type CoachDetail = Coach & { seasons: CoachSeasonLine[] };

export { COACH_STATUSES, type CoachStatus } from './values';

export const CoachListParams = Obj({
  ...siteFilterProperties,
  ...pageProperties,
  search: Type.Optional(SearchParam('Case-insensitive substring of the name')),
  team: Type.Optional(SlugParam('Team slug or id')),
  status: Type.Optional(
    StringEnum(COACH_STATUSES, {
      description:
        'active | inactive | retired (= not active) | interim | fired, resigned (not in the sources: none)',
    }),
  ),
});
export type CoachListParams = Static<typeof CoachListParams>;
