// Lahman's batting, pitching and fielding columns, and the sums and rates built from them.
import { roundStat, statOf, statValue } from '@trophy-room/domain';
import { int } from '../../shared/parse';

export type Rec = Record<string, string>;

export const batCols: [string, string][] = [
  ['ab', 'AB'],
  ['r', 'R'],
  ['h', 'H'],
  ['2b', 'X2B'],
  ['3b', 'X3B'],
  ['hr', 'HR'],
  ['rbi', 'RBI'],
  ['sb', 'SB'],
  ['cs', 'CS'],
  ['bb', 'BB'],
  ['so', 'SO'],
  ['ibb', 'IBB'],
  ['hbp', 'HBP'],
  ['sh', 'SH'],
  ['sf', 'SF'],
  ['gidp', 'GIDP'],
];
export const pitCols: [string, string][] = [
  ['w', 'W'],
  ['l', 'L'],
  ['g', 'G'],
  ['gs', 'GS'],
  ['cg', 'CG'],
  ['sho', 'SHO'],
  ['sv', 'SV'],
  ['ipo', 'IPouts'],
  ['h', 'H'],
  ['r', 'R'],
  ['er', 'ER'],
  ['hr', 'HR'],
  ['bb', 'BB'],
  ['so', 'SO'],
  ['ibb', 'IBB'],
  ['wp', 'WP'],
  ['hbp', 'HBP'],
  ['bk', 'BK'],
  ['bfp', 'BFP'],
  ['gf', 'GF'],
];
export const posCols: [string, string][] = [
  ['P', 'G_p'],
  ['C', 'G_c'],
  ['1B', 'G_1b'],
  ['2B', 'G_2b'],
  ['3B', 'G_3b'],
  ['SS', 'G_ss'],
  ['LF', 'G_lf'],
  ['CF', 'G_cf'],
  ['RF', 'G_rf'],
  ['DH', 'G_dh'],
];

export function pick(r: Rec, cols: [string, string][]): Record<string, number> {
  const o: Record<string, number> = {};
  for (const [k, c] of cols) {
    const v = int(r[c]);
    if (v !== null) o[k] = v;
  }
  return o;
}
export function addInto(acc: Record<string, number>, x: Record<string, number>) {
  for (const [k, v] of Object.entries(x)) acc[k] = (acc[k] ?? 0) + v;
}
const ERA = statOf('baseball', 'earned-run-average')!;
const AVG = statOf('baseball', 'batting-average')!;
/** ERA by the stat catalogue's formula (27 × earned runs ÷ outs), to two decimals; none without an out. */
export const era = (p: Record<string, number>) => roundStat(ERA, statValue(ERA, { p })) ?? undefined;
/** Batting average by the stat catalogue's formula (hits ÷ at bats), to three decimals; none without an at bat. */
export const avg = (bat: Record<string, number>) => roundStat(AVG, statValue(AVG, bat)) ?? undefined;

/** Position with the most games in an Appearances row (or summed rows); OF when only G_of is filled. */
export function primaryPosition(games: Record<string, number>): string | null {
  let best: string | null = null;
  let n = 0;
  for (const [p] of posCols) {
    if ((games[p] ?? 0) > n) {
      n = games[p];
      best = p;
    }
  }
  if (!best && (games.OF ?? 0) > 0) best = 'OF';
  if (!best && (games.PH ?? 0) > 0) best = 'PH';
  if (!best && (games.PR ?? 0) > 0) best = 'PR';
  return best;
}
export const posGames = (r: Rec) => ({
  ...pick(r, posCols),
  OF: int(r.G_of) ?? 0,
  PH: int(r.G_ph) ?? 0,
  PR: int(r.G_pr) ?? 0,
});
