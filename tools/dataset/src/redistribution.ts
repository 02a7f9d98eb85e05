// The one rule that sorts a source's stated licence into what may be redistributed, and those terms in plain words.

/**
 * What a source allows, read from its stated licence:
 * - open: an open licence or notice that allows redistribution with attribution (MIT, CC BY, CC BY-SA, Retrosheet,
 *   the Hockey Databank);
 * - facts: facts the project transcribed by hand from a public reference (facts are not copyrightable);
 * - unlicensed: no licence stated, or the site it comes from sets its own terms: the files carry the facts taken
 *   from it (scores, dates, names, statistics) in the project's own tables, never the source's files;
 * - restricted: the source's terms restrict use (Kaggle competition data).
 */
export type Redistribution = 'open' | 'facts' | 'unlicensed' | 'restricted';
export const redistributions: readonly Redistribution[] = ['open', 'facts', 'unlicensed', 'restricted'];

export function redistribution(licence: string | null | undefined): Redistribution {
  const l = (licence ?? '').trim();
  if (/restrict/i.test(l)) return 'restricted';
  if (/^facts\b/i.test(l)) return 'facts';
  if (/^(MIT|CC BY|Retrosheet|Free use)\b/i.test(l) && !/\bterms\b/i.test(l)) return 'open';
  return 'unlicensed';
}

/** What each kind of source allows, in plain words: shown on /data, in datapackage.json and in SOURCES.md. */
export const redistributionTerms: Record<Redistribution, string> = {
  open:
    'Open licence or notice: the rows may be redistributed, with the attribution the source asks for (CC BY-SA ' +
    'sources also ask that what you share stays under the same licence).',
  facts:
    'Facts the project transcribed by hand from a public reference: facts are not copyrightable; the rows may be ' +
    'redistributed under the compilation’s licence.',
  unlicensed:
    'No licence stated, or the site the data comes from sets its own terms: the files hold the facts taken from it ' +
    '(results, dates, names, statistics) in the project’s own tables; the source’s own files are not ' +
    'redistributed here. Credit the source, and check its site’s terms before republishing these rows in bulk or ' +
    'commercially.',
  restricted:
    'The source’s terms restrict use (Kaggle competition data): the rows are offered for reference and research ' +
    'with the source credited, not for commercial reuse; the source’s own files are not redistributed here.',
};
