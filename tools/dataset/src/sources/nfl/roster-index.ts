// The way in for the statistics sources without player ids: the rostered players (./roster-players.ts) by name,
// season and team, and by the span of seasons a name was on rosters.
import type { BuildContext } from '../../model';
import { L, normName as norm } from './league';

export type RosterIndex = ReturnType<typeof rosterIndex>;

/** Players on rosters by name + season (+ team): the way in for sources without ids. */
export function rosterIndex(ctx: BuildContext) {
  const bySeason = new Map<string, Set<string>>();
  const byTeam = new Map<string, Set<string>>();
  for (const r of ctx.rows('roster_entries')) {
    if (!String(r.key).startsWith(`${L}:`)) continue;
    const player = ctx.get('players', String(r.player))!;
    const name = norm(String(ctx.get('people', String(player.person))!.full_name));
    const season = String(r.season).slice(L.length + 1);
    const a = `${name}|${season}`;
    bySeason.set(a, (bySeason.get(a) ?? new Set()).add(String(r.player)));
    const b = `${a}|${r.team}`;
    byTeam.set(b, (byTeam.get(b) ?? new Set()).add(String(r.player)));
  }
  // Career span per name, for seasons a roster file misses.
  const spans = new Map<string, Map<string, [number, number]>>();
  for (const [k, players] of bySeason) {
    const cut = k.lastIndexOf('|');
    const [name, season] = [k.slice(0, cut), Number(k.slice(cut + 1))];
    const m = spans.get(name) ?? new Map<string, [number, number]>();
    for (const p of players) {
      const [a, b] = m.get(p) ?? [season, season];
      m.set(p, [Math.min(a, season), Math.max(b, season)]);
    }
    spans.set(name, m);
  }
  const one = (s: Set<string> | undefined) => (s && s.size === 1 ? [...s][0] : null);
  return {
    find: (name: string, season: number, team: string | null): string | null =>
      team
        ? one(byTeam.get(`${norm(name)}|${season}|${team}`))
        : one(bySeason.get(`${norm(name)}|${season}`)),
    /** The one rostered player of this name whose roster seasons surround this season. */
    within(name: string, season: number): string | null {
      const c = [...(spans.get(norm(name)) ?? [])].filter(([, [a, b]]) => a <= season && season <= b);
      return c.length === 1 ? c[0][0] : null;
    },
  };
}
