// Builders of the people area: LeBron James and Andy Reid by default (real values).
import type { CoachingRecord, Coach, Person, Player, PlayerDetail, PlayerSeasonLine } from '../../people';
import { leagues, levels, nflScope, sports } from '../refs';

export function aPerson(overrides: Partial<Person> = {}): Person {
  return {
    id: 1,
    slug: 'lebron-james',
    first_name: 'LeBron',
    last_name: 'James',
    full_name: 'LeBron James',
    age: 40,
    birth_date: '1984-12-30',
    birth_year: 1984,
    birth_place: 'Akron, OH',
    birth_city: 'Akron',
    birth_state: 'OH',
    birth_country: 'USA',
    death_date: null,
    college: null,
    height_inches: 81,
    weight_pounds: 250,
    ...overrides,
  };
}

export function aPlayer(overrides: Partial<Player> = {}): Player {
  return {
    id: 1,
    slug: 'lebron-james',
    person: aPerson(),
    jersey_number: '23',
    primary_position: 'F',
    primary_position_name: 'Forward',
    current_team: {
      id: 40,
      slug: 'los-angeles-lakers',
      name: 'Los Angeles Lakers',
      city: 'Los Angeles',
      abbreviation: 'LAL',
      sport_name: 'Basketball',
    },
    sport: sports.basketball,
    level: levels.pro,
    league: leagues.nba,
    height: '6-9',
    weight: 250,
    years_pro: 22,
    first_year: 2003,
    last_year: 2024,
    draft_year: 2003,
    draft_round: 1,
    draft_pick: 1,
    draft_team: { id: 35, slug: 'cleveland-cavaliers', name: 'Cleveland Cavaliers' },
    career_stats: { seasons_played: 22, games_played: 1562, games_started: 1561, points: 41896 },
    awards: [{ name: 'NBA Most Valuable Player', year: 2012 }],
    championships_won: 4,
    all_star_selections: 21,
    mvp_awards: 4,
    is_active: true,
    hall_of_fame: false,
    bats: null,
    throws: null,
    shoots: null,
    contract_end_year: null,
    salary: null,
    ...overrides,
  };
}

export function aPlayerSeasonLine(overrides: Partial<PlayerSeasonLine> = {}): PlayerSeasonLine {
  return {
    season: { id: 300, start_year: 2023, name: '2023-24 NBA Season' },
    team: { id: 40, slug: 'los-angeles-lakers', name: 'Los Angeles Lakers', abbreviation: 'LAL' },
    is_postseason: false,
    games_played: 71,
    games_started: 71,
    stats: { points: 1822 },
    ...overrides,
  };
}

export function aPlayerDetail(overrides: Partial<PlayerDetail> = {}): PlayerDetail {
  return { ...aPlayer(), seasons: [aPlayerSeasonLine()], ...overrides };
}

export function aCoachingRecord(overrides: Partial<CoachingRecord> = {}): CoachingRecord {
  return {
    wins: 283,
    losses: 149,
    ties: 1,
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
      },
    ],
    championships_won: 3,
    awards: [],
    coaching_philosophy: null,
    contract_end_year: null,
    hire_date: null,
    is_head_coach: true,
    is_active: true,
    ...nflScope,
    ...overrides,
  };
}
