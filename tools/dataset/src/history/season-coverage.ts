// Seasons in the middle of a league's history whose source stops early (college basketball records that stop at
// Selection Sunday, an NHL roster snapshot taken mid-season): hand/season-coverage.csv, one row per league, season
// and table, gives the note, which the season row carries as coverage_notes ({table: "<source name>: <note>"}). The
// API's latestNote shows it beside those rows' figures as it shows the latest season's.
import type { BuildContext, League } from '../model';
import { readHand } from '../shared/hand';
import { seasonKey } from '../shared/season';
import { editableRows } from './editable';

const TABLES = new Set(['team_seasons', 'roster_entries', 'player_seasons']);

export function addCoverageNotes(ctx: BuildContext): number {
  const notes = new Map<string, Record<string, string>>();
  for (const [i, r] of readHand(ctx, '.', 'season-coverage.csv').entries()) {
    const key = seasonKey(r.league as League, Number(r.season));
    const source = ctx.get('sources', r.data_source);
    if (!ctx.has('seasons', key) || !source || !TABLES.has(r.table) || !r.note) {
      ctx.report({
        source: 'hand',
        file: 'season-coverage.csv',
        line: i + 2,
        problem: `season ${key}, table '${r.table}' or source '${r.data_source}' unknown, or no note; not added`,
      });
      continue;
    }
    notes.set(key, { ...notes.get(key), [r.table]: `${String(source.name)}: ${r.note}` });
  }
  for (const s of editableRows(ctx, 'seasons')) {
    const n = notes.get(s.key);
    if (n) s.coverage_notes = n;
  }
  return notes.size;
}
