// Small helpers shared by the NFL source files.
import { join } from 'node:path';
import type { BuildContext } from '../../model';
export { int, num } from '../../shared/parse';
export { slugify } from '../../shared/slug';
import { slugify } from '../../shared/slug';

export const L = 'nfl';

/** Raw files (relative to rawDir). */
export const F = {
  superbowl: 'nfl_superbowl/superbowl.csv',
  sbTeams: 'nfl_superbowl/nfl_teams.csv',
  scores: 'nfl_spreadspoke/spreadspoke_scores.csv',
  ssTeams: 'nfl_spreadspoke/nfl_teams.csv',
  stadiums: 'nfl_spreadspoke/nfl_stadiums.csv',
  standings: 'nfl_pfr_standings/combined_records.csv',
  fte: 'fivethirtyeight_games/nfl_games.csv',
  draft: 'nfl_draft_picks/draft_picks.csv',
  coaches: 'nfl_coaches_pfr/nfl_coaches.csv',
  proVenues: 'us_pro_venues_current/stadiumTable.csv',
  proTeams: 'us_pro_venues_current/teams.csv',
} as const;

/** Source keys this module adds. */
export const S = {
  standings: 'nfl-pfr-standings',
  fte: 'fivethirtyeight-nfl-elo',
  spreadspoke: 'spreadspoke',
  superbowl: 'nfl-superbowl-dataset',
  draft: 'nfl-draft-picks',
  coaches: 'nfl-coaches-pfr',
  proVenues: 'us-pro-venues-current',
} as const;

/** "9/5/2024" → "2024-09-05". */
export function mdy(v: string): string | null {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(v.trim());
  if (!m) return null;
  return `${m[3]}-${m[1].padStart(2, '0')}-${m[2].padStart(2, '0')}`;
}

/** Reads a hand-written CSV under hand/nfl. */
export function hand(ctx: BuildContext, name: string): Record<string, string>[] {
  return ctx.readCsv(join(ctx.handDir, 'nfl', name));
}

export function handFile(name: string): string {
  return `hand/nfl/${name}`;
}

/** The source key for a hand-written fact, from its `source` (reference) column; adds the source row once. */
export function handSource(ctx: BuildContext, reference: string): string {
  const key = `hand:${slugify(reference)}`;
  if (!ctx.has('sources', key)) {
    const ref = hand(ctx, 'references.csv').find((r) => r.reference === reference);
    ctx.add('sources', {
      key,
      name: reference,
      url: ref?.url ?? null,
      licence: 'Facts (not copyrightable); transcribed by hand',
      attribution: reference,
      notes: 'Hand-written facts checked against this public reference (tools/dataset/hand/nfl).',
    });
  }
  return key;
}

/** Splits "Kansas City Chiefs" into city and nickname (the last word, or a known two-word nickname). */
export function splitName(name: string, shortName?: string | null): { city: string; nickname: string } {
  if (shortName && name.endsWith(` ${shortName}`)) {
    return { city: name.slice(0, -shortName.length - 1), nickname: shortName };
  }
  for (const two of [
    'Football Team',
    'Steam Roller',
    'Yellow Jackets',
    'Crimson Giants',
    'Brickley Giants',
    'Red Jackets',
  ]) {
    if (name.endsWith(` ${two}`)) return { city: name.slice(0, -two.length - 1), nickname: two };
  }
  const i = name.lastIndexOf(' ');
  return i < 0 ? { city: name, nickname: name } : { city: name.slice(0, i), nickname: name.slice(i + 1) };
}
