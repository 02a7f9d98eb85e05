// Builders of the games area: Super Bowl LVIII and an AFC West standings line by default (real values).
import type { Game, GameDates, GameDetail, Standing } from '../../games';
import { aTeamRef, nflScope } from '../refs';
import { aRecordLine } from './team-stats';

export function aGame(overrides: Partial<Game> = {}): Game {
  return {
    id: 9001,
    slug: 'super-bowl-lviii',
    ...nflScope,
    home_team: aTeamRef({ id: 26, name: 'San Francisco 49ers', city: 'San Francisco', abbreviation: 'SF' }),
    away_team: aTeamRef(),
    home_score: 22,
    away_score: 25,
    status: 'final',
    game_date: '2024-02-11',
    game_time: null,
    quarter: null,
    period: null,
    time_remaining: null,
    period_label: null,
    line_score: null,
    overtime: 'OT',
    is_playoff: true,
    is_neutral: true,
    site_known: true,
    round: 'Super Bowl',
    week: null,
    championship: { id: 1, slug: 'super-bowl', name: 'Super Bowl' },
    championship_name: 'Super Bowl',
    season: { id: 123, slug: 'nfl-2023', name: '2023 NFL Season', start_year: 2023 },
    season_name: '2023 NFL Season',
    venue: { id: 4, name: 'Allegiant Stadium', city: 'Las Vegas', state: 'NV', capacity: 65000 },
    venue_name: 'Allegiant Stadium',
    weather: 'Dome',
    attendance: 61629,
    officials: [{ position: 'Referee', name: 'Bill Vinovich' }],
    home_coach: 'Kyle Shanahan',
    away_coach: 'Andy Reid',
    home_quarterback: 'Brock Purdy',
    away_quarterback: 'Patrick Mahomes',
    surface: 'grass',
    has_box_score: false,
    ...overrides,
  };
}

export function aStanding(overrides: Partial<Standing> = {}): Standing {
  return {
    id: 1,
    team: aTeamRef(),
    ...aRecordLine(),
    points_percentage: null,
    tied: false,
    position: 1,
    streak_type: null,
    division: 'AFC West',
    division_slug: 'afc-west',
    conference: 'AFC',
    conference_slug: 'afc',
    league: 'NFL',
    league_slug: 'nfl',
    sport: nflScope.sport,
    level: nflScope.level,
    season: 2023,
    season_name: '2023 NFL Season',
    last_updated: null,
    in_progress: false,
    playoff_position: null,
    playoff_result: null,
    is_champion: false,
    coverage_note: null,
    home_record: null,
    away_record: null,
    division_record: null,
    conference_record: null,
    ...overrides,
  };
}

/** A game as its page answers it (no playoff series by default). */
export function aGameDetail(overrides: Partial<GameDetail> = {}): GameDetail {
  return { ...aGame(), series: null, ...overrides };
}

/** The nearest days with games around an empty range. */
export function aGameDates(overrides: Partial<GameDates> = {}): GameDates {
  return { before: '2024-02-11', after: '2024-09-05', ...overrides };
}
