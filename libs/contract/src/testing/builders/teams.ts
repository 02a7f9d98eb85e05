// Builders of the teams area: the Kansas City Chiefs by default (real values), overrides replace whole fields.
import type {
  RosterEntry,
  ScheduleGame,
  Team,
  TeamChampionship,
  TeamFacets,
  TeamSeason,
  TeamSeasonYears,
} from '../../teams';
import { nflScope, slugOf } from '../refs';
import { aVenue } from './core';

export function aTeam(overrides: Partial<Team> = {}): Team {
  const name = overrides.name ?? 'Kansas City Chiefs';
  return {
    id: 16,
    slug: slugOf(name),
    name,
    city: 'Kansas City',
    state: 'MO',
    country: 'USA',
    nickname: 'Chiefs',
    abbreviation: 'KC',
    short_name: 'Chiefs',
    founded_year: 1960,
    last_year: null,
    is_active: true,
    championships_won: 4,
    last_championship_year: 2023,
    last_championship_title_year: 2023,
    ...nflScope,
    conference: { id: 1, slug: 'afc', name: 'American Football Conference', abbreviation: 'AFC' },
    division: { id: 3, slug: 'afc-west', name: 'AFC West' },
    home_venue: aVenue(),
    // The fixture's franchise has a record for every season since its founding.
    record_coverage: { first_year: 1960, last_year: 2023, seasons: 64, partial: false },
    playoff_coverage: { first_year: 1960, last_year: 2023, seasons: 64, partial: false },
    lineage: [
      { name: 'Dallas Texans', city: 'Dallas', abbreviation: 'DTX', first_year: 1960, last_year: 1962 },
      {
        name: 'Kansas City Chiefs',
        city: 'Kansas City',
        abbreviation: 'KC',
        first_year: 1963,
        last_year: null,
      },
    ],
    ...overrides,
  };
}

export function aTeamChampionship(overrides: Partial<TeamChampionship> = {}): TeamChampionship {
  const year = overrides.year ?? 2023;
  return {
    id: 1,
    year,
    title_year: year,
    championship_id: 1,
    championship_slug: 'super-bowl',
    championship_name: 'Super Bowl',
    coach: 'Andy Reid',
    record: '11-6',
    season_name: `${year} NFL Season`,
    opponent: 'San Francisco 49ers',
    score: '25-22',
    vacated_note: null,
    ...overrides,
  };
}

export function aTeamSeason(overrides: Partial<TeamSeason> = {}): TeamSeason {
  const start = overrides.start_year ?? 2023;
  return {
    id: 100 + (start % 100),
    slug: `nfl-${start}`,
    name: `${start} NFL Season`,
    start_year: start,
    end_year: start + 1,
    championship_won: false,
    wins: 11,
    losses: 6,
    ties: 0,
    playoff_result: null,
    team_name: 'Kansas City Chiefs',
    team_abbreviation: 'KC',
    ot_losses: null,
    games_played: 17,
    points: null,
    win_percentage: 0.647,
    rank: 1,
    group_name: 'AFC West',
    conference_name: 'American Football Conference',
    division_name: 'AFC West',
    head_coach_name: 'Andy Reid',
    venue_name: 'Arrowhead Stadium',
    latest_note: null,
    ...overrides,
  };
}

export function aRosterEntry(overrides: Partial<RosterEntry> = {}): RosterEntry {
  const player = overrides.player ?? {
    id: 1,
    slug: 'patrick-mahomes',
    is_active: true,
    primary_position_name: 'Quarterback',
    person: { first_name: 'Patrick', last_name: 'Mahomes', full_name: 'Patrick Mahomes' },
  };
  return {
    id: 1,
    jersey_number: '15',
    is_captain: false,
    is_starter: true,
    position: 'QB',
    games: 16,
    games_started: 16,
    stats: {
      pass_cmp: 401,
      pass_att: 597,
      pass_yds: 4183,
      pass_td: 27,
      pass_int: 14,
      rush_att: 75,
      rush_yds: 389,
    },
    slug: player.slug,
    player,
    latest_note: null,
    ...overrides,
  };
}

export function aScheduleGame(overrides: Partial<ScheduleGame> = {}): ScheduleGame {
  return {
    id: 9001,
    slug: 'super-bowl-lviii',
    week: null,
    round: 'Super Bowl',
    is_playoff: true,
    game_date: '2024-02-11',
    game_time: null,
    status: 'final',
    is_home: false,
    site_known: true,
    home_team: 26,
    home_team_name: 'San Francisco 49ers',
    home_team_abbreviation: 'SF',
    away_team: 16,
    away_team_name: 'Kansas City Chiefs',
    away_team_abbreviation: 'KC',
    home_score: 22,
    away_score: 25,
    overtime: 'OT',
    venue_name: 'Allegiant Stadium',
    record: '4-0',
    streak: 'W4',
    ...overrides,
  };
}

/** The directory's filter options: the NFL's sport and two of its divisions by default. */
export function aTeamFacets(overrides: Partial<TeamFacets> = {}): TeamFacets {
  return {
    total: 32,
    sports: [{ kind: 'sport', slug: 'football', name: 'Football', sport_slug: 'football', teams: 32 }],
    groups: [
      { kind: 'division', slug: 'nfl-afc-west', name: 'AFC West', sport_slug: 'football', teams: 4 },
      { kind: 'division', slug: 'nfl-nfc-east', name: 'NFC East', sport_slug: 'football', teams: 4 },
    ],
    ...overrides,
  };
}

/** A team's season pages for the sitemap: the Chiefs' title seasons by default. */
export function aTeamSeasonYears(overrides: Partial<TeamSeasonYears> = {}): TeamSeasonYears {
  return { slug: 'kansas-city-chiefs', years: [2024, 2023, 2022, 2019, 1969], ...overrides };
}
