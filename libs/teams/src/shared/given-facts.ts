// Facts the sources may not hold for a team (its conference, its home venue …): the lists show those given, and say
// once what no source gives ("The sources do not give its home venue."), never an "N/A" in every box.
import type { ReactNode } from 'react';

/** A label, its value (null or undefined when no source gives it) and the noun the sentence names it by. */
export type MaybeItem = [label: string, value: ReactNode | null | undefined, noun: string];

const given = (v: ReactNode | null | undefined) => v !== null && v !== undefined && v !== '';
const list = (nouns: string[]) =>
  nouns.length < 2 ? nouns.join('') : `${nouns.slice(0, -1).join(', ')} or ${nouns.at(-1)}`;

/** The items the sources give, and the one sentence for those they do not (null when every one is given). */
export function givenFacts(items: MaybeItem[]): { items: [string, ReactNode][]; missing: string | null } {
  const nouns = items.filter(([, v]) => !given(v)).map(([, , noun]) => noun);
  return {
    items: items.filter(([, v]) => given(v)).map(([label, v]) => [label, v]),
    missing: nouns.length ? `The sources do not give its ${list(nouns)}.` : null,
  };
}
