// The NCAA men's basketball keys and constants: source keys and files, row keys, day arithmetic of the Kaggle files
// and the hand-file reader.
import type { BuildContext } from '../../model';
import { readHand as readHandFile } from '../../shared/hand';
import { seasonKey as sharedSeasonKey, seasonSlug as sharedSeasonSlug } from '../../shared/season';
import { slugify } from '../../shared/slug';

export const L = 'ncaa-basketball';
/** Source keys (rows added in sources.ts). */
export const KAGGLE = 'ncaa-mbb-kaggle-mania';
export const SR_SEASONS = 'ncaa-mbb-team-seasons';
export const REG_2016 = 'ncaa-mbb-regular-season-1985-2016';
export const SR_SCORES = 'ncaa-mbb-scores-sr';
export const TORVIK = 'ncaa-mbb-torvik';
export const CHAMPIONSHIP = `${L}:ncaa-tournament`;

export const KAGGLE_DIR = 'ncaa_mbb_kaggle_mania';
export const SR_FILE = 'ncaa_mbb_team_seasons/ncaa-team-data.csv';
export const REG_FILE = 'ncaa_mbb_regular_season_1985_2016/RegularSeasonCompactResults.csv';

export const teamKey = (school: string) => `${L}:${school}`;
export const seasonKey = (startYear: number) => sharedSeasonKey(L, startYear);
export const seasonSlug = (y: number) => sharedSeasonSlug(L, y);

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

/** Hand-written CSV under hand/ncaa-basketball. */
export const readHand = (ctx: BuildContext, file: string) => readHandFile(ctx, L, file);

/** Source key of a hand-written reference (one `sources` row per distinct reference text). */
export const handSourceKey = (text: string) => `hand:${L}:${slugify(text).slice(0, 60)}`;

export const byKey =
  <T>(f: (x: T) => string) =>
  (a: T, b: T) => {
    const x = f(a);
    const y = f(b);
    return x < y ? -1 : x > y ? 1 : 0;
  };
