// Builders of season lines and team statistics: the Chiefs' 2023 title season by default (real values).
import type { RecordLine } from '../../common';
import type { TeamSeasonRecord, TeamSeasonSummary, TeamStats, TeamTotals } from '../../teams';

/** A season line (standings and team seasons share it): 11-6 by default. */
export function aRecordLine(overrides: Partial<RecordLine> = {}): RecordLine {
  return {
    games_played: 17,
    wins: 11,
    losses: 6,
    ties: 0,
    ot_losses: null,
    points: null,
    win_percentage: 0.647,
    games_behind: 0,
    rank: 1,
    points_for: 371,
    points_against: 294,
    streak: null,
    ...overrides,
  };
}

export function aTeamSeasonRecord(overrides: Partial<TeamSeasonRecord> = {}): TeamSeasonRecord {
  return {
    season: { id: 123, slug: 'nfl-2023', name: '2023 NFL Season', start_year: 2023 },
    ...aRecordLine(),
    home_record: null,
    away_record: null,
    division_record: null,
    conference_record: null,
    playoff_result: 'Won Super Bowl',
    is_champion: true,
    head_coach_name: 'Andy Reid',
    stats: null,
    ...overrides,
  };
}

export function aTeamStats(overrides: Partial<TeamStats> = {}): TeamStats {
  return {
    championships_won: 4,
    seasons_played: 64,
    years_active: 66,
    all_time: {
      wins: 550,
      losses: 450,
      ties: 12,
      win_percentage: 0.549,
      first_year: 1960,
      last_year: 2023,
      seasons: 64,
      partial: false,
    },
    season: aTeamSeasonRecord(),
    ...overrides,
  };
}

/** A team's totals over part of a season: the Chiefs' 2023 regular season by default (11-6, 371-294). */
export function aTeamTotals(overrides: Partial<TeamTotals> = {}): TeamTotals {
  return {
    from: 'games',
    games: 17,
    wins: 11,
    losses: 6,
    ties: 0,
    ot_losses: 0,
    points_for: 371,
    points_against: 294,
    points_for_per_game: 371 / 17,
    points_against_per_game: 294 / 17,
    margin_per_game: 77 / 17,
    standings_games: null,
    ...overrides,
  };
}

/** A season's totals, margin and SRS: the Chiefs' 2023 by default. */
export function aTeamSeasonSummary(overrides: Partial<TeamSeasonSummary> = {}): TeamSeasonSummary {
  return {
    start_year: 2023,
    regular_season: aTeamTotals(),
    postseason: aTeamTotals({
      games: 4,
      wins: 4,
      losses: 0,
      points_for: 106,
      points_against: 61,
      points_for_per_game: 26.5,
      points_against_per_game: 15.25,
      margin_per_game: 11.25,
    }),
    postseason_through: null,
    srs: { rating: 4.0, margin_per_game: 77 / 17, strength_of_schedule: -0.5, rank: 8, teams: 32, games: 17 },
    ...overrides,
  };
}
