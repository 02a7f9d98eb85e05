// What every NFL module shares: the league key, the sources row of a hand-written fact's reference, the date form of
// the NFL's files and the split of a team name into city and nickname.
import type { BuildContext } from '../../model';
import { readHand } from '../../shared/hand';
import { slugify } from '../../shared/slug';

export const L = 'nfl';

/** The source key for a hand-written fact, from its `source` (reference) column; adds the source row once. */
export function handSource(ctx: BuildContext, reference: string): string {
  const key = `hand:${slugify(reference)}`;
  if (!ctx.has('sources', key)) {
    const ref = readHand(ctx, L, 'references.csv').find((r) => r.reference === reference);
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

/** A full name as first name and the rest ("Tom Brady" → Tom, Brady). */
export function nameParts(full: string) {
  const parts = full.trim().split(/\s+/);
  return { first: parts[0] ?? null, last: parts.length > 1 ? parts.slice(1).join(' ') : null };
}

/** A name to compare: kebab-case without a generational suffix ("Ken Norton Jr." is "Ken Norton"). */
export const normName = (s: string) => slugify(s).replace(/-(jr|sr|ii|iii|iv|v)$/, '');

/** "9/5/2024" → "2024-09-05". */
export function mdy(v: string): string | null {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(v.trim());
  if (!m) return null;
  return `${m[3]}-${m[1].padStart(2, '0')}-${m[2].padStart(2, '0')}`;
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
