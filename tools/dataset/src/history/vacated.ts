// Results a governing body vacated (hand/vacated-results.csv, one row per finalist, with the reference): a vacated
// title keeps its result, shown with the note and counted for no one (championship_results.vacated_note, as
// Louisville's 2013 basketball title); a vacated runner-up keeps its place in the final with the note beside the
// result, and its team season reads "Lost National Final (vacated)", even where the season's source, which drops
// vacated appearances, gives no postseason (UCLA 1979-80, Villanova 1970-71).
import type { BuildContext } from '../model';
import { readHand } from '../shared/hand';
import { runnerUpLabels } from './champion-seasons';
import { editableRows } from './editable';

const FILE = 'vacated-results.csv';

/** Applies every row; the count of rows applied. */
export function applyVacatedResults(ctx: BuildContext): number {
  const slugOf = new Map(ctx.rows('championships').map((c) => [String(c.key), String(c.slug)]));
  const results = editableRows(ctx, 'championship_results');
  const seasonOf = new Map(editableRows(ctx, 'team_seasons').map((ts) => [`${ts.team}|${ts.season}`, ts]));
  // What the league's other runners-up read ("Lost National Final"), for a season whose source gives no postseason.
  const labels = runnerUpLabels(ctx);
  let applied = 0;
  readHand(ctx, '', FILE).forEach((h, i) => {
    const r = results.find(
      (x) => slugOf.get(String(x.championship)) === h.championship && String(x.title_year) === h.year,
    );
    const side = h.side === 'winner' ? 'winner_team' : h.side === 'runner_up' ? 'runner_up_team' : null;
    if (!r || !side || r[side] !== h.team || !h.note || !h.source) {
      ctx.report({
        source: 'hand',
        file: FILE,
        line: i + 2,
        problem: `${h.championship} ${h.year} ${h.team}: no such finalist, or no note or source; not applied`,
      });
      return;
    }
    applied++;
    if (side === 'winner_team') {
      r.vacated_note = r.vacated_note ?? h.note;
      return;
    }
    r.notes = [r.notes, `Runner-up vacated: ${h.note}.`].filter(Boolean).join(' ');
    const ts = seasonOf.get(`${h.team}|${r.season}`);
    if (!ts) return;
    const league = String(ctx.get('seasons', String(r.season))?.league ?? '');
    const lost = labels.get(league)?.split('\t')[0] || 'Lost the final';
    ts.playoff_result = `${ts.playoff_result ?? lost} (vacated)`;
    if (ts.playoff_position !== 'champion') ts.playoff_position = 'playoffs';
  });
  return applied;
}
