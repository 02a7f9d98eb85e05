// Championships, results, champions and seasons as their queries read them, and each as the contract's shape
// (the pattern: teams/rows.ts).
import type { Champion, Championship, ChampionshipResult, Season } from '@trophy-room/contract';
import type { ResultScore } from '@trophy-room/domain';
import { withScore } from '../shared/result-score';
import type { ScopeColumns } from '../shared/rows';

export interface ChampionshipRow extends ScopeColumns {
  id: number;
  slug: string;
  name: string;
  official_name: string | null;
  description: string | null;
  trophy_name: string | null;
  first_year: number | null;
  last_year: number | null;
  format: string | null;
  editions_count: number;
  ended_note: string | null;
  successor: Championship['successor'];
  missing_note: string | null;
  data_as_of: string | null;
}

export function toChampionship(r: ChampionshipRow): Championship {
  return {
    id: r.id,
    slug: r.slug,
    name: r.name,
    official_name: r.official_name,
    description: r.description,
    trophy_name: r.trophy_name,
    first_year: r.first_year,
    last_year: r.last_year,
    format: r.format,
    editions_count: r.editions_count,
    ended_note: r.ended_note,
    successor: r.successor,
    missing_note: r.missing_note,
    data_as_of: r.data_as_of,
    sport: r.sport,
    level: r.level,
    league: r.league,
  };
}

export interface ChampionshipResultRow {
  era_note: string | null;
  vacated_note: string | null;
  id: number;
  championship: ChampionshipResult['championship'];
  year: number;
  title_year: number;
  edition: string | null;
  season: ChampionshipResult['season'];
  winner: ChampionshipResult['winner'];
  winner_name: string | null;
  runner_up: ChampionshipResult['runner_up'];
  runner_up_name: string | null;
  winner_score: number | null;
  runner_up_score: number | null;
  series_result: string | null;
  overtime: string | null;
  game_date: string | null;
  venue: ChampionshipResult['venue'];
  mvp: string | null;
  mvp_slug: string | null;
  coach: string | null;
  record: string | null;
  notes: string | null;
}

export function toChampionshipResult(r: ChampionshipResultRow): ChampionshipResult {
  return {
    era_note: r.era_note,
    vacated_note: r.vacated_note,
    id: r.id,
    championship: r.championship,
    year: r.year,
    title_year: r.title_year,
    edition: r.edition,
    season: r.season,
    winner: r.winner,
    winner_name: r.winner_name,
    runner_up: r.runner_up,
    runner_up_name: r.runner_up_name,
    winner_score: r.winner_score,
    runner_up_score: r.runner_up_score,
    series_result: r.series_result,
    overtime: r.overtime,
    game_date: r.game_date,
    venue: r.venue,
    mvp: r.mvp,
    mvp_slug: r.mvp_slug,
    coach: r.coach,
    record: r.record,
    notes: r.notes,
  };
}

/** A champion, with the result's score columns. */
export interface ChampionRow extends ScopeColumns, ResultScore {
  era_note: string | null;
  id: number;
  year: number;
  title_year: number;
  game_date: string | null;
  coach: string | null;
  record: string | null;
  team_id: number | null;
  team_slug: string | null;
  team_city: string | null;
  team_name: string;
  team_abbreviation: string | null;
  championship_id: number;
  championship_slug: string;
  championship_name: string;
  season_id: number | null;
  season_name: string | null;
  opponent: string | null;
}

export function toChampion(row: ChampionRow): Champion {
  const r = withScore(row);
  return {
    era_note: r.era_note,
    id: r.id,
    sport: r.sport,
    level: r.level,
    league: r.league,
    year: r.year,
    title_year: r.title_year,
    game_date: r.game_date,
    coach: r.coach,
    record: r.record,
    team_id: r.team_id,
    team_slug: r.team_slug,
    team_city: r.team_city,
    team_name: r.team_name,
    team_abbreviation: r.team_abbreviation,
    championship_id: r.championship_id,
    championship_slug: r.championship_slug,
    championship_name: r.championship_name,
    season_id: r.season_id,
    season_name: r.season_name,
    opponent: r.opponent,
    score: r.score,
  };
}

export interface SeasonRow {
  id: number;
  slug: string;
  name: string;
  sport: Season['sport'];
  level: string;
  league: string;
  championship: string | null;
  start_year: number;
  end_year: number | null;
  league_slug: string;
  league_abbreviation: string;
  level_slug: string;
  champion: Season['champion'];
  regular_season_start: string | null;
  regular_season_end: string | null;
  playoffs_start: string | null;
  playoffs_end: string | null;
  start_date: string | null;
  end_date: string | null;
  teams_count: number | null;
  games_count: number | null;
  playoffs_format: string | null;
  regular_season_games: number | null;
  is_active: boolean;
}

export function toSeason(r: SeasonRow): Season {
  return {
    id: r.id,
    slug: r.slug,
    name: r.name,
    sport: r.sport,
    level: r.level,
    league: r.league,
    championship: r.championship,
    start_year: r.start_year,
    end_year: r.end_year,
    league_slug: r.league_slug,
    league_abbreviation: r.league_abbreviation,
    level_slug: r.level_slug,
    champion: r.champion,
    regular_season_start: r.regular_season_start,
    regular_season_end: r.regular_season_end,
    playoffs_start: r.playoffs_start,
    playoffs_end: r.playoffs_end,
    start_date: r.start_date,
    end_date: r.end_date,
    teams_count: r.teams_count,
    games_count: r.games_count,
    playoffs_format: r.playoffs_format,
    regular_season_games: r.regular_season_games,
    is_active: r.is_active,
  };
}
