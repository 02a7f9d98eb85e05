// Builders of coaches: Andy Reid by default (real values).
import type { Coach, CoachDetail, CoachingRecord, CoachSeasonLine } from '../../people';
import { nflScope } from '../refs';
import { aFigureSpan, aPerson } from './people';

export function aCoachingRecord(overrides: Partial<CoachingRecord> = {}): CoachingRecord {
  return {
    wins: 283,
    losses: 149,
    ties: 1,
    ot_losses: null,
    win_percentage: 0.655,
    playoff_appearances: 21,
    playoff_wins: 26,
    playoff_losses: 17,
    ...overrides,
  };
}

export function aCoach(overrides: Partial<Coach> = {}): Coach {
  const person = aPerson({
    id: 2,
    slug: 'andy-reid',
    first_name: 'Andy',
    last_name: 'Reid',
    full_name: 'Andy Reid',
    age: 67,
    birth_date: '1958-03-19',
    birth_year: 1958,
    birth_place: 'Los Angeles, CA',
    birth_city: 'Los Angeles',
    birth_state: 'CA',
    college: 'BYU',
    height_inches: null,
    weight_pounds: null,
  });
  // The seasons the record covers; the postseason W-L covers the same.
  const span = aFigureSpan({ first_year: 1999, last_year: 2024, seasons: 26 });
  const chiefs = { id: 16, slug: 'kansas-city-chiefs', name: 'Kansas City Chiefs' };
  return {
    id: 1,
    slug: 'andy-reid',
    person,
    current_team: { ...chiefs, city: 'Kansas City', abbreviation: 'KC', sport_name: 'Football' },
    title: 'Head Coach',
    position: 'Head Coach',
    specialization: null,
    specialties: null,
    years_experience: 26,
    years_with_current_team: 12,
    previous_teams: [{ id: 25, slug: 'philadelphia-eagles', name: 'Philadelphia Eagles' }],
    college: 'BYU',
    playing_experience: null,
    career_record: aCoachingRecord(),
    coaching_record: aCoachingRecord(),
    record_span: span,
    postseason_span: span,
    coaching_history: [
      {
        team_id: chiefs.id,
        team_slug: chiefs.slug,
        team_name: chiefs.name,
        start_year: 2013,
        end_year: null,
        title: 'Head Coach',
        is_head_coach: true,
        is_active: true,
        wins: 128,
        losses: 51,
        ties: 0,
        ot_losses: null,
      },
    ],
    championships_won: 3,
    awards: [],
    coaching_philosophy: null,
    contract_end_year: null,
    hire_date: null,
    is_head_coach: true,
    is_active: true,
    status_unknown_after: null,
    ...nflScope,
    ...overrides,
  };
}

export function aCoachSeasonLine(overrides: Partial<CoachSeasonLine> = {}): CoachSeasonLine {
  return {
    season: { slug: 'nfl-2023', name: '2023 NFL Season', start_year: 2023 },
    team: { id: 16, slug: 'kansas-city-chiefs', name: 'Kansas City Chiefs' },
    title: 'Head Coach',
    is_head_coach: true,
    wins: 11,
    losses: 6,
    ties: 0,
    ot_losses: null,
    playoff_wins: 4,
    playoff_losses: 0,
    won_title: true,
    ...overrides,
  };
}

export function aCoachDetail(overrides: Partial<CoachDetail> = {}): CoachDetail {
  return { ...aCoach(), seasons: [aCoachSeasonLine()], ...overrides };
}
