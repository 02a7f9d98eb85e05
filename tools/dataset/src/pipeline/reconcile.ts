// The reconciliation stage: for every figure two or more sources give, compares the claims of each subject, keeps the
// value of the source first in the figure's precedence, and writes the counts per league and figure
// (figure_checks) and every disagreement with its reason (reconciliations). A reason is, in this order: a row of
// hand/reconciliation-reasons.csv (a fact checked by hand against a reference), the figure's own `explain`, or the
// note a giver attached to its claim. A disagreement with none of these is counted as unexplained.
import { join } from 'node:path';
import type { BuildContext, League, SourceModule } from '../model';
import { leagueKeys } from '../model';
import { text } from '../shared/parse';
import { byPrecedence, type Claim } from './claims';
import { pass, table } from './product';
import { leagueProducts } from './tables';

export interface FigureCount {
  league: League;
  figure: string;
  name: string;
  rule: string;
  compared: number;
  agreed: number;
  disagreements: number;
  explained: number;
}

/** One hand-checked reason per figure and subject: `figure|subject` → reason (with its reference). */
export function readReasons(ctx: BuildContext): Map<string, string> {
  const out = new Map<string, string>();
  for (const [i, r] of ctx.readCsv(join(ctx.handDir, 'reconciliation-reasons.csv')).entries()) {
    const figure = text(r.figure);
    const subject = text(r.subject);
    const reason = text(r.reason);
    const ref = text(r.checked_against);
    if (!figure || !subject || !reason || !ref) {
      ctx.report({
        source: 'hand',
        file: 'reconciliation-reasons.csv',
        line: i + 2,
        problem: 'a row needs figure, subject, reason and checked_against',
      });
      continue;
    }
    out.set(`${figure}|${subject}`, `${reason} (checked against ${ref})`);
  }
  return out;
}

/** Values agree when they read the same once numbers are numbers and text is trimmed. */
const same = (a: Claim['value'], b: Claim['value']) => String(a).trim() === String(b).trim();

export function reconcile(ctx: BuildContext): FigureCount[] {
  const reasons = readReasons(ctx);
  const used = new Set<string>();
  const counts = new Map<string, FigureCount>();
  for (const { figure, subjects } of ctx.claims().figures()) {
    for (const subject of [...subjects.keys()].sort()) {
      const claims = byPrecedence(figure, subjects.get(subject)!);
      if (claims.length < 2) continue;
      const league = claims[0].league;
      const k = `${league}|${figure.id}`;
      let c = counts.get(k);
      if (!c)
        counts.set(
          k,
          (c = {
            league,
            figure: figure.id,
            name: figure.name,
            rule: figure.rule,
            compared: 0,
            agreed: 0,
            disagreements: 0,
            explained: 0,
          }),
        );
      c.compared++;
      const kept = claims[0];
      if (claims.every((x) => same(x.value, kept.value))) {
        c.agreed++;
        continue;
      }
      c.disagreements++;
      const hand = reasons.get(`${figure.id}|${subject}`);
      if (hand) used.add(`${figure.id}|${subject}`);
      const notes = claims.filter((x) => x.note).map((x) => `${x.source}: ${x.note}`);
      const reason = hand ?? figure.explain?.(claims) ?? (notes.length ? notes.join('; ') : null);
      if (reason) c.explained++;
      ctx.add('reconciliations', {
        key: `${league}|${figure.id}|${subject}`,
        league,
        figure: figure.id,
        subject,
        label: kept.label,
        claims: claims.map((x) => ({ source: x.source, value: x.value, note: x.note ?? null })),
        chosen_source: kept.source,
        chosen_value: String(kept.value),
        reason,
      });
    }
  }
  for (const k of reasons.keys())
    if (!used.has(k))
      ctx.report({
        source: 'hand',
        file: 'reconciliation-reasons.csv',
        problem: `${k}: no disagreement left to explain (the sources agree now, or the subject is gone)`,
      });
  const order = (l: League) => leagueKeys.indexOf(l);
  const out = [...counts.values()].sort(
    (a, b) => order(a.league) - order(b.league) || a.figure.localeCompare(b.figure),
  );
  for (const c of out) ctx.add('figure_checks', { key: `${c.league}|${c.figure}`, ...c });
  return out;
}

/** The lines main prints: per figure, its counts over every league, and the unexplained total. */
export function reconcileSummary(counts: readonly FigureCount[]): string {
  const byFigure = new Map<string, FigureCount>();
  for (const c of counts) {
    const f = byFigure.get(c.figure) ?? {
      ...c,
      league: c.league,
      compared: 0,
      agreed: 0,
      disagreements: 0,
      explained: 0,
    };
    f.compared += c.compared;
    f.agreed += c.agreed;
    f.disagreements += c.disagreements;
    f.explained += c.explained;
    byFigure.set(c.figure, f);
  }
  const lines = [...byFigure.values()]
    .sort((a, b) => a.figure.localeCompare(b.figure))
    .map(
      (f) =>
        `  ${f.figure.padEnd(28)} compared ${f.compared}, agreed ${f.agreed}, disagree ${f.disagreements} ` +
        `(${f.disagreements - f.explained} without a reason)`,
    );
  const open = counts.reduce((a, c) => a + c.disagreements - c.explained, 0);
  return [`reconciliation: ${open} disagreement(s) without a stated reason`, ...lines].join('\n');
}

export const reconcileStep: SourceModule = {
  name: 'reconcile',
  leagues: [],
  needs: [...leagueProducts, pass('history'), pass('cross-checks')],
  gives: [table('figure_checks'), table('reconciliations')],
  build(ctx) {
    console.log(reconcileSummary(reconcile(ctx)));
  },
};
