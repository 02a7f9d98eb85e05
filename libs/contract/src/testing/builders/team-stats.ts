// Builders of season lines and team statistics: the Chiefs' 2023 title season by default (real values).
import type { RecordLine } from '../../common';
import type { TeamSeasonRecord, TeamStats } from '../../teams';

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
    all_time: { wins: 550, losses: 450, ties: 12, win_percentage: 0.549 },
    season: aTeamSeasonRecord(),
    ...overrides,
  };
}
