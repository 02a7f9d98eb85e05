// Award and title-MVP rows that name a winner without linking him to his page. A league's step links what its own
// sources say (an id, a roster); a winner whose page another step gives (Cale Makar's players row comes from the NHL
// rosters, his 2021-22 Conn Smythe from the hand file) is linked here, once every league has its players: to the one
// player of that name in the league whose seasons take in the award's season. Two such players, or none, leave the
// row unlinked and said so.
import type { BuildContext, League } from '../model';
import { editableRows } from './editable';
import { normalName } from './one-person';

export function linkNamedWinners(ctx: BuildContext): number {
  const players = new Map<string, { person: string; first: number; last: number }[]>();
  for (const p of ctx.rows('players')) {
    const name = ctx.get('people', String(p.person))?.full_name;
    if (!name || p.first_year == null || p.last_year == null) continue;
    const k = `${String(p.league)}|${normalName(String(name))}`;
    players.set(k, [
      ...(players.get(k) ?? []),
      { person: String(p.person), first: Number(p.first_year), last: Number(p.last_year) },
    ]);
  }
  const find = (league: unknown, name: unknown, year: unknown): string | null => {
    const all = players.get(`${String(league)}|${normalName(String(name ?? ''))}`) ?? [];
    const y = Number(year);
    const within = all.filter((p) => p.first <= y && y <= p.last);
    if (within.length === 1) return within[0].person;
    if (all.length)
      ctx.report({
        source: 'pipeline',
        file: 'awards',
        problem: `${String(name)} (${String(league)} ${y}): ${within.length} players of that name whose seasons take it in; not linked`,
      });
    return null;
  };
  let linked = 0;
  for (const a of editableRows(ctx, 'awards')) {
    if (a.person || !a.recipient_name) continue;
    const person = find(a.league, a.recipient_name, a.year);
    if (!person) continue;
    a.person = person;
    linked++;
  }
  for (const r of editableRows(ctx, 'championship_results')) {
    if (r.mvp_person || !r.mvp_name) continue;
    const league = ctx.get('championships', String(r.championship))?.league as League | undefined;
    const year = ctx.get('seasons', String(r.season))?.start_year ?? r.year;
    const person = league ? find(league, r.mvp_name, year) : null;
    if (!person) continue;
    r.mvp_person = person;
    linked++;
  }
  return linked;
}
