// A generational suffix (Jr., Sr., II, III, IV) on a person's name. Lahman People has no suffix column, so father and
// son read alike ("Vladimir Guerrero"); the Baseball-Reference player tables of 2025 print it ("Vladimir Guerrero
// Jr."). Where the 2025 name is the Lahman name and a suffix, the person's full name takes the suffix; players who
// left before 2025 take it from hand/mlb/name_suffixes.csv (Ken Griffey Jr.). The player's slug takes it too
// (/players/ken-griffey-jr), and the slug published before answers 301 (hand/slug-redirects.csv).
import type { BuildContext } from '../../model';
import type { EditableRow } from '../../history/editable';
import { normalName } from '../../history/one-person';
import { readHand } from '../../shared/hand';
import { slugify } from '../../shared/slug';
import { HAND_NAME_SUFFIXES, personKey } from './common';

const SUFFIX = /\s+(Jr\.?|Sr\.?|II|III|IV)$/;

/** The suffix a printed name ends with ("Jr."), or null. */
export function suffixOf(printed: string): string | null {
  const m = SUFFIX.exec(printed.replace(/[*#+]+$/, '').trim());
  return m ? (m[1].startsWith('J') || m[1].startsWith('S') ? `${m[1].replace(/\.$/, '')}.` : m[1]) : null;
}

/** Gives the person's full name the suffix of the printed name, when the two are otherwise one; true if it did. */
export function addNameSuffix(ctx: BuildContext, personKey: string, printed: string): boolean {
  const suffix = suffixOf(printed);
  const person = ctx.get('people', personKey) as EditableRow<'people'> | undefined;
  if (!suffix || !person?.full_name) return false;
  const full = String(person.full_name);
  if (SUFFIX.test(full) || normalName(full) !== normalName(printed.replace(SUFFIX, ''))) return false;
  person.full_name = `${full} ${suffix}`;
  const player = ctx.get('players', personKey) as EditableRow<'players'> | undefined;
  if (player?.slug === slugify(full)) player.slug = slugify(String(person.full_name));
  return true;
}

/** The suffixes hand/mlb/name_suffixes.csv gives (Lahman ids); a row whose person or name does not match is reported. */
export function addHandNameSuffixes(ctx: BuildContext): void {
  readHand(ctx, 'mlb', 'name_suffixes.csv').forEach((r, i) => {
    const key = personKey(r.person_id);
    const done = ctx.get('people', key)?.full_name === r.name || addNameSuffix(ctx, key, r.name);
    if (!done)
      ctx.report({
        source: HAND_NAME_SUFFIXES,
        file: 'hand/mlb/name_suffixes.csv',
        line: i + 2,
        problem: `${r.person_id}: no person of that id and name to give "${r.name}"`,
      });
  });
}
