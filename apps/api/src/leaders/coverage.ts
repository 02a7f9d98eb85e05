// Which seasons a stat's lines cover, from the lines: first and last season, the seasons missing between, and each
// source with the seasons it gives (its note says how far a partial season reaches).
import type { LeaderCoverage } from '@trophy-room/contract';
import type { CoverageRow } from './repository';

export function coverageOf(rows: CoverageRow[], leagueYears: number[]): LeaderCoverage {
  const years = [...new Set(rows.map((r) => r.start_year))];
  const first = years.length ? years[0] : null;
  const last = years.length ? years[years.length - 1] : null;
  const held = new Set(years);
  const sources = new Map<
    string,
    { name: string; first_year: number; last_year: number; note: string | null }
  >();
  for (const r of rows) {
    const name = r.source ?? 'Unnamed source';
    const s = sources.get(name);
    if (s) s.last_year = r.start_year;
    else sources.set(name, { name, first_year: r.start_year, last_year: r.start_year, note: r.note });
  }
  return {
    first_year: first,
    last_year: last,
    league_last_year: leagueYears.length ? leagueYears[leagueYears.length - 1] : null,
    missing_years:
      first === null ? [] : leagueYears.filter((y) => y > first && y < (last ?? first) && !held.has(y)),
    sources: [...sources.values()],
  };
}
