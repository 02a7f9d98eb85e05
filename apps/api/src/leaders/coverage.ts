// Which seasons a stat's lines cover, from the lines: first and last season, the seasons missing between, and each
// source with the seasons it gives (its note says how far a partial season reaches).
import type { LeaderCoverage } from '@trophy-room/contract';
import { careerLineSeasons } from '@trophy-room/domain';
import { covers, type CoverageModel } from '../people/coverage-model';
import type { ListQuery } from './repository';
import type { CoverageRow, LeaderDbRow } from './rows';

/**
 * Whether a row's career runs past the seasons the stat's lines cover, by the one rule: his span (first to last
 * season, through the league's latest while active), within the list's from/to, holds a season without lines of the
 * stat, or one before his first line or after his last. A single season's row spans that season only.
 */
export function careerPastCoverage(
  r: LeaderDbRow,
  q: Pick<ListQuery, 'view' | 'from' | 'to' | 'stat'>,
  covered: ReadonlySet<number>,
  model: CoverageModel,
): boolean {
  if (q.view === 'season')
    return covers(
      model,
      q.stat.league_id,
      { first_year: r.first_year, last_year: r.last_year, active: false },
      covered,
    ).partial;
  const league = model.get(q.stat.league_id);
  let first = r.career_first ?? r.first_year;
  let last =
    r.active && league?.latest != null
      ? Math.max(r.career_last ?? league.latest, league.latest)
      : (r.career_last ?? r.last_year);
  if (q.from !== undefined) first = Math.max(first, q.from);
  if (q.to !== undefined) last = Math.min(last, q.to);
  // His lines run from the row's first to its last season: the stat's seasons between them he sat out are covered,
  // those of his span before or after them are not (careerLineSeasons).
  const held = careerLineSeasons([r.first_year, r.last_year], covered);
  return covers(model, q.stat.league_id, { first_year: first, last_year: last, active: false }, held).partial;
}

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
