// NFL season rosters 1970-2024 (nfl_rosters_nflverse): every player on a roster, one roster entry per player, team
// and season. A roster person is one GSIS id (1985 onward) or, before it, one name and birth date; rows of the same
// name and birth date join the GSIS id they share a row with. A person is the drafted player (1980-2025 drafts) his
// rows name by id, by draft club and pick, or by a unique name drafted up to three seasons before his first roster
// season; everyone else (undrafted players, players drafted before 1980) becomes a roster player.
import type { BuildContext } from '../../model';
import { int } from '../../shared/parse';
import { slugify } from '../../shared/slug';
import { F, L, mdy } from './util';
import type { Teams } from './teams';

const FIRST = 1970;
export const LAST_ROSTER = 2024;
export const ROSTERS = 'nfl-rosters-nflverse';
const file = (season: number) => `nfl_rosters_nflverse/roster_${season}.csv`;

/** GSIS team codes of the roster files, as the draft file's (PFR-style) codes the team map reads. */
const gsisCodes: Record<string, string> = {
  ARZ: 'ARI',
  BOS: 'NE',
  BLT: 'BAL',
  CLV: 'CLE',
  HST: 'HOU',
  SL: 'STL',
  LA: 'RAM',
  LV: 'LVR',
  SD: 'SDG',
};

export interface NflRosterRow {
  season: number;
  team: string;
  position: string;
  jersey: number | null;
  status: string;
  name: string;
  legalFirst: string;
  last: string;
  birthDate: string | null;
  height: number | null;
  weight: number | null;
  college: string;
  gsis: string;
  pfr: string;
  draftClub: string;
  draftNumber: number | null;
  entryYear: number | null;
}

/** A name to compare: kebab-case without a generational suffix ("Ken Norton Jr." is "Ken Norton"). */
const norm = (s: string) => slugify(s).replace(/-(jr|sr|ii|iii|iv|v)$/, '');
const isoDate = (v: string) => (/^\d{4}-\d{2}-\d{2}$/.test(v.trim()) ? v.trim() : mdy(v));

export function readNflRosters(ctx: BuildContext): NflRosterRow[] {
  const out: NflRosterRow[] = [];
  for (let season = FIRST; season <= LAST_ROSTER; season++)
    for (const r of ctx.readCsv(file(season)))
      out.push({
        season,
        team: (r.team ?? '').trim(),
        position: (r.position ?? '').trim(),
        // 0 stands for "unknown" before 1996 (see data/SOURCES.md).
        jersey: int(r.jersey_number) || null,
        status: (r.status ?? '').trim(),
        name: (r.full_name ?? '').trim(),
        legalFirst: (r.first_name ?? '').trim(),
        last: (r.last_name ?? '').trim(),
        birthDate: isoDate(r.birth_date ?? ''),
        height: int(r.height),
        weight: int(r.weight),
        college: (r.college ?? '').trim(),
        gsis: (r.gsis_id ?? '').trim(),
        pfr: (r.pfr_id ?? '').trim(),
        draftClub: (r.draft_club ?? '').trim(),
        draftNumber: int(r.draft_number),
        entryYear: int(r.entry_year),
      });
  return out;
}

/** Groups roster rows into persons: GSIS id, else name + birth date (also the legal first name + birth date). */
export function groupPersons(rows: NflRosterRow[]): NflRosterRow[][] {
  const parent = new Map<string, string>();
  const find = (k: string): string => {
    let r = k;
    while (parent.get(r) !== r) r = parent.get(r)!;
    parent.set(k, r);
    return r;
  };
  const union = (a: string, b: string) => {
    for (const k of [a, b]) if (!parent.has(k)) parent.set(k, k);
    const [ra, rb] = [find(a), find(b)].sort();
    if (ra !== rb) parent.set(rb, ra);
  };
  const keysOf = (r: NflRosterRow) => {
    const keys: string[] = [];
    if (r.gsis) keys.push(`g:${r.gsis}`);
    if (r.birthDate) {
      keys.push(`n:${norm(r.name)}|${r.birthDate}`);
      if (!r.gsis && r.legalFirst) keys.push(`n:${norm(`${r.legalFirst} ${r.last}`)}|${r.birthDate}`);
    }
    if (!keys.length) keys.push(`x:${norm(r.name)}|${r.season}|${r.team}`);
    return keys;
  };
  const rowKeys = rows.map(keysOf);
  // Two GSIS ids never merge: a name + birth date shared by two ids (twins do not share a name) joins neither.
  const gsisOfName = new Map<string, Set<string>>();
  rows.forEach((r, i) => {
    if (!r.gsis) return;
    for (const k of rowKeys[i].slice(1)) gsisOfName.set(k, (gsisOfName.get(k) ?? new Set()).add(r.gsis));
  });
  rows.forEach((r, i) => {
    const keys = rowKeys[i].filter((k) => k.startsWith('g:') || (gsisOfName.get(k)?.size ?? 0) <= 1);
    const own = keys[0] ?? `x:${i}`;
    if (!parent.has(own)) parent.set(own, own);
    for (const k of keys.slice(1)) union(own, k);
    rowKeys[i] = [own];
  });
  const groups = new Map<string, NflRosterRow[]>();
  rows.forEach((r, i) => {
    const root = find(rowKeys[i][0]);
    groups.set(root, [...(groups.get(root) ?? []), r]);
  });
  return [...groups.entries()].sort((a, b) => a[0].localeCompare(b[0])).map(([, g]) => g);
}

interface Draftee {
  key: string;
  season: number;
  team: string | null;
  /** Birth year from the age at the draft (season - age, give or take one), when the file gives the age. */
  born: number | null;
}

/** Drafted players by GSIS id, PFR id, (season, overall pick) and name. */
function draftIndex(ctx: BuildContext, teams: Teams) {
  const byGsis = new Map<string, string>();
  const byPick = new Map<string, string>();
  const byName = new Map<string, Draftee[]>();
  for (const r of ctx.readCsv(F.draft)) {
    const id = (r.pfr_player_id ?? '').trim();
    const season = int(r.season) ?? 0;
    const key = id ? `${L}:${id}` : `${L}:draft-${season}-${int(r.pick)}`;
    if (!ctx.has('players', key)) continue;
    const age = int(r.age);
    const d = { key, season, team: teams.byCode(r.team, season), born: age ? season - age : null };
    if (r.gsis_id?.trim()) byGsis.set(r.gsis_id.trim(), key);
    byPick.set(`${season}|${int(r.pick)}`, key);
    const n = norm(r.pfr_player_name ?? '');
    if (!(byName.get(n) ?? []).some((x) => x.key === key)) byName.set(n, [...(byName.get(n) ?? []), d]);
  }
  return {
    /** A link by id or draft pick (certain). */
    strong(rows: NflRosterRow[]): string | null {
      for (const r of rows) {
        const k =
          (r.gsis && byGsis.get(r.gsis)) ||
          (r.pfr && ctx.has('players', `${L}:${r.pfr}`) ? `${L}:${r.pfr}` : null) ||
          (r.draftNumber && r.entryYear ? byPick.get(`${r.entryYear}|${r.draftNumber}`) : null);
        if (k) return k;
      }
      return null;
    },
    /**
     * Draftees of this name drafted in the three seasons up to the person's first roster season (eight when the
     * age at the draft fits his birth year; never when it does not): with `team`, only those drafted by his first
     * team. A link needs exactly one.
     */
    byName(rows: NflRosterRow[], team?: string | null): string | null {
      const first = Math.min(...rows.map((r) => r.season));
      const names = new Set(rows.map((r) => norm(r.name)));
      const birth = Number(rows.find((r) => r.birthDate)?.birthDate?.slice(0, 4)) || null;
      const fits = (d: Draftee) => {
        const ageFits = d.born === null || birth === null ? null : Math.abs(d.born - birth) <= 1;
        if (ageFits === false || d.season > first) return false;
        return d.season >= first - (ageFits ? 8 : 3);
      };
      const c = [...names]
        .flatMap((n) => byName.get(n) ?? [])
        .filter((d) => fits(d) && (team === undefined || d.team === team));
      return new Set(c.map((d) => d.key)).size === 1 ? c[0].key : null;
    },
  };
}

const nameParts = (r: NflRosterRow) => {
  if (r.last && r.name.endsWith(` ${r.last}`))
    return { first: r.name.slice(0, -r.last.length - 1), last: r.last };
  const parts = r.name.split(/\s+/);
  return { first: parts[0] || null, last: parts.length > 1 ? parts.slice(1).join(' ') : null };
};

export function addNflRosters(ctx: BuildContext, teams: Teams): void {
  if (!ctx.has('sources', ROSTERS))
    ctx.add('sources', {
      key: ROSTERS,
      name: 'nflverse season rosters 1970-2024 (via Relenes510/nfl_project)',
      url: 'https://github.com/nflverse/nflverse-rosters',
      licence: 'MIT (nflverse/nflverse-rosters); roster facts from the NFL (GSIS)',
      attribution: 'Roster data from nflverse (nflverse-rosters, MIT, (c) 2021 nflfastR.roster authors)',
      notes:
        'Season rosters 1970-2024: team, jersey number, position and biography of every player on a roster, drafted or not.',
    });
  const rows = readNflRosters(ctx);
  const persons = groupPersons(rows);
  const draft = draftIndex(ctx, teams);
  const teamOf = (r: NflRosterRow) => teams.byCode(gsisCodes[r.team] ?? r.team, r.season);

  // Certain links first, so a name link never takes a drafted player another person's id already names.
  const playerOf = new Map<NflRosterRow[], string>();
  const linked = new Set<string>();
  for (const p of persons) {
    const k = draft.strong(p);
    if (k && !linked.has(k)) {
      playerOf.set(p, k);
      linked.add(k);
    }
  }
  // Then names: drafted by his first team, then the only draftee of the name.
  let byName = 0;
  for (const withTeam of [true, false])
    for (const p of persons) {
      if (playerOf.has(p)) continue;
      const first = p.reduce((a, b) => (b.season < a.season ? b : a));
      const k = withTeam ? draft.byName(p, teamOf(first)) : draft.byName(p);
      if (k && !linked.has(k)) {
        playerOf.set(p, k);
        linked.add(k);
        byName++;
      }
    }

  let added = 0;
  for (const p of persons) {
    const sorted = [...p].sort((a, b) => a.season - b.season);
    const latest = sorted[sorted.length - 1];
    const first = sorted[0].season;
    const last = latest.season;
    const active = sorted.some((r) => r.season === LAST_ROSTER && r.status !== 'RET');
    const jersey = [...sorted].reverse().find((r) => r.jersey !== null)?.jersey ?? null;
    const birth = sorted.find((r) => r.birthDate)?.birthDate ?? null;
    let key = playerOf.get(p);
    if (key) {
      const pl = ctx.get('players', key)!;
      Object.assign(pl, {
        first_year: first,
        last_year: Math.max(Number(pl.last_year ?? last), last),
        is_active: active || pl.is_active === true,
        jersey_number: jersey !== null ? String(jersey) : pl.jersey_number,
      });
      const person = ctx.get('people', String(pl.person))!;
      if (!person.birth_date && birth)
        Object.assign(person, { birth_date: birth, birth_year: Number(birth.slice(0, 4)) });
    } else {
      const id =
        sorted.find((r) => r.gsis)?.gsis || `${norm(latest.name)}-${birth ?? `${first}-${latest.team}`}`;
      // After every draftee's key ('~' sorts last), so a drafted player keeps his published slug.
      key = `${L}:~roster-${id}`;
      const { first: firstName, last: lastName } = nameParts(latest);
      const college = [...sorted].reverse().find((r) => r.college)?.college ?? null;
      const withSize = [...sorted].reverse().find((r) => r.height || r.weight) ?? latest;
      ctx.add('people', {
        key: `${L}:person-~roster-${id}`,
        slug: slugify(latest.name),
        first_name: firstName,
        last_name: lastName,
        full_name: latest.name,
        birth_date: birth,
        birth_year: birth ? Number(birth.slice(0, 4)) : null,
        height_inches: withSize.height,
        weight_pounds: withSize.weight,
        college,
        source: ROSTERS,
      });
      ctx.add('players', {
        key,
        slug: slugify(latest.name),
        person: `${L}:person-~roster-${id}`,
        league: L,
        primary_position: latest.position || null,
        jersey_number: jersey !== null ? String(jersey) : null,
        first_year: first,
        last_year: last,
        is_active: active,
        source: ROSTERS,
      });
      added++;
    }
    const badCodes = new Set<string>();
    for (const r of sorted) {
      const team = teamOf(r);
      if (!team) {
        badCodes.add(`${r.team} ${r.season}`);
        continue;
      }
      const entry = `${key}:${team}:${r.season}`;
      if (ctx.has('roster_entries', entry)) continue; // listed once per team and season (2002+ per week)
      ctx.add('roster_entries', {
        key: entry,
        player: key,
        team,
        season: `${L}:${r.season}`,
        jersey_number: r.jersey !== null ? String(r.jersey) : null,
        position: r.position || null,
        source: ROSTERS,
      });
    }
    if (badCodes.size)
      ctx.report({
        source: ROSTERS,
        file: 'nfl_rosters_nflverse',
        problem: `${latest.name}: unknown team codes ${[...badCodes].join(', ')}; rows skipped`,
      });
  }
  ctx.report({
    source: ROSTERS,
    file: 'nfl_rosters_nflverse',
    problem: `${persons.length} roster persons from ${rows.length} rows: ${linked.size} joined to drafted players (${byName} by name and draft season only), ${added} added as undrafted or drafted before 1980`,
  });
}
