// Games (scores, fixtures) and standings.
import type { RecordLine, SiteFilterParams } from './common';
import type { LeagueRef, LevelRef, PageParams, SportRef, TeamRef } from './core';

/** final: played, with a score; scheduled: in the future or unplayed; postponed/cancelled: as the source says;
 * live: in progress (the dataset is historical, so only a game dated today without a score and a start time passed). */
export type GameStatus = 'scheduled' | 'live' | 'final' | 'postponed' | 'cancelled';

export interface Game {
  id: number;
  slug: string;
  sport: SportRef;
  level: LevelRef;
  league: LeagueRef;
  home_team: TeamRef;
  away_team: TeamRef;
  home_score: number | null;
  away_score: number | null;
  status: GameStatus;
  game_date: string;
  game_time: string | null;
  /** Live-only fields; the dataset has no play-by-play, so always null. */
  quarter: number | null;
  period: number | null;
  time_remaining: string | null;
  overtime: string | null;
  is_playoff: boolean;
  is_neutral: boolean;
  round: string | null;
  week: string | null;
  championship: { id: number; slug: string; name: string } | null;
  championship_name: string | null;
  season: { id: number; slug: string; name: string; start_year: number };
  season_name: string;
  venue: { id: number | null; name: string | null; city: string | null; state: string | null; capacity: number | null } | null;
  venue_name: string | null;
  weather: string | null;
  attendance: number | null;
  officials: { position: string; name: string }[];
}

export interface GameListParams extends SiteFilterParams, PageParams {
  /** yyyy-MM-dd, inclusive. */
  game_date__gte?: string;
  game_date__lte?: string;
  status?: GameStatus;
  /** Team slug or id: games the team played. */
  team?: string;
}

export interface Standing extends RecordLine {
  id: number;
  team: TeamRef & { slug: string };
  position: number | null;
  streak_type: 'win' | 'loss' | 'tie' | null;
  division: string | null;
  division_slug: string | null;
  conference: string | null;
  conference_slug: string | null;
  /** League abbreviation, e.g. NFL. */
  league: string;
  league_slug: string;
  sport: SportRef;
  level: LevelRef;
  /** Season start year. */
  season: number;
  season_name: string;
  /** When the dataset was loaded (standings are final tables of historical seasons). */
  last_updated: string | null;
  playoff_position: 'champion' | 'playoffs' | 'bubble' | 'eliminated' | null;
  playoff_result: string | null;
  is_champion: boolean;
  home_record: string | null;
  away_record: string | null;
  division_record: string | null;
  conference_record: string | null;
}

export interface StandingsParams extends SiteFilterParams, PageParams {
  /** Division slug (or exact name). */
  division?: string;
  /** Conference slug (or exact name). */
  conference?: string;
}

export interface StandingsByDivisionParams extends StandingsParams {
  division: string;
}
