// Seasons whose title was not awarded (hand/not-awarded.csv, one row per championship and season, with the
// reference): the 1904 and 1994 World Series, the NCAA tournaments of 2020. Each is a result without a winner whose
// notes say why ("No champion: …", the domain's resultMarks), as the Stanley Cup of 1919 is from its source; a season
// the dataset does not hold (a league whose files end before it) is reported and left out.
import type { BuildContext } from '../model';
import { readHand } from '../shared/hand';
import { referenceSource } from './hand-source';
import { addResult, resultKey } from './results';

const FILE = 'not-awarded.csv';

/** Adds a result without a winner for every row; the count added. */
export function addNotAwarded(ctx: BuildContext): number {
  const bySlug = new Map(ctx.rows('championships').map((c) => [String(c.slug), c]));
  let added = 0;
  readHand(ctx, '', FILE).forEach((h, i) => {
    const c = bySlug.get(h.championship);
    const year = Number(h.season);
    const problem = !c
      ? `no championship ${h.championship}`
      : !ctx.has('seasons', `${String(c.league)}:${year}`)
        ? `no ${String(c.league)} season ${year} in the dataset`
        : ctx.has('championship_results', resultKey(String(c.key), year))
          ? `${h.championship} ${year} has a result`
          : !h.note || !h.source
            ? 'no note or source'
            : null;
    if (problem || !c) {
      ctx.report({ source: 'hand', file: FILE, line: i + 2, problem: `${problem}; not added` });
      return;
    }
    addResult(ctx, {
      championship: String(c.key),
      year,
      edition: null,
      winner_team: null,
      runner_up_team: null,
      winner_name: null,
      runner_up_name: null,
      winner_score: null,
      runner_up_score: null,
      series_result: null,
      overtime: null,
      game_date: null,
      venue: null,
      venue_name: null,
      city: null,
      state: null,
      mvp_name: null,
      mvp_person: null,
      winner_coach_name: null,
      winner_record: null,
      notes: `No champion: ${h.note}`,
      source: referenceSource(ctx, h.source, false),
    });
    added++;
  });
  return added;
}
