// Who a Hockey-Reference row is: the files carry no NHL ids. A goalie row's Hockey-Reference id is the databank's
// hrefID; otherwise the player on that team's roster that season (nhl_rosters_api) with the same name (accents
// folded, the Hall of Fame '*' dropped), or, failing that, the one player of that roster with the same last name.
// A row that matches no one, or more than one, is reported and left out — never guessed.
import type { BuildContext } from '../../model';
import { slugify } from '../../shared/slug';
import { dbFile } from './common';
import type { Franchises } from './franchises';

/** Hockey-Reference team codes that differ from the NHL's. */
const hrefCodes: Record<string, string> = { VEG: 'VGK' };

export interface PlayerIndex {
  team(year: number, code: string): string | null;
  /** The player key, and how it matched; null when no one or several match. */
  find(year: number, team: string, name: string, hrefId?: string): { player: string; by: string } | null;
}

/** (season start year, Hockey-Reference team code) → team key, by the abbreviation the team bore that season. */
export function hrefTeam(fr: Franchises): (year: number, code: string) => string | null {
  const teamCode = new Map<string, string>();
  for (const [team, years] of fr.seasons)
    for (const [y, id] of years) teamCode.set(`${y}|${id.abbreviation}`, team);
  return (year, code) => teamCode.get(`${year}|${hrefCodes[code] ?? code}`) ?? null;
}

export function playerIndex(ctx: BuildContext, fr: Franchises): PlayerIndex {
  const byHref = new Map<string, string>();
  for (const m of ctx.readCsv(dbFile('Master.csv')))
    if (m.hrefID && m.playerID && ctx.has('players', `nhl:${m.playerID}`))
      byHref.set(m.hrefID, `nhl:${m.playerID}`);
  const teamOf = hrefTeam(fr);
  const nameOf = (player: string) => String(ctx.get('people', player)?.full_name ?? '');
  const roster = new Map<string, string[]>();
  for (const r of ctx.rows('roster_entries')) {
    const k = `${String(r.season)}|${String(r.team)}`;
    roster.set(k, [...(roster.get(k) ?? []), String(r.player)]);
  }
  const norm = (n: string) => slugify(n.replace(/\*$/, ''));
  const last = (n: string) => norm(n).split('-').at(-1) ?? '';
  return {
    team: teamOf,
    find(year, team, name, hrefId) {
      if (hrefId && byHref.has(hrefId)) return { player: byHref.get(hrefId)!, by: 'id' };
      const list = [...new Set(roster.get(`nhl:${year}|${team}`) ?? [])];
      const same = list.filter((p) => norm(nameOf(p)) === norm(name));
      if (same.length === 1) return { player: same[0], by: 'name' };
      if (same.length > 1) return null;
      const byLast = list.filter((p) => last(nameOf(p)) === last(name));
      return byLast.length === 1 ? { player: byLast[0], by: 'last name' } : null;
    },
  };
}

/** What one season row adds to its player's career sums (the databank's career keys). */
export interface CareerAdd {
  player: string;
  add: Record<string, number | null>;
}

/** Adds season rows to the players' career sums (players.career), after the databank's. */
export function addToCareers(ctx: BuildContext, rows: CareerAdd[]) {
  for (const { player, add } of rows) {
    const p = ctx.get('players', player);
    if (!p) continue;
    const c = { ...((p.career as Record<string, number> | null) ?? {}) };
    for (const [k, v] of Object.entries(add)) if (v !== null) c[k] = (c[k] ?? 0) + v;
    Object.assign(p, { career: c });
  }
}
