// Championships, their results (one per edition), statistics, champions and seasons.
import type { SiteFilterParams } from './common';
import type { LeagueRef, LevelRef, PageParams, SportRef } from './core';

export interface Championship {
  id: number;
  slug: string;
  name: string;
  official_name: string | null;
  description: string | null;
  trophy_name: string | null;
  /** Title year (the label of its first edition: season year, or end year for basketball and hockey). */
  first_year: number | null;
  /** Empty (null) while the championship is still contested; else the title year of its last edition. */
  last_year: number | null;
  format: string | null;
  sport: SportRef;
  level: LevelRef;
  league: LeagueRef;
  /** Editions recorded in the dataset. */
  editions_count: number;
  /** A discontinued championship: when and why it ended (null while contested). */
  ended_note: string | null;
  /** The championship that succeeded a discontinued one. */
  successor: { slug: string; name: string } | null;
  /** Which recent final is not in the data, and why (null when none is missing). */
  missing_note: string | null;
  /** yyyy-MM-dd: the latest date the league's data reaches (its newest final game or championship final). */
  data_as_of: string | null;
}

export interface ChampionshipListParams extends SiteFilterParams, PageParams {
  /** Case-insensitive substring of the championship or sport name. */
  search?: string;
}

/** A team side of a result; null when the team is not in the dataset's team table (then read *_name). */
export interface ResultTeam {
  id: number;
  slug: string;
  name: string;
  city: string | null;
  abbreviation: string | null;
}

/** One edition of a championship (a final game or series). */
export interface ChampionshipResult {
  id: number;
  championship: { id: number; slug: string; name: string };
  /** The season's start year (NFL 2023 season → Super Bowl LVIII in Feb 2024 → year 2023). */
  year: number;
  /** Calendar year the final was decided (the year a fan calls it: Super Bowl LVIII → 2024). */
  title_year: number;
  /** Edition label, e.g. "LVIII" or "2024". */
  edition: string | null;
  season: { id: number | null; slug: string | null; name: string | null; start_year: number; end_year: number | null };
  winner: ResultTeam | null;
  winner_name: string;
  runner_up: ResultTeam | null;
  runner_up_name: string | null;
  /** Final-game score, or series wins for series (see series_result). */
  winner_score: number | null;
  runner_up_score: number | null;
  /** Series result such as "4-2"; null for single games. */
  series_result: string | null;
  overtime: string | null;
  game_date: string | null;
  venue: { id: number | null; name: string | null; city: string | null; state: string | null } | null;
  mvp: string | null;
  coach: string | null;
  record: string | null;
  notes: string | null;
}

export interface ChampionshipStats {
  /** Editions recorded (finals played). */
  total_games: number;
  /** Titles per team, most first. */
  team_championships: { team__name: string; team__slug: string | null; team_id: number | null; championships_won: number }[];
  /** Longest run of consecutive titles; years = length of the run. */
  longest_streak: { team: string; years: number; start_year: number; end_year: number } | null;
  /** Most points scored by one side in a final (single-game finals only); null for series-only championships. */
  highest_score: number | null;
  highest_score_game: { year: number; title_year: number; team: string; score: string } | null;
  /** Distinct teams that have appeared in a final. */
  total_teams: number;
  /** Distinct champions. */
  total_champions: number;
}

/** A champion (one title), as the champions and history screens read it. */
export interface Champion {
  id: number;
  /** Season start year. */
  year: number;
  /** The title's label: the season's year (football, baseball) or the year it ends (basketball, hockey). */
  title_year: number;
  /** yyyy-MM-dd of the final (null for titles without one, e.g. poll champions). */
  game_date: string | null;
  team_id: number | null;
  team_slug: string | null;
  team_city: string | null;
  team_name: string;
  team_abbreviation: string | null;
  championship_id: number;
  championship_slug: string;
  championship_name: string;
  /** Regular-season record, e.g. "14-3". */
  record: string | null;
  coach: string | null;
  season_id: number | null;
  season_name: string | null;
  opponent: string | null;
  /** "25-22" for a game, "4-2" for a series. */
  score: string | null;
  sport: SportRef;
  level: LevelRef;
  league: LeagueRef;
}

export interface ChampionsParams extends SiteFilterParams {
  /** Season start year. */
  season__start_year?: number;
}

export interface Season {
  id: number;
  slug: string;
  name: string;
  start_year: number;
  end_year: number | null;
  sport: SportRef;
  /** League name, e.g. "National Football League". */
  league: string;
  league_slug: string;
  league_abbreviation: string;
  /** Level name, e.g. "Professional". */
  level: string;
  level_slug: string;
  champion: { team_id: number; team_slug: string; team_name: string; team_city: string | null; team_abbreviation: string | null } | null;
  regular_season_start: string | null;
  regular_season_end: string | null;
  playoffs_start: string | null;
  playoffs_end: string | null;
  start_date: string | null;
  end_date: string | null;
  teams_count: number | null;
  games_count: number | null;
  /** Name of the championship decided in this season, if any. */
  championship: string | null;
  playoffs_format: string | null;
  regular_season_games: number | null;
  /** The league's latest season in the dataset. */
  is_active: boolean;
}

export type SeasonListParams = SiteFilterParams & PageParams;
