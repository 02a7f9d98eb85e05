// Teams (franchises and college programs) and their per-team views.
import type { RecordLine, SiteFilterParams } from './common';
import type { GameStatus } from './games';
import type { LeagueRef, LevelRef, PageParams, SportRef, Venue } from './core';

export interface Team {
  id: number;
  slug: string;
  name: string;
  city: string | null;
  state: string | null;
  country: string | null;
  nickname: string | null;
  abbreviation: string | null;
  short_name: string | null;
  founded_year: number | null;
  /** Last season played; null while active. */
  last_year: number | null;
  is_active: boolean;
  championships_won: number;
  /** Season start year of the latest title (displayed title year is title_year). */
  last_championship_year: number | null;
  last_championship_title_year: number | null;
  sport: SportRef;
  level: LevelRef;
  league: LeagueRef;
  conference: { id: number; slug: string; name: string; abbreviation: string | null } | null;
  division: { id: number; slug: string; name: string } | null;
  home_venue: Venue | null;
  /** Every name the franchise or programme has borne, oldest first (years are season start years). */
  lineage: TeamIdentity[];
}

export interface TeamIdentity {
  name: string;
  city: string | null;
  abbreviation: string | null;
  first_year: number | null;
  /** null while the name is current. */
  last_year: number | null;
}

export interface TeamListParams extends SiteFilterParams, PageParams {
  /** Case-insensitive substring of name, city or abbreviation. */
  search?: string;
  /** Conference slug. */
  conference?: string;
  /** Division slug. */
  division?: string;
}

/** ?year= on roster, schedule and stats: a season start year (default: the team's latest season). */
export interface TeamYearParams {
  year?: number;
}

export interface TeamChampionship {
  id: number;
  /** Season start year; the UI shows year+1 for seasons spanning two years (title_year is the exact one). */
  year: number;
  title_year: number;
  championship_id: number;
  championship_slug: string;
  championship_name: string;
  coach: string | null;
  record: string | null;
  season_name: string | null;
  opponent: string | null;
  score: string | null;
}

export interface TeamSeason {
  /** The season's id. */
  id: number;
  slug: string;
  name: string;
  start_year: number;
  end_year: number | null;
  championship_won: boolean;
  wins: number | null;
  losses: number | null;
  ties: number | null;
  playoff_result: string | null;
}

export interface RosterEntry {
  id: number;
  jersey_number: string | null;
  /** The dataset has no captaincy data: always false. */
  is_captain: boolean;
  /** Started at least half of the games played. */
  is_starter: boolean;
  position: string | null;
  games: number | null;
  games_started: number | null;
  /** The player's slug. */
  slug: string;
  player: {
    id: number;
    slug: string;
    is_active: boolean;
    primary_position_name: string | null;
    person: { first_name: string | null; last_name: string | null; full_name: string };
  };
}

export interface ScheduleGame {
  id: number;
  slug: string;
  week: string | null;
  round: string | null;
  is_playoff: boolean;
  game_date: string;
  game_time: string | null;
  status: GameStatus;
  is_home: boolean;
  home_team: number;
  home_team_name: string;
  home_team_abbreviation: string | null;
  away_team: number;
  away_team_name: string;
  away_team_abbreviation: string | null;
  home_score: number | null;
  away_score: number | null;
  overtime: string | null;
  venue_name: string | null;
}

export interface TeamSeasonRecord extends RecordLine {
  season: { id: number; slug: string; name: string; start_year: number };
  home_record: string | null;
  away_record: string | null;
  division_record: string | null;
  conference_record: string | null;
  playoff_result: string | null;
  is_champion: boolean;
  head_coach_name: string | null;
  /** Sport-specific team totals when the source has them. */
  stats: Record<string, unknown> | null;
}

export interface TeamStats {
  championships_won: number;
  /** Seasons with a standings row in the dataset. */
  seasons_played: number;
  /** Current year minus founded year (spec §9). */
  years_active: number | null;
  all_time: { wins: number; losses: number; ties: number; win_percentage: number | null };
  /** The requested (or latest) season's record; null when the team has none for that year. */
  season: TeamSeasonRecord | null;
}
