// One people row per human across leagues. Each league's sources add their own people rows, so a man who played two
// sports (Danny Ainge: MLB and the NBA) arrives twice. Rows with the same normalised full name AND the same full
// birth date are one person (never on name alone: two men of one name are common, of one name and birthday are not
// in these sources). The first row by key is kept, its empty fields filled from the others; every reference to a
// merged row (players, coaches, awards, …) points to the kept one, and the merged rows are removed.
// Nothing published moves: the API has no page per person (players and coaches pages keep their own per-league
// slugs), and a people slug listed in hand/published-slugs.csv still resolves, by name and birth date, to one row.
import type { BuildContext } from '../model';
import { leagueProducts } from '../pipeline/tables';
import { pass, table } from '../pipeline/product';
import type { SourceModule } from '../model';
import { columnsReferencing, editableRows, fillEmpty, type EditableRow } from './editable';
import { mergeSameLeaguePlayers } from './one-player';

/** A person's name as two sources may spell it: accents, case, punctuation and suffixes aside. */
export const normalName = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\b(jr|sr|ii|iii|iv)\b\.?/g, '')
    .replace(/[^a-z]/g, '');

/** The identity two people rows of one human share, or null when the row lacks a full name or full birth date. */
export function personIdentity(p: { full_name?: unknown; birth_date?: unknown }): string | null {
  const name = normalName(String(p.full_name ?? ''));
  const born = String(p.birth_date ?? '');
  return name && /^\d{4}-\d{2}-\d{2}$/.test(born) ? `${name}|${born}` : null;
}

/** The columns of every table that reference people. */
const personRefs = columnsReferencing('people');

/** Merges the people rows of one human; returns the number of rows merged away. */
export function mergeSamePeople(ctx: BuildContext): number {
  const groups = new Map<string, EditableRow<'people'>[]>();
  for (const p of editableRows(ctx, 'people')) {
    const id = personIdentity(p);
    if (id) groups.set(id, [...(groups.get(id) ?? []), p]);
  }
  const keptOf = new Map<string, string>();
  for (const rows of groups.values()) {
    if (rows.length < 2) continue;
    const [kept, ...others] = [...rows].sort((a, b) => (a.key < b.key ? -1 : 1));
    for (const o of others) {
      keptOf.set(o.key, kept.key);
      fillEmpty(kept, o);
    }
  }
  if (!keptOf.size) return 0;
  for (const { table: t, column } of personRefs)
    for (const r of editableRows(ctx, t) as Record<string, unknown>[]) {
      const to = keptOf.get(String(r[column]));
      if (to) r[column] = to;
    }
  reportSameLeague(ctx, keptOf);
  for (const k of keptOf.keys()) ctx.remove('people', k);
  return keptOf.size;
}

/** Two coaches rows of one league that are now one person are a duplicate page: said, never hidden (two players rows
 * of one league become one: ./one-player.ts). */
function reportSameLeague(ctx: BuildContext, keptOf: Map<string, string>) {
  const kept = new Set(keptOf.values());
  for (const t of ['players', 'coaches'] as const) {
    const seen = new Map<string, string>();
    for (const r of ctx.rows(t)) {
      const person = String(r.person);
      if (!kept.has(person)) continue;
      const at = `${person}\t${String(r.league)}`;
      const other = seen.get(at);
      if (other)
        ctx.report({
          source: 'pipeline',
          file: t,
          problem: `${other} and ${r.key} are one person (${person}: same name and birth date) in one league`,
        });
      else seen.set(at, r.key);
    }
  }
}

/**
 * Runs after every league step (it needs their tables) and gives the people and players tables again, so that every later step
 * (history, coverage, the checks, the writer) reads the merged people only.
 */
export const onePerson: SourceModule = {
  name: 'one-person',
  leagues: [],
  needs: leagueProducts,
  gives: [
    table('people'),
    table('players'),
    table('player_seasons'),
    table('roster_entries'),
    pass('one-person'),
  ],
  build(ctx) {
    mergeSamePeople(ctx);
    mergeSameLeaguePlayers(ctx);
  },
};
