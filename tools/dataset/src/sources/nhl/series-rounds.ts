// The round of each NHL playoff series by season and pair of teams, from the Hockey Databank's SeriesPost (the rows
// postseason-series.ts writes as postseason_series), so a playoff game without a round of its own can carry the name
// of its series' round, the same name its postseason_series row carries. Two teams meet at most once in a postseason,
// so the pair names the series; a pair SeriesPost lists twice in one season names none (its games stay unlabelled).
import type { BuildContext } from '../../model';
import { dbFile } from './common';
import type { Franchises } from './franchises';
import { roundName } from './postseason-series';

/** `${year}|${team}|${team}` (keys sorted) → the round's name that season, null where the pair met twice. */
export type SeriesRounds = Map<string, string | null>;

export const pairKey = (year: number, a: string, b: string) => [year, ...[a, b].sort()].join('|');

export function seriesRounds(ctx: BuildContext, fr: Franchises): SeriesRounds {
  const out: SeriesRounds = new Map();
  for (const r of ctx.readCsv(dbFile('SeriesPost.csv'))) {
    // Only series of two NHL teams: the PCHA, WCHL and WHA sides have no franchise of ours (and no games here).
    if (r.lgIDWinner !== 'NHL' || r.lgIDLoser !== 'NHL') continue;
    const year = Number(r.year);
    const w = fr.databankTeam(year, r.tmIDWinner);
    const l = fr.databankTeam(year, r.tmIDLoser);
    if (!w || !l) continue;
    const key = pairKey(year, w, l);
    out.set(key, out.has(key) ? null : roundName(year, r.round, 'NHL'));
  }
  return out;
}
