// The display formats: dates MMM d, yyyy; rates with three decimals; percentages with one; height in
// feet and inches.
import { formatNumber } from '@trophy-room/domain';
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
export const NA = 'N/A';

/** 1984-12-30 → Dec 30, 1984 (read as a calendar date, never shifted by time zone). */
export function formatDate(iso: string | null | undefined): string {
  const m = iso ? /^(\d{4})-(\d{2})-(\d{2})/.exec(iso) : null;
  return m ? `${MONTHS[Number(m[2]) - 1]} ${Number(m[3])}, ${m[1]}` : NA;
}

/** 81 → 6′9″. */
export function formatHeight(inches: number | null | undefined): string {
  if (!inches) return NA;
  return `${Math.floor(inches / 12)}′${inches % 12}″`;
}

/** A rate such as a batting average: 0.299 → .299, 1 → 1.000. */
export function formatRate(v: number | null | undefined): string {
  if (v === null || v === undefined || !Number.isFinite(v)) return '—';
  const s = v.toFixed(3);
  return s.startsWith('0.') ? s.slice(1) : s;
}

/** A share as a percentage with one decimal: 0.504 → 50.4%. */
export function formatPercent(v: number | null | undefined): string {
  if (v === null || v === undefined || !Number.isFinite(v)) return '—';
  return `${(v * 100).toFixed(1)}%`;
}

/** A count with thousands separators. */
export function formatCount(v: number | null | undefined): string {
  if (v === null || v === undefined || !Number.isFinite(v)) return '—';
  return Number.isInteger(v) ? formatNumber(v) : v.toFixed(1);
}

/** Wins-losses(-ties): the ties only when there are some. */
export function formatRecord(w: number | null, l: number | null, t?: number | null): string {
  if (w === null && l === null) return '—';
  return `${w ?? 0}-${l ?? 0}${t ? `-${t}` : ''}`;
}
