// After every league: hand corrections of results, then the names borne that season (./results.ts), and the
// championships their title-year span and end/missing notes. Runs after every league module (see main.ts).
import type { BuildContext } from '../model';
import { editableRows, type EditableRow } from './editable';
import { referenceSource } from './hand-source';
import { resolveResults } from './results';

/** Hand corrections of single result fields (hand/result-corrections.csv), each reported as a source issue. */
function applyCorrections(
  ctx: BuildContext,
  results: Map<string, EditableRow<'championship_results'>>,
): void {
  const file = `${ctx.handDir}/result-corrections.csv`;
  ctx.readCsv(file).forEach((c, i) => {
    const r = [...results.values()].find(
      (x) => x.championship === c.championship && x.year === Number(c.season_year),
    );
    const line = i + 2;
    if (!r)
      return ctx.report({
        source: 'hand',
        file: 'hand/result-corrections.csv',
        line,
        problem: `no ${c.championship} result for ${c.season_year}`,
      });
    const field = c.field as keyof EditableRow<'championship_results'>;
    ctx.report({
      source: String(r.source ?? ''),
      file: 'hand/result-corrections.csv',
      line,
      problem: `${c.championship} ${c.season_year} ${c.field}: source has ${String(r[field])}, corrected to ${c.value} (${c.reference})`,
    });
    (r as Record<string, unknown>)[field] =
      /^\d+$/.test(c.value) && field !== 'series_result' ? Number(c.value) : c.value;
    r.source = referenceSource(ctx, c.reference, c.one_page === 'yes');
  });
}

export function finishChampionships(ctx: BuildContext): void {
  const results = new Map(editableRows(ctx, 'championship_results').map((r) => [r.key, r]));
  applyCorrections(ctx, results);
  resolveResults(ctx);
  const spans = new Map<string, number[]>();
  for (const r of results.values())
    if (typeof r.title_year === 'number')
      spans.set(String(r.championship), [...(spans.get(String(r.championship)) ?? []), r.title_year]);
  const notes = new Map(ctx.readCsv(`${ctx.handDir}/championships.csv`).map((n) => [n.championship, n]));
  for (const c of editableRows(ctx, 'championships')) {
    const years = spans.get(c.key) ?? [];
    if (years.length) {
      c.first_year = Math.min(...years);
      if (c.last_year !== null && c.last_year !== undefined) c.last_year = Math.max(...years);
    }
    const n = notes.get(String(c.slug));
    if (!n) continue;
    c.ended_note = n.ended_note || null;
    c.successor_slug = n.successor_slug || null;
    c.missing_note = n.missing_note || null;
    referenceSource(ctx, n.reference, n.one_page === 'yes');
  }
}
