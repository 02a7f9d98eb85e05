// One players row per person and league. A league's sources can spell one man two ways (Chris VandeVelde and Chris
// Vande Velde; Andre Carter II and Andre Carter), and once the one-person step has made them one person, his two
// players rows are two pages of one man. They become one: the row with more season lines (then the first by key) is
// kept, its empty fields filled from the other; the other's lines and roster entries move to it unless the kept row
// already has one for that season and team. Each merge is reported; the other's slug as published (the writer makes
// slugs unique, so only the published data knows it) answers 301 by a row of hand/slug-redirects.csv.
import type { BuildContext, Row } from '../model';
import { columnsReferencing, editableRows, fillEmpty } from './editable';

/** The columns of every table that reference players. */
const playerRefs = columnsReferencing('players');

/** What makes two rows of a player's table one fact: the season, team, stint and regular season or postseason. */
const factOf = (r: Record<string, unknown>) =>
  [r.season, r.team, r.stint ?? '', r.is_postseason ?? ''].map(String).join('|');

/** Merges the players rows of one person in one league; returns the number of rows merged away. */
export function mergeSameLeaguePlayers(ctx: BuildContext): number {
  const groups = new Map<string, Row<'players'>[]>();
  for (const p of ctx.rows('players')) {
    const k = `${String(p.person)}|${String(p.league)}`;
    groups.set(k, [...(groups.get(k) ?? []), p]);
  }
  const lines = new Map<string, number>();
  for (const l of ctx.rows('player_seasons'))
    lines.set(String(l.player), (lines.get(String(l.player)) ?? 0) + 1);
  const keptOf = new Map<string, string>();
  for (const rows of groups.values()) {
    if (rows.length < 2) continue;
    const [kept, ...others] = [...rows].sort(
      (a, b) => (lines.get(b.key) ?? 0) - (lines.get(a.key) ?? 0) || (a.key < b.key ? -1 : 1),
    );
    for (const o of others) {
      keptOf.set(o.key, kept.key);
      fillEmpty(kept, o, ['slug']);
      ctx.report({
        source: 'pipeline',
        file: 'players',
        problem: `${o.key} (${String(o.slug)}) merged into ${kept.key} (${String(kept.slug)}): one person in one league`,
      });
    }
  }
  for (const { table: t, column } of playerRefs) {
    const held = new Set<string>();
    const rows = editableRows(ctx, t) as Record<string, unknown>[];
    for (const r of rows) if (!keptOf.has(String(r[column]))) held.add(`${String(r[column])}|${factOf(r)}`);
    for (const r of rows) {
      const to = keptOf.get(String(r[column]));
      if (!to) continue;
      if (held.has(`${to}|${factOf(r)}`)) ctx.remove(t, String(r.key));
      else r[column] = to;
    }
  }
  for (const k of keptOf.keys()) ctx.remove('players', k);
  return keptOf.size;
}
