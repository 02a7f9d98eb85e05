// Shared small shapes (references to sports, levels, leagues, teams, venues) and the core area's resources.
import type { SiteFilterParams } from './common';

/** Paging parameters every paged list accepts: page ≥ 1 (default 1), 1 ≤ page_size ≤ 500 (default 50). */
export interface PageParams {
  page?: number;
  page_size?: number;
}

export type ListParams = SiteFilterParams & PageParams;

export interface SportRef {
  name: string;
  slug: string;
  abbreviation: string;
}

export interface LevelRef {
  name: string;
  /** professional | ncaa-division-i */
  slug: string;
}

export interface LeagueRef {
  id: number;
  slug: string;
  name: string;
  abbreviation: string;
}

export interface League extends LeagueRef {
  sport: SportRef;
  level: LevelRef;
}

/** /api/core/sports/ items: a sport with the leagues (one per level) the dataset holds for it. */
export interface SportWithLeagues {
  id: number;
  slug: string;
  name: string;
  abbreviation: string;
  leagues: (LeagueRef & { level: LevelRef })[];
}

/** A team as other resources reference it. */
export interface TeamRef {
  id: number;
  slug: string;
  name: string;
  city: string | null;
  abbreviation: string | null;
  sport_name: string;
}

export interface Venue {
  id: number;
  slug: string;
  name: string;
  city: string | null;
  state: string | null;
  country: string | null;
  capacity: number | null;
  opened_year: number | null;
  closed_year: number | null;
}

/** /api/core/sources/: where each part of the dataset comes from, with licence and required attribution. */
export interface Source {
  id: number;
  name: string;
  url: string | null;
  licence: string | null;
  attribution: string | null;
  notes: string | null;
}

/** /api/core/coverage/: rows and year span per league and table of the loaded dataset. */
export interface CoverageEntry {
  /** League slug, or '_shared' for tables not tied to one league (people, venues, sources). */
  league: string;
  league_name: string | null;
  sport: SportRef | null;
  level: LevelRef | null;
  table: string;
  rows: number;
  min_year: number | null;
  max_year: number | null;
}

export interface Coverage {
  leagues: { league: string; league_name: string | null; tables: CoverageEntry[] }[];
  total_rows: number;
}
