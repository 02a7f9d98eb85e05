// The one way a source module builds a json cell (stats, career, extra): members without a value are left out, so
// the stored object holds what the source gives and nothing else.
import type { Json } from '../model';

/**
 * The object without its null, undefined and non-finite members (and without zeros when `dropZeros`: the NFL
 * sources write 0 for "did not record"), or null when nothing is left. Members keep their order.
 */
export function compact<V extends Json | undefined>(
  o: Record<string, V>,
  opts: { dropZeros?: boolean } = {},
): { [k: string]: Exclude<V, null | undefined> } | null {
  const out: { [k: string]: Exclude<V, null | undefined> } = {};
  for (const [k, v] of Object.entries(o)) {
    if (v === null || v === undefined) continue;
    if (typeof v === 'number' && (!Number.isFinite(v) || (opts.dropZeros && v === 0))) continue;
    out[k] = v as Exclude<V, null | undefined>;
  }
  return Object.keys(out).length ? out : null;
}

/** Rounded to three decimals (rates: win percentage, batting average, save percentage). */
export const round3 = (x: number) => Math.round(x * 1000) / 1000;
