// Shared helpers and constants for the NCAA men's basketball source module.
import { join } from 'node:path';
import type { BuildContext } from '../../model';
export { int, num } from '../../shared/parse';
export { slugify } from '../../shared/slug';
import { slugify } from '../../shared/slug';

export const L = 'ncaa-basketball';
/** Source keys (rows added in sources.ts). */
export const KAGGLE = 'ncaa-mbb-kaggle-mania';
export const SR_SEASONS = 'ncaa-mbb-team-seasons';
export const REG_2016 = 'ncaa-mbb-regular-season-1985-2016';
export const SR_SCORES = 'ncaa-mbb-scores-sr';
export const CHAMPIONSHIP = `${L}:ncaa-tournament`;

export const KAGGLE_DIR = 'ncaa_mbb_kaggle_mania';
export const SR_FILE = 'ncaa_mbb_team_seasons/ncaa-team-data.csv';
export const REG_FILE = 'ncaa_mbb_regular_season_1985_2016/RegularSeasonCompactResults.csv';

export const teamKey = (school: string) => `${L}:${school}`;
export const seasonKey = (startYear: number) => `${L}:${startYear}`;
export const seasonLabel = (y: number) => `${y}-${String((y + 1) % 100).padStart(2, '0')}`;
export const seasonSlug = (y: number) => `${L}-${seasonLabel(y)}`;

/** ISO date plus n days (UTC arithmetic, no clock involved). */
export function addDays(iso: string, n: number): string {
  const d = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

export function daysBetween(fromIso: string, toIso: string): number {
  return Math.round((Date.parse(`${toIso}T00:00:00Z`) - Date.parse(`${fromIso}T00:00:00Z`)) / 86400000);
}

export const otText = (n: number | null) => (!n ? null : n === 1 ? 'OT' : `${n}OT`);

/** Hand-written CSV under hand/ncaa-basketball (absolute path, so readCsv does not resolve it against rawDir). */
export function readHand(ctx: BuildContext, file: string): Record<string, string>[] {
  return ctx.readCsv(join(ctx.handDir, L, file));
}

/** Source key of a hand-written reference (one `sources` row per distinct reference text). */
export const handSourceKey = (text: string) => `hand:${L}:${slugify(text).slice(0, 60)}`;

/** Drop null/undefined/NaN members so stats json stays compact. */
export function compact(
  o: Record<string, number | string | null | undefined>,
): Record<string, number | string> | null {
  const out: Record<string, number | string> = {};
  for (const [k, v] of Object.entries(o)) {
    if (v === null || v === undefined || (typeof v === 'number' && !Number.isFinite(v))) continue;
    out[k] = v;
  }
  return Object.keys(out).length ? out : null;
}

export const byKey =
  <T>(f: (x: T) => string) =>
  (a: T, b: T) => {
    const x = f(a);
    const y = f(b);
    return x < y ? -1 : x > y ? 1 : 0;
  };
