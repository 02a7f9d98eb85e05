// NHL season rosters 2009-10..2023-24 from the NHL web API (nhl_rosters_api_2010_2024): one roster entry per player,
// team and season, and the players the Hockey Databank (to 2017-18) does not have. A roster player is the databank
// player with the same birth date and last name (and first name, when two share both); otherwise a new player.
import type { BuildContext, Row } from '../../model';
import { int } from '../../shared/parse';
import { slugify } from '../../shared/slug';
import { seasonKey } from '../../shared/season';
import { dbFile } from './common';
import type { Franchises } from './franchises';

export const NHL_API = 'nhl-rosters-api';
const FIRST_END = 2010;
const LAST_END = 2024;
const file = (end: number) => `nhl_rosters_api_2010_2024/NHL_Roster_Full_${end - 1}${end}.csv`;

/** The API's ISO 3166 alpha-3 birth countries, spelled as the Hockey Databank spells them. */
const countries: Record<string, string> = {
  CAN: 'Canada',
  USA: 'USA',
  SWE: 'Sweden',
  FIN: 'Finland',
  RUS: 'Russia',
  CZE: 'Czech Republic',
  SVK: 'Slovakia',
  CHE: 'Switzerland',
  DEU: 'Germany',
  DNK: 'Denmark',
  AUT: 'Austria',
  LVA: 'Latvia',
  FRA: 'France',
  KAZ: 'Kazakhstan',
  NOR: 'Norway',
  BLR: 'Belarus',
  GBR: 'United Kingdom',
  UKR: 'Ukraine',
  SVN: 'Slovenia',
  ITA: 'Italy',
  NLD: 'Netherlands',
  EST: 'Estonia',
  LTU: 'Lithuania',
  BGR: 'Bulgaria',
  BRA: 'Brazil',
  POL: 'Poland',
  BRN: 'Brunei',
  UZB: 'Uzbekistan',
  JPN: 'Japan',
  AUS: 'Australia',
  HRV: 'Croatia',
  NGA: 'Nigeria',
  KOR: 'South Korea',
  BHS: 'Bahamas',
  BEL: 'Belgium',
};

const norm = (s: string | undefined) => slugify(s ?? '');

export interface RosterRow {
  end: number;
  team: string;
  id: string;
  first: string;
  last: string;
  pos: string;
  shoots: string;
  number: number | null;
  height: number | null;
  weight: number | null;
  birthDate: string;
  birthCity: string;
  birthCountry: string;
  birthState: string;
}

export function readRosters(ctx: BuildContext): RosterRow[] {
  const out: RosterRow[] = [];
  for (let end = FIRST_END; end <= LAST_END; end++)
    for (const r of ctx.readCsv(file(end)))
      out.push({
        end,
        team: (r.team ?? '').trim(),
        id: (r.player_id ?? '').trim(),
        first: (r.firstName ?? '').trim(),
        last: (r.lastName ?? '').trim(),
        pos: (r.positionCode ?? '').trim(),
        shoots: (r.shootsCatches ?? '').trim(),
        number: int(r.sweaterNumber),
        height: int(r.heightInInches),
        weight: int(r.weightInPounds),
        birthDate: (r.birthDate ?? '').trim(),
        birthCity: (r.birthCity ?? '').trim(),
        birthCountry: (r.birthCountry ?? '').trim(),
        birthState: (r.birthStateProvince ?? '').trim(),
      });
  return out;
}

/**
 * The databank player of a roster player: same birth date and last name (first name splits a tie); else, since the
 * databank has a few wrong birth dates (Cam Talbot, Deryk Engelland), the one player with the same full name and
 * birth year (give or take one) whose NHL seasons reach the roster seasons. `fallback` says which rule matched.
 */
function databankIndex(ctx: BuildContext) {
  type Cand = { key: string; first: string; year: string; from: number; to: number };
  const byBirth = new Map<string, Cand[]>();
  const byName = new Map<string, Cand[]>();
  for (const m of ctx.readCsv(dbFile('Master.csv'))) {
    const key = `nhl:${m.playerID}`;
    if (!m.playerID || !ctx.has('players', key) || !m.birthYear || !m.birthMon || !m.birthDay) continue;
    const date = `${m.birthYear}-${m.birthMon.padStart(2, '0')}-${m.birthDay.padStart(2, '0')}`;
    const c = {
      key,
      first: norm(m.firstName),
      year: m.birthYear,
      from: int(m.firstNHL) ?? 0,
      to: int(m.lastNHL) ?? 0,
    };
    const k = `${date}|${norm(m.lastName)}`;
    byBirth.set(k, [...(byBirth.get(k) ?? []), c]);
    const n = `${norm(m.firstName)}|${norm(m.lastName)}`;
    byName.set(n, [...(byName.get(n) ?? []), c]);
  }
  return (list: RosterRow[]): { key: string; fallback: boolean } | null => {
    for (const r of list) {
      const c = byBirth.get(`${r.birthDate}|${norm(r.last)}`) ?? [];
      const same = c.length === 1 ? c : c.filter((x) => x.first === norm(r.first));
      if (same.length === 1) return { key: same[0].key, fallback: false };
    }
    const from = Math.min(...list.map((r) => r.end)) - 1;
    for (const r of list) {
      const c = (byName.get(`${norm(r.first)}|${norm(r.last)}`) ?? []).filter(
        (x) => Math.abs(Number(x.year) - Number(r.birthDate.slice(0, 4))) <= 1 && x.to >= from - 1,
      );
      if (c.length === 1) return { key: c[0].key, fallback: true };
    }
    return null;
  };
}

/** (season start year, NHL tri-code) → team key, from the identities the franchise module registered. */
export const nhlRostersSource: Row<'sources'> = {
  key: NHL_API,
  name: 'NHL web API season rosters (via twinfield10/NHL-Data)',
  url: 'https://github.com/twinfield10/NHL-Data',
  licence: 'No licence file; NHL web API data (NHL terms apply)',
  attribution: 'Roster data from the NHL web API (api-web.nhle.com) via twinfield10/NHL-Data',
  notes:
    'Season rosters 2009-10 to 2023-24 (2023-24 is a mid-season snapshot): team, sweater number, position and biography of each player; players after the Hockey Databank (2017-18).',
};

function teamIndex(fr: Franchises) {
  const m = new Map<string, string>();
  for (const [team, years] of fr.seasons) for (const [y, id] of years) m.set(`${y}|${id.abbreviation}`, team);
  return (year: number, code: string) => m.get(`${year}|${code}`) ?? null;
}

export function addNhlRosters(ctx: BuildContext, fr: Franchises): void {
  const rows = readRosters(ctx);
  const findDatabank = databankIndex(ctx);
  const teamOf = teamIndex(fr);
  const takenSlugs = new Set(ctx.rows('players').map((p) => String(p.slug)));
  const lastEnd = Math.max(...rows.map((r) => r.end));

  // One player per NHL id: the databank player, or a new one from the latest roster row.
  const byId = new Map<string, RosterRow[]>();
  for (const r of rows) if (r.id) byId.set(r.id, [...(byId.get(r.id) ?? []), r]);
  const playerOf = new Map<string, string>();
  let matched = 0;
  for (const [id, list] of [...byId].sort((a, b) => a[0].localeCompare(b[0]))) {
    const latest = list.reduce((a, b) => (b.end > a.end ? b : a));
    const found = findDatabank(list);
    const db = found?.key ?? null;
    const key = db ?? `nhl:api-${id}`;
    if (found?.fallback)
      ctx.report({
        source: NHL_API,
        file: file(latest.end),
        problem: `${latest.first} ${latest.last} (NHL id ${id}, born ${latest.birthDate}) matched to databank ${db} by name and NHL years: the two birth dates differ`,
      });
    playerOf.set(id, key);
    const first = Math.min(...list.map((r) => r.end)) - 1;
    const last = Math.max(...list.map((r) => r.end)) - 1;
    if (db) {
      matched++;
      const p = ctx.get('players', db)!;
      Object.assign(p, {
        first_year: Math.min(Number(p.first_year ?? first), first),
        last_year: Math.max(Number(p.last_year ?? last), last),
        is_active: last === lastEnd - 1,
        jersey_number: latest.number !== null ? String(latest.number) : p.jersey_number,
      });
      continue;
    }
    const full = `${latest.first} ${latest.last}`.trim();
    let slug = slugify(full);
    // A name already taken (by a databank or another league's player) gets the birth year, as references do.
    if (takenSlugs.has(slug)) slug = `${slug}-${latest.birthDate.slice(0, 4)}`;
    takenSlugs.add(slug);
    const withState = list.find((r) => /^[A-Z]{2}$/.test(r.birthState)) ?? latest;
    ctx.add('people', {
      key,
      slug,
      first_name: latest.first || null,
      last_name: latest.last || null,
      full_name: full,
      birth_date: /^\d{4}-\d{2}-\d{2}$/.test(latest.birthDate) ? latest.birthDate : null,
      birth_year: int(latest.birthDate.slice(0, 4)),
      birth_city: latest.birthCity || null,
      birth_state: withState.birthState || null,
      birth_country: countries[latest.birthCountry] ?? (latest.birthCountry || null),
      height_inches: latest.height,
      weight_pounds: latest.weight,
      source: NHL_API,
    });
    ctx.add('players', {
      key,
      slug,
      person: key,
      league: 'nhl',
      primary_position: latest.pos || null,
      jersey_number: latest.number !== null ? String(latest.number) : null,
      first_year: first,
      last_year: last,
      is_active: last === lastEnd - 1,
      hall_of_fame: false,
      shoots: latest.shoots || null,
      source: NHL_API,
    });
  }
  ctx.report({
    source: NHL_API,
    file: 'nhl_rosters_api_2010_2024',
    problem: `${byId.size} players: ${matched} matched to Hockey Databank players by birth date and name, ${byId.size - matched} added; 2023-24 is a mid-season snapshot (21-31 players a team)`,
  });

  for (const r of rows) {
    const year = r.end - 1;
    const team = teamOf(year, r.team);
    const player = playerOf.get(r.id);
    if (!team || !player || !ctx.has('seasons', seasonKey('nhl', year))) {
      ctx.report({
        source: NHL_API,
        file: file(r.end),
        problem: `row of ${r.first} ${r.last} (${r.team}) not added: unknown ${!team ? 'team code' : !player ? 'player id' : 'season'}`,
      });
      continue;
    }
    const key = `${player}:${team}:${year}`;
    if (ctx.has('roster_entries', key)) continue;
    ctx.add('roster_entries', {
      key,
      player,
      team,
      season: seasonKey('nhl', year),
      jersey_number: r.number !== null ? String(r.number) : null,
      position: r.pos || null,
      source: NHL_API,
    });
  }
}
