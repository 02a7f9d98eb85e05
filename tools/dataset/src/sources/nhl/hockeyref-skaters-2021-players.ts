// Who each Hockey-Reference id of nhl_skaters_hockeyref_2021_2026 is. Joined once per id, over all his rows: the
// databank player with that hrefID; else the player of the same name on the rosters (nhl_rosters_api, to 2023-24) of
// the teams he played for (PlayerIndex.find, as the 2019-20 skater file is joined); else the one player of his team's
// roster with his last name whose birth year fits his age; else, for a player the rosters miss (a late call-up of
// 2023-24, or a return after a gap), the one NHL player of that name whose birth year fits his age; else the one
// player of his team's roster with his first name, a last name of the same first four letters (a transliteration
// the two spell apart) and a birth year that fits. Anyone else is
// new: a people and a players row keyed `nhl:href-<id>`, as the rosters module adds the players after the databank.
import type { BuildContext } from '../../model';
import { int } from '../../shared/parse';
import { slugify } from '../../shared/slug';
import type { PlayerIndex } from './hockeyref-players';
import type { SkaterRow } from './hockeyref-skaters-2021-read';

export interface Joined {
  /** Hockey-Reference id → players key. */
  playerOf: Map<string, string>;
  /** How many ids matched each way ('id', 'name', 'last name', 'name and age', 'new'). */
  by: Map<string, number>;
}

/** Letters the slug rule's accent folding leaves out (no Unicode decomposition): Røndbjerg, Søgaard. */
const unfolded: Record<string, string> = {
  ø: 'o',
  Ø: 'O',
  æ: 'ae',
  Æ: 'Ae',
  ß: 'ss',
  đ: 'd',
  Đ: 'D',
  ł: 'l',
  Ł: 'L',
};
export const foldName = (n: string) => n.replace(/[øØæÆßđĐłŁ]/g, (c) => unfolded[c]);
const norm = (n: string) => slugify(foldName(n.replace(/\*$/, '')));

/** Hockey-Reference's age is his age on February 1 of the season, so the birth year is the end year less it, or one before. */
const fitsAge = (birthYear: unknown, r: SkaterRow) => {
  const age = int(r.cells.Age);
  return typeof birthYear === 'number' && age !== null && Math.abs(r.year + 1 - age - birthYear) <= 1;
};

export function joinSkaters2021(
  ctx: BuildContext,
  players: PlayerIndex,
  rows: readonly SkaterRow[],
  source: string,
): Joined {
  const byId = new Map<string, SkaterRow[]>();
  for (const r of rows) if (!r.total) byId.set(r.id, [...(byId.get(r.id) ?? []), r]);
  const birthYear = (p: string) => ctx.get('people', String(ctx.get('players', p)?.person ?? p))?.birth_year;
  const byName = new Map<string, string[]>();
  for (const p of ctx.rows('players')) {
    if (p.league !== 'nhl') continue;
    const n = norm(String(ctx.get('people', String(p.person))?.full_name ?? ''));
    byName.set(n, [...(byName.get(n) ?? []), p.key]);
  }

  // the rosters' players of each team-season, for a transliteration the rosters spell apart (Okhotyuk, Okhotiuk)
  const roster = new Map<string, string[]>();
  for (const r of ctx.rows('roster_entries')) {
    const k = `${String(r.season)}|${String(r.team)}`;
    if (k.startsWith('nhl:')) roster.set(k, [...(roster.get(k) ?? []), String(r.player)]);
  }
  const nameOf = (p: string) => norm(String(ctx.get('people', p)?.full_name ?? ''));
  const spelt = (r: SkaterRow) => {
    const team = players.team(r.year, r.team);
    const [first, ...rest] = norm(r.name).split('-');
    const last = rest.join('-');
    return [...new Set(roster.get(`nhl:${r.year}|${String(team)}`) ?? [])].filter((p) => {
      const [f, ...l] = nameOf(p).split('-');
      return f === first && l.join('-').slice(0, 4) === last.slice(0, 4) && fitsAge(birthYear(p), r);
    });
  };

  const lastRoster = ctx
    .rows('roster_entries')
    .reduce(
      (y, r) => (String(r.season).startsWith('nhl:') ? Math.max(y, Number(String(r.season).slice(4))) : y),
      0,
    );
  const found = new Map<string, { player: string; by: string }>();
  for (const [id, list] of [...byId].sort((a, b) => a[0].localeCompare(b[0]))) {
    const hits = list.flatMap((r) => {
      const team = players.team(r.year, r.team);
      const who = team ? players.find(r.year, team, r.name, id) : null;
      // a last-name match must fit his age: the roster may hold his brother (Jack and Luke Hughes, New Jersey)
      return who && (who.by !== 'last name' || fitsAge(birthYear(who.player), r)) ? [who] : [];
    });
    const one = (by: string) => [...new Set(hits.filter((h) => h.by === by).map((h) => h.player))];
    const named = one('name');
    const last = one('last name');
    const anywhere = (byName.get(norm(list[0].name)) ?? []).filter((p) => fitsAge(birthYear(p), list[0]));
    const spelling = [...new Set(list.flatMap((r) => (r.year <= lastRoster ? spelt(r) : [])))];
    const hit = hits.find((h) => h.by === 'id')
      ? hits.find((h) => h.by === 'id')!
      : named.length === 1
        ? { player: named[0], by: 'name' }
        : named.length === 0 && last.length === 1
          ? { player: last[0], by: 'last name' }
          : named.length === 0 && anywhere.length === 1
            ? { player: anywhere[0], by: 'name and age' }
            : named.length === 0 && spelling.length === 1
              ? { player: spelling[0], by: 'spelling and age' }
              : null;
    if (hit) found.set(id, hit);
  }

  // One id per player: a player two ids reach keeps the id that reached him by the surer rule; the other is new.
  const rank = ['id', 'name', 'last name', 'name and age', 'spelling and age'];
  const holder = new Map<string, string>();
  for (const [id, h] of [...found].sort(
    (a, b) => rank.indexOf(a[1].by) - rank.indexOf(b[1].by) || a[0].localeCompare(b[0]),
  )) {
    const first = holder.get(h.player);
    if (first === undefined) {
      holder.set(h.player, id);
      continue;
    }
    ctx.report({
      source,
      file: byId.get(id)![0].file,
      line: byId.get(id)![0].line,
      problem: `${byId.get(id)![0].name} (${id}) matched ${h.player} by ${h.by}, who is already ${first}; added as a new player`,
    });
    found.delete(id);
  }

  const playerOf = new Map<string, string>();
  const by = new Map<string, number>();
  const taken = new Set([
    ...ctx.rows('players').map((p) => String(p.slug)),
    ...ctx.rows('people').map((p) => String(p.slug)),
  ]);
  for (const [id, list] of [...byId].sort((a, b) => a[0].localeCompare(b[0]))) {
    const hit = found.get(id);
    const how = hit?.by ?? 'new';
    by.set(how, (by.get(how) ?? 0) + 1);
    if (hit) {
      playerOf.set(id, hit.player);
      if (hit.by !== 'id' && hit.by !== 'name')
        ctx.report({
          source,
          file: list[0].file,
          line: list[0].line,
          problem: `${list[0].name} (${id}) matched by ${hit.by} to ${hit.player} (${String(ctx.get('people', hit.player)?.full_name ?? '')}), the one such player whose birth year fits his age`,
        });
      continue;
    }
    playerOf.set(id, addNewPlayer(ctx, id, list, taken, source));
  }
  return { playerOf, by };
}

/** A player first known from this file: his name and position are all it gives (no birth date, no NHL id). */
function addNewPlayer(
  ctx: BuildContext,
  id: string,
  list: readonly SkaterRow[],
  taken: Set<string>,
  source: string,
): string {
  const key = `nhl:href-${id}`;
  const latest = list[list.length - 1];
  const full = latest.name;
  // A name an earlier player (any league) bears keeps its holder: the newcomer takes the writer's `-nhl` form.
  let slug = slugify(foldName(full)) || slugify(id);
  if (taken.has(slug)) slug = `${slug}-nhl`;
  taken.add(slug);
  const space = full.indexOf(' ');
  ctx.add('people', {
    key,
    slug,
    first_name: space > 0 ? full.slice(0, space) : null,
    last_name: space > 0 ? full.slice(space + 1) : full,
    full_name: full,
    source,
  });
  ctx.add('players', {
    key,
    slug,
    person: key,
    league: 'nhl',
    primary_position: latest.cells.Pos || null,
    first_year: list[0].year,
    last_year: latest.year,
    hall_of_fame: false,
    source,
  });
  return key;
}
