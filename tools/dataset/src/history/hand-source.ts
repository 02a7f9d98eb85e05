// The source row for a hand-written fact file under hand/ (shared by the steps that run after the leagues).
import type { BuildContext } from '../model';
import { slugify } from '../shared/slug';

/** A sources row per reference; a fact found on one page only says so in its notes. */
export function referenceSource(ctx: BuildContext, reference: string, onePage: boolean): string {
  const key = `hand:${slugify(reference)}${onePage ? ':one-page' : ''}`;
  if (!ctx.has('sources', key)) {
    ctx.add('sources', {
      key,
      name: reference,
      url: null,
      licence: 'Facts (not copyrightable); transcribed by hand',
      attribution: `Checked against: ${reference}`,
      notes: onePage
        ? 'Hand-written fact (tools/dataset/hand/) found on this one page only.'
        : 'Hand-written facts under tools/dataset/hand/, one row per fact.',
    });
  }
  return key;
}
