// Players and coaches.
import type { SiteFilterParams } from './common';
import type { LeagueRef, LevelRef, PageParams, SportRef } from './core';

export interface Person {
  id: number;
  slug: string;
  first_name: string | null;
  last_name: string | null;
  full_name: string;
  /** Age today, or at death. */
  age: number | null;
  birth_date: string | null;
  birth_year: number | null;
  /** "City, State" (or country), null when unknown. */
  birth_place: string | null;
  birth_city: string | null;
  birth_state: string | null;
  birth_country: string | null;
  death_date: string | null;
  college: string | null;
  height_inches: number | null;
  weight_pounds: number | null;
}

export interface Award {
  name: string;
  year: number | null;
}

export interface PersonTeam {
  id: number;
  slug: string;
  name: string;
  city: string | null;
  abbreviation: string | null;
  sport_name: string;
}

/** Career totals; keys beyond the three counts depend on the sport (e.g. points, rebounds, home_runs). */
export interface CareerStats {
  seasons_played: number;
  games_played: number | null;
  games_started: number | null;
  [stat: string]: number | null;
}

export interface Player {
  id: number;
  slug: string;
  person: Person;
  jersey_number: string | null;
  primary_position: string | null;
  primary_position_name: string | null;
  /** The team of the player's latest season; null reads as Free Agent / FA. */
  current_team: PersonTeam | null;
  sport: SportRef;
  level: LevelRef;
  league: LeagueRef;
  /** Display height, e.g. 6-2 (feet-inches). */
  height: string | null;
  weight: number | null;
  years_pro: number | null;
  first_year: number | null;
  last_year: number | null;
  draft_year: number | null;
  draft_round: number | null;
  draft_pick: number | null;
  draft_team: { id: number; slug: string; name: string } | null;
  career_stats: CareerStats;
  awards: Award[];
  championships_won: number;
  all_star_selections: number;
  mvp_awards: number;
  is_active: boolean;
  hall_of_fame: boolean;
  bats: string | null;
  throws: string | null;
  shoots: string | null;
  /** Not in the public sources: always null. */
  contract_end_year: number | null;
  salary: number | null;
}

export interface PlayerSeasonLine {
  season: { id: number; start_year: number; name: string };
  team: { id: number; slug: string; name: string; abbreviation: string | null } | null;
  is_postseason: boolean;
  games_played: number | null;
  games_started: number | null;
  stats: Record<string, unknown> | null;
}

export interface PlayerDetail extends Player {
  seasons: PlayerSeasonLine[];
}

export interface PlayerListParams extends SiteFilterParams, PageParams {
  search?: string;
  position?: string;
  /** Team slug or id (the season's roster when season is given, else any season). */
  team?: string;
}

export interface PlayersByPositionParams extends PlayerListParams {
  position: string;
}

export interface CoachingRecord {
  wins: number;
  losses: number;
  ties: number;
  win_percentage: number | null;
  playoff_appearances: number;
  playoff_wins: number;
  playoff_losses: number;
}

export interface CoachingStint {
  team_id: number | null;
  team_slug: string | null;
  team_name: string;
  start_year: number;
  end_year: number | null;
  title: string;
  is_head_coach: boolean;
  is_active: boolean;
  wins: number | null;
  losses: number | null;
  ties: number | null;
}

export interface Coach {
  id: number;
  slug: string;
  person: Person;
  current_team: PersonTeam | null;
  title: string;
  position: string;
  specialization: string | null;
  specialties: string | null;
  years_experience: number;
  years_with_current_team: number | null;
  previous_teams: { id: number; slug: string; name: string }[];
  college: string | null;
  playing_experience: null;
  career_record: CoachingRecord;
  coaching_record: CoachingRecord;
  coaching_history: CoachingStint[];
  championships_won: number;
  awards: Award[];
  coaching_philosophy: string | null;
  contract_end_year: number | null;
  hire_date: string | null;
  is_head_coach: boolean;
  is_active: boolean;
  sport: SportRef;
  level: LevelRef;
  league: LeagueRef;
}

export interface CoachListParams extends SiteFilterParams, PageParams {
  search?: string;
  team?: string;
}
