// A stat's figure in one stat line, or in a sum of lines (a career): the catalogue's formula over the line's keys.
// Every figure the API and the pages compute from lines goes through here; the loader's exact twin for the leader
// lists is libs/db's leaders.ts (numeric sums, digit for digit).
import type { StatDef } from './types';

/** A line's stats (keys as the sources name them, groups nested: { p: { ipo } }) with 'games' and 'games_started'. */
export type StatLine = Readonly<Record<string, unknown>>;

/** The number at a key's path ('p.ipo'), null when the line has none there. */
export function readKey(line: StatLine, path: string): number | null {
  let v: unknown = line;
  for (const k of path.split('.')) {
    if (v === null || typeof v !== 'object') return null;
    v = (v as Record<string, unknown>)[k];
  }
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
}

/** The sum of the keys present, null when none is. */
export function sumKeys(line: StatLine, keys: readonly string[]): number | null {
  let total: number | null = null;
  for (const k of keys) {
    const v = readKey(line, k);
    if (v !== null) total = (total ?? 0) + v;
  }
  return total;
}

/** Whether the stat is a rate (a figure divided by a denominator). */
export const isRate = (def: StatDef): boolean => def.formula.den !== undefined;

/**
 * The stat's figure in the line: a count's sum (null when the line gives none of its keys); a rate's quotient (null
 * without a positive denominator). No qualifier applies: a season table shows every season's rate.
 */
export function statValue(def: StatDef, line: StatLine): number | null {
  const { num, numLess = [], scale = 1, den } = def.formula;
  const top = sumKeys(line, num);
  if (top === null) return null;
  const value = (top - (sumKeys(line, numLess) ?? 0)) * scale;
  if (!den) return value;
  const bottom = sumKeys(line, den);
  return bottom !== null && bottom > 0 ? value / bottom : null;
}

/**
 * Several lines summed key by key, groups within groups (a career of season lines): a rate of the sum is recomputed
 * from the summed parts, never averaged.
 */
export function sumLines(lines: readonly StatLine[]): Record<string, unknown> {
  const add = (into: Record<string, unknown>, from: StatLine) => {
    for (const [k, v] of Object.entries(from)) {
      if (typeof v === 'number' && Number.isFinite(v))
        into[k] = (typeof into[k] === 'number' ? (into[k] as number) : 0) + v;
      else if (v && typeof v === 'object' && !Array.isArray(v))
        add((into[k] ??= {}) as Record<string, unknown>, v as StatLine);
    }
  };
  const total: Record<string, unknown> = {};
  lines.forEach((l) => add(total, l));
  return total;
}
