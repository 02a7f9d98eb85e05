// Games and standings as their queries read them, and each as the contract's shape (the pattern: teams/rows.ts).
import type { Game, GameDates, GameSeries, Standing } from '@trophy-room/contract';
import { pointsPercentage } from '@trophy-room/domain';
import type { ScopeColumns, RecordColumns } from '../shared/rows';

export interface GameRow extends ScopeColumns {
  id: number;
  slug: string;
  home_team: Game['home_team'];
  away_team: Game['away_team'];
  home_score: number | null;
  away_score: number | null;
  status: 'scheduled' | 'live' | 'final' | 'postponed' | 'cancelled';
  game_date: string;
  game_time: string | null;
  quarter: number | null;
  period: number | null;
  time_remaining: string | null;
  period_label: string | null;
  line_score: Game['line_score'];
  overtime: string | null;
  is_playoff: boolean;
  is_neutral: boolean;
  site_known: boolean;
  round: string | null;
  week: string | null;
  championship: Game['championship'];
  championship_name: string | null;
  season: Game['season'];
  season_name: string;
  venue: Game['venue'];
  venue_name: string | null;
  weather: string | null;
  attendance: number | null;
  officials: Game['officials'];
  home_coach: string | null;
  away_coach: string | null;
  home_quarterback: string | null;
  away_quarterback: string | null;
  surface: string | null;
  has_box_score: boolean;
}

export function toGame(r: GameRow): Game {
  return {
    id: r.id,
    slug: r.slug,
    sport: r.sport,
    level: r.level,
    league: r.league,
    home_team: r.home_team,
    away_team: r.away_team,
    home_score: r.home_score,
    away_score: r.away_score,
    status: r.status,
    game_date: r.game_date,
    game_time: r.game_time,
    quarter: r.quarter,
    period: r.period,
    time_remaining: r.time_remaining,
    period_label: r.period_label,
    line_score: r.line_score,
    overtime: r.overtime,
    is_playoff: r.is_playoff,
    is_neutral: r.is_neutral,
    site_known: r.site_known,
    round: r.round,
    week: r.week,
    championship: r.championship,
    championship_name: r.championship_name,
    season: r.season,
    season_name: r.season_name,
    venue: r.venue,
    venue_name: r.venue_name,
    weather: r.weather,
    attendance: r.attendance,
    officials: r.officials,
    home_coach: r.home_coach,
    away_coach: r.away_coach,
    home_quarterback: r.home_quarterback,
    away_quarterback: r.away_quarterback,
    surface: r.surface,
    has_box_score: r.has_box_score,
  };
}

export interface StandingRow extends RecordColumns {
  id: number;
  sport: Standing['sport'];
  level: Standing['level'];
  league: string;
  season: number;
  season_name: string;
  position: number | null;
  team: Standing['team'];
  tied: boolean;
  streak_type: 'win' | 'loss' | 'tie' | null;
  division: string | null;
  division_slug: string | null;
  conference: string | null;
  conference_slug: string | null;
  league_slug: string;
  last_updated: string | null;
  in_progress: boolean;
  playoff_position: 'champion' | 'playoffs' | 'bubble' | 'eliminated' | null;
  playoff_result: string | null;
  is_champion: boolean;
  coverage_note: string | null;
  home_record: string | null;
  away_record: string | null;
  division_record: string | null;
  conference_record: string | null;
  streak: string | null;
}

export function toStanding(r: StandingRow): Standing {
  return {
    id: r.id,
    sport: r.sport,
    level: r.level,
    league: r.league,
    season: r.season,
    season_name: r.season_name,
    position: r.position,
    team: r.team,
    // By the domain's one formula (hockey; null where a table has no points).
    points_percentage: pointsPercentage(r.points, r.games_played),
    tied: r.tied,
    streak_type: r.streak_type,
    division: r.division,
    division_slug: r.division_slug,
    conference: r.conference,
    conference_slug: r.conference_slug,
    league_slug: r.league_slug,
    last_updated: r.last_updated,
    in_progress: r.in_progress,
    playoff_position: r.playoff_position,
    playoff_result: r.playoff_result,
    is_champion: r.is_champion,
    coverage_note: r.coverage_note,
    home_record: r.home_record,
    away_record: r.away_record,
    division_record: r.division_record,
    conference_record: r.conference_record,
    games_played: r.games_played,
    wins: r.wins,
    losses: r.losses,
    ties: r.ties,
    ot_losses: r.ot_losses,
    points: r.points,
    win_percentage: r.win_percentage,
    games_behind: r.games_behind,
    rank: r.rank,
    points_for: r.points_for,
    points_against: r.points_against,
    streak: r.streak,
  };
}

export interface GameDatesRow {
  before: string | null;
  after: string | null;
}

export function toGameDates(r: GameDatesRow): GameDates {
  return {
    before: r.before,
    after: r.after,
  };
}

/** A playoff game's series so far: how many games the pair played that postseason, and each side's wins. */
export interface GameSeriesRow {
  total: number;
  home_wins: number;
  away_wins: number;
  game_number: number;
}

/** The series after the game; none unless the pair played several games and this is one of them. */
export function toGameSeries(r: GameSeriesRow | undefined): GameSeries | null {
  return r && r.total > 1 && r.game_number > 0
    ? { home_wins: r.home_wins, away_wins: r.away_wins, games: r.total, game_number: r.game_number }
    : null;
}

/** A team's identity that season (everything of a Standing that is not its record), for a table on a date. */
export interface SeasonTeamRow {
  id: number;
  season_id: number;
  division_id: number | null;
  conference_id: number | null;
  team: Standing['team'];
  division: string | null;
  division_slug: string | null;
  conference: string | null;
  conference_slug: string | null;
  league: string;
  league_slug: string;
  sport: Standing['sport'];
  level: Standing['level'];
  season: number;
  season_name: string;
  coverage_note: string | null;
  hockey: boolean;
}
