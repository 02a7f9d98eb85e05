// The one set of formatters for the figures every page shows: rates (.647), percentages (64.7%), innings pitched in
// thirds (481.2), records (10-6-1), signed differentials (+112) and games behind (—, 4.5). The API, the pipeline and
// the screens write a figure with these and nothing else; a missing figure is an em dash.
import { formatNumber } from './text';

export const MISSING = '—';

const missing = (v: number | null | undefined): v is null | undefined =>
  v === null || v === undefined || !Number.isFinite(v);

/**
 * A rate with three decimals, without a leading zero below one: 0.647 → .647, 1 → 1.000 (win %, BA, SV%). Rounded on
 * the digits as written (.3665 → .367), as every figure of ours is.
 */
export function formatRate(v: number | null | undefined, digits = 3): string {
  if (missing(v)) return MISSING;
  return formatFixed(v, digits).replace(/^(-?)0\./, '$1.');
}

/** A share as a percentage: 0.504 → 50.4% (field-goal %, the quality report's shares). */
export function formatPercent(v: number | null | undefined, digits = 1): string {
  if (missing(v)) return MISSING;
  return `${formatFixed(Number((v * 100).toPrecision(12)), digits)}%`;
}

/** A value already in percent: 50.4 → 50.4%. */
export function formatPercentValue(v: number | null | undefined, digits = 1): string {
  if (missing(v)) return MISSING;
  return `${formatFixed(v, digits)}%`;
}

/** Innings pitched from outs, in thirds as box scores write them: 1445 outs → 481.2 (481⅔ innings). */
export function formatInnings(outs: number | null | undefined): string {
  if (missing(outs)) return MISSING;
  const whole = Math.trunc(Math.round(outs) / 3);
  return `${formatNumber(whole)}.${Math.round(outs) % 3}`;
}

/** Outs from innings written in thirds or as a decimal: 481.2 → 1445, 481.667 → 1445. */
export function inningsToOuts(innings: number): number {
  const whole = Math.trunc(innings);
  const frac = innings - whole;
  // 0.1 / 0.2 are thirds as written; anything else is a decimal fraction of an inning.
  const thirds = Math.abs(frac - 0.1) < 1e-9 ? 1 : Math.abs(frac - 0.2) < 1e-9 ? 2 : Math.round(frac * 3);
  return whole * 3 + thirds;
}

/** W-L, W-L-T or W-L-OTL (W-L-T-OTL 1999–2004): the ties and overtime losses only when there are some. */
export function formatRecord(
  w: number | null | undefined,
  l: number | null | undefined,
  t?: number | null,
  otl?: number | null,
): string {
  if (w == null && l == null) return MISSING;
  return [w ?? 0, l ?? 0, ...(t ? [t] : []), ...(otl ? [otl] : [])].join('-');
}

/** A differential with its sign: 112 → +112, -8 → -8, 0 → 0 (the sign of what rounds to zero dropped). */
export function formatSigned(v: number | null | undefined, digits = 0): string {
  if (missing(v)) return MISSING;
  const text = formatFixed(Math.abs(v), digits);
  return v > 0 && text !== formatFixed(0, digits)
    ? `+${text}`
    : v < 0 && text !== formatFixed(0, digits)
      ? `-${text}`
      : text;
}

/** Games behind: the leader "—", else halves as 4.5 and whole games as 4. */
export function formatGamesBehind(v: number | null | undefined): string {
  if (missing(v) || v === 0) return MISSING;
  return Number.isInteger(v) ? String(v) : v.toFixed(1);
}

/** A count with thousands separators (1,234), or with one decimal when it is not whole (sacks: 12.5). */
export function formatCount(v: number | null | undefined): string {
  if (missing(v)) return MISSING;
  return Number.isInteger(v) ? formatNumber(v) : v.toFixed(1);
}

/** A fixed number of decimals with thousands separators: per-game figures (27.1), ERA (2.86). */
export function formatFixed(v: number | null | undefined, digits: number): string {
  if (missing(v)) return MISSING;
  const [whole, decimals = ''] = formatNumber(v, digits).split('.');
  return digits ? `${whole}.${decimals.padEnd(digits, '0')}` : whole;
}

/**
 * `v` rounded to `digits` decimals on the decimal digits as written, half away from zero (4.185 → 4.19, where the
 * binary value would round to 4.18); also what clears a float's noise (0.1 + 0.2 → 0.3 at ten digits).
 */
export function roundTo(v: number, digits: number): number {
  const text = String(Math.abs(v));
  if (text.includes('e')) return Math.round(v * 10 ** digits) / 10 ** digits;
  return Math.sign(v) * Number(`${Math.round(Number(`${text}e${digits}`))}e-${digits}`);
}
