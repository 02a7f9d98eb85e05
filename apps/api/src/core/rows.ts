// Sports, sources and the coverage report as their queries read them, and each as the contract's shape (the pattern:
// teams/rows.ts).
import type { CoverageEntry, Source, SportWithLeagues } from '@trophy-room/contract';

export interface SportWithLeaguesRow {
  id: number;
  slug: string;
  name: string;
  abbreviation: string;
  leagues: SportWithLeagues['leagues'];
}

export function toSportWithLeagues(r: SportWithLeaguesRow): SportWithLeagues {
  return {
    id: r.id,
    slug: r.slug,
    name: r.name,
    abbreviation: r.abbreviation,
    leagues: r.leagues,
  };
}

/** A source, with the count of every source (count(*) OVER ()) for the page. */
export interface SourceRow {
  id: number;
  name: string;
  url: string | null;
  licence: string | null;
  attribution: string | null;
  notes: string | null;
  total: number;
}

export function toSource(r: SourceRow): Source {
  return {
    id: r.id,
    name: r.name,
    url: r.url,
    licence: r.licence,
    attribution: r.attribution,
    notes: r.notes,
  };
}

/** A dataset_coverage row; sport and level are null for a league the leagues table does not hold. */
export interface CoverageEntryRow {
  league: string;
  league_name: string | null;
  table: string;
  rows: number;
  min_year: number | null;
  max_year: number | null;
  held: CoverageEntry['held'];
  missing: CoverageEntry['missing'];
  sport: CoverageEntry['sport'];
  level: CoverageEntry['level'];
}

export function toCoverageEntry(r: CoverageEntryRow): CoverageEntry {
  return {
    level: r.level,
    league: r.league,
    league_name: r.league_name,
    sport: r.sport,
    table: r.table,
    rows: r.rows,
    min_year: r.min_year,
    max_year: r.max_year,
    held: r.held,
    missing: r.missing,
  };
}
