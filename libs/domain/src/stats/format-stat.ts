// A stat's figure written in its format, with the one set of formatters (../format.ts), and rounded as it is shown.
import { formatCount, formatFixed, formatInnings, formatPercent, formatRate, roundTo } from '../format';
import type { StatDef } from './types';

/** The figure as the pages write it: 1,234 · .366 · 50.4% · 2.86 · 481.2 (innings from outs); — when missing. */
export function formatStat(def: StatDef, value: number | null | undefined): string {
  const f = def.format;
  switch (f.kind) {
    case 'rate':
      return formatRate(value);
    case 'percent':
      return formatPercent(value);
    case 'fixed':
      return formatFixed(value, f.digits);
    case 'innings':
      return formatInnings(value);
    default:
      return formatCount(value);
  }
}

/** The decimals the figure is written with (a percentage's of the share: 50.4% is 0.504, three). */
export function statDigits(def: StatDef): number {
  const f = def.format;
  return f.kind === 'rate' || f.kind === 'percent' ? 3 : f.kind === 'fixed' ? f.digits : 0;
}

/** The figure rounded as it is written (the API's career figures): a count and outs as they are. */
export function roundStat(def: StatDef, value: number | null): number | null {
  if (value === null) return null;
  const f = def.format;
  return f.kind === 'count' || f.kind === 'innings' ? value : roundTo(value, statDigits(def));
}

/** Innings pitched as a plain number from outs: 1,445 → 481.667 (a table's sort and its CSV). */
export const inningsOfOuts = (outs: number): number => roundTo(outs / 3, 3);

/** The figure as a plain number (a table's sort and its CSV): innings pitched as innings, to three decimals. */
export function statNumber(def: StatDef, value: number | null): number | null {
  if (value === null) return null;
  return def.format.kind === 'innings' ? inningsOfOuts(value) : roundTo(value, 3);
}
