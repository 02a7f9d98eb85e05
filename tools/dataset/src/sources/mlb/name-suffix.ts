// A generational suffix (Jr., Sr., II, III, IV) on a person's name. Lahman People has no suffix column, so father and
// son read alike ("Vladimir Guerrero"); the Baseball-Reference player tables of 2025 print it ("Vladimir Guerrero
// Jr."). Where the 2025 name is the Lahman name and a suffix, the person's full name takes the suffix; the slugs
// stay as published.
import type { BuildContext } from '../../model';
import type { EditableRow } from '../../history/editable';
import { normalName } from '../../history/one-person';

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
  return true;
}
