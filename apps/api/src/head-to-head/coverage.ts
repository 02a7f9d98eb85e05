// Which seasons a pair's figures cover, from the data: the seasons both teams existed (from the later founding to
// the earlier last season, or the league's latest while both are active) that their league played, split into those
// whose games are in the sources, those with only season totals of meetings, and those with neither (missing); and
// the seasons the postseason series sources cover. partial: the shared seasons reach beyond games and totals.
import type { HeadToHeadCoverage, SeasonSpan } from '@trophy-room/contract';
import type { LeagueSeasons } from './pair-sources';

export interface Existence {
  founded_year: number | null;
  last_year: number | null;
}

/** Runs of consecutive seasons of `all` (a season the league did not play does not break a run) that are in `set`. */
export function spans(all: readonly number[], set: (year: number) => boolean): SeasonSpan[] {
  const out: SeasonSpan[] = [];
  let run: SeasonSpan | null = null;
  for (const y of all) {
    if (!set(y)) {
      run = null;
      continue;
    }
    if (run) run.to = y;
    else out.push((run = { from: y, to: y }));
  }
  return out;
}

/** The union of the leagues' seasons (the two teams' leagues, usually one). */
export function unionOf(leagues: readonly LeagueSeasons[]): LeagueSeasons {
  const u: LeagueSeasons = { seasons: new Set(), games: new Set(), totals: new Set(), series: new Set() };
  for (const l of leagues)
    for (const k of ['seasons', 'games', 'totals', 'series'] as const) for (const y of l[k]) u[k].add(y);
  return u;
}

export function coverageOf(a: Existence, b: Existence, league: LeagueSeasons): HeadToHeadCoverage {
  const from = Math.max(a.founded_year ?? -Infinity, b.founded_year ?? -Infinity);
  const to = Math.min(a.last_year ?? Infinity, b.last_year ?? Infinity);
  const shared = [...league.seasons].filter((y) => y >= from && y <= to).sort((x, y) => x - y);
  const missing = spans(shared, (y) => !league.games.has(y) && !league.totals.has(y));
  return {
    shared: shared.length ? { from: shared[0], to: shared[shared.length - 1] } : null,
    games: spans(shared, (y) => league.games.has(y)),
    season_totals: spans(shared, (y) => !league.games.has(y) && league.totals.has(y)),
    series: spans(shared, (y) => league.series.has(y)),
    missing,
    partial: missing.length > 0,
  };
}
