// Facts a source may not hold for a person (birthplace, college …): those it gives are listed, those it does not are
// said once below them ("The sources do not give his birthplace or college."), never an "N/A" in every box.
import type { ReactNode } from 'react';
import { Facts } from './section';

/** A label and its value, null when no source gives it (the noun names it in the sentence: "birthplace"). */
export type MaybeFact = [label: string, value: ReactNode | null, noun: string];

const list = (nouns: string[]) =>
  nouns.length < 2 ? nouns.join('') : `${nouns.slice(0, -1).join(', ')} or ${nouns.at(-1)}`;

/** The sentence for the facts no source gives, or null when every one is given. */
export function missingText(items: MaybeFact[], whose = 'his'): string | null {
  const missing = items
    .filter(([, v]) => v === null || v === undefined || v === '')
    .map(([, , noun]) => noun);
  return missing.length ? `The sources do not give ${whose} ${list(missing)}.` : null;
}

export function KnownFacts({ items, whose }: { items: MaybeFact[]; whose?: string }) {
  const given = items.filter(([, v]) => v !== null && v !== undefined && v !== '');
  const missing = missingText(items, whose);
  return (
    <>
      {given.length > 0 && <Facts items={given.map(([label, value]) => [label, value])} />}
      {missing && <p className="mt-3 text-sm text-slate-600">{missing}</p>}
    </>
  );
}
