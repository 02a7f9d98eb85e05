// Source: nflverse season rosters 1970-2024 (nfl_rosters_nflverse, via Relenes510/nfl_project): every player on a
// team's roster each season, with GSIS id (1985 on), jersey, position and biography. Read → roster rows, grouped into
// persons: one GSIS id or, before it, one name and birth date; rows of the same name and birth date join the GSIS id
// they share a row with. ./roster-players.ts makes the players and roster entries.
import type { BuildContext, Row } from '../../model';
import { int } from '../../shared/parse';
import { mdy, normName as norm } from './league';

export const ROSTERS_FIRST = 1970;
export const LAST_ROSTER = 2024;
export const ROSTERS: Row<'sources'> = {
  key: 'nfl-rosters-nflverse',
  name: 'nflverse season rosters 1970-2024 (via Relenes510/nfl_project)',
  url: 'https://github.com/nflverse/nflverse-rosters',
  licence: 'MIT (nflverse/nflverse-rosters); roster facts from the NFL (GSIS)',
  attribution: 'Roster data from nflverse (nflverse-rosters, MIT, (c) 2021 nflfastR.roster authors)',
  notes:
    'Season rosters 1970-2024: team, jersey number, position and biography of every player on a roster, drafted or not.',
};
export const rosterFile = (season: number) => `nfl_rosters_nflverse/roster_${season}.csv`;

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
const isoDate = (v: string) => (/^\d{4}-\d{2}-\d{2}$/.test(v.trim()) ? v.trim() : mdy(v));

export function readNflRosters(ctx: BuildContext): NflRosterRow[] {
  const out: NflRosterRow[] = [];
  for (let season = ROSTERS_FIRST; season <= LAST_ROSTER; season++)
    for (const r of ctx.readCsv(rosterFile(season)))
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
