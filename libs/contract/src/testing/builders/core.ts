// Builders of the core area's resources: defaults are real values, overrides replace whole fields.
import type { Coverage, CoverageEntry, Source, SportWithLeagues, Venue } from '../../core';
import { leagues, levels, sports } from '../refs';

export function aVenue(overrides: Partial<Venue> = {}): Venue {
  return {
    id: 1,
    slug: 'arrowhead-stadium',
    name: 'Arrowhead Stadium',
    city: 'Kansas City',
    state: 'MO',
    country: 'USA',
    capacity: 76416,
    opened_year: 1972,
    closed_year: null,
    ...overrides,
  };
}

export function aSportWithLeagues(overrides: Partial<SportWithLeagues> = {}): SportWithLeagues {
  return { id: 1, ...sports.football, leagues: [{ ...leagues.nfl, level: levels.pro }], ...overrides };
}

export function aSource(overrides: Partial<Source> = {}): Source {
  return {
    id: 1,
    name: 'Lahman Baseball Database',
    url: 'https://sabr.org/lahman-database/',
    licence: 'CC BY-SA 3.0',
    attribution: 'Sean Lahman, Lahman Baseball Database',
    notes: null,
    ...overrides,
  };
}

export function aCoverageEntry(overrides: Partial<CoverageEntry> = {}): CoverageEntry {
  return {
    league: 'nfl',
    league_name: leagues.nfl.name,
    sport: sports.football,
    level: levels.pro,
    table: 'championship_results',
    rows: 59,
    min_year: 1966,
    max_year: 2024,
    held: [{ first_year: 1966, last_year: 2024 }],
    missing: [{ first_year: 1920, last_year: 1965 }],
    ...overrides,
  };
}

export function aCoverage(entries: CoverageEntry[] = [aCoverageEntry()]): Coverage {
  const byLeague = new Map<string, CoverageEntry[]>();
  for (const e of entries) byLeague.set(e.league, [...(byLeague.get(e.league) ?? []), e]);
  return {
    leagues: [...byLeague].map(([league, tables]) => ({
      league,
      league_name: tables[0].league_name,
      tables,
    })),
    total_rows: entries.reduce((n, e) => n + e.rows, 0),
  };
}
