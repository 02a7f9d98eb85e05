// Franchises and their identities (name, city and abbreviation by season): the one builder of the teams and
// team_identities rows. Seasons come from the databank's Teams rows (NHA, NHL and WHA seasons of NHL franchises) and,
// after it, from the game files (register); finish() writes the rows once every season is known.
import type { BuildContext } from '../../model';
import { slugify } from '../../shared/slug';
import { buildAlignment, type Group } from './alignment';
import { DB, dbFile, HAND, KAGGLE, readHand, splitName } from './common';
import { addVenues } from './venues';

export interface SeasonIdentity {
  name: string;
  abbreviation: string;
  league: string; // NHL, NHA, WHA
}

export interface Franchises {
  /** databank franchID → team key, for NHL franchises only. */
  byFranchId: Map<string, string>;
  /** team key → (season start year → identity). */
  seasons: Map<string, Map<number, SeasonIdentity>>;
  /** Full team name (as used 2010 onward) → team key. */
  modernName: Map<string, string>;
  /** Kaggle team_id → full team name. */
  kaggleName: Map<string, string>;
  lastDatabankYear: number;
  /** Kaggle team_id → team key. */
  kaggleTeam: Map<string, string>;
  /** (year, team key) → conference/division keys. */
  groupOf(year: number, team: string): Group;
  /** Team key and identity for a databank (year, tmID). */
  databankTeam(year: number, tmID: string): string | undefined;
  venueByName: Map<string, string>;
  /** Current home arena name of an active team (hand/nhl/franchises.csv). */
  homeVenue(team: string): string | null;
  register(year: number, team: string, name: string): void;
  finish(): void;
}

export function buildFranchises(ctx: BuildContext): Franchises {
  const teamsCsv = ctx.readCsv(dbFile('Teams.csv'));
  const hand = readHand(ctx, 'franchises.csv');
  const handIdentities = readHand(ctx, 'identities.csv');

  const byFranchId = new Map<string, string>();
  for (const h of hand) if (h.databank_franch_id) byFranchId.set(h.databank_franch_id, h.key);
  const nhlFranchIds = new Set(teamsCsv.filter((r) => r.lgID === 'NHL').map((r) => r.franchID));
  for (const f of [...nhlFranchIds].sort()) {
    if (!byFranchId.has(f)) {
      ctx.report({
        source: DB,
        file: dbFile('Teams.csv'),
        problem: `NHL franchise ${f} has no entry in hand/nhl/franchises.csv; its rows are skipped`,
      });
    }
  }

  // Kaggle team ids → names and abbreviations (2010-2019 identities).
  const kaggleInfo = ctx.readCsv('nhl_games_kaggle_2010_2019/team_info.csv');
  const kaggleName = new Map<string, string>(); // team_id → full name
  const abbrByModernName = new Map<string, string>();
  for (const r of kaggleInfo) {
    const short = r.shortName.replace(/^NY /, 'New York ').replace(/^St Louis$/, 'St. Louis');
    const full = short.endsWith(r.teamName) ? short : `${short} ${r.teamName}`;
    kaggleName.set(r.team_id, full);
    abbrByModernName.set(full, r.abbreviation);
  }
  for (const h of handIdentities) abbrByModernName.set(h.name, h.abbreviation);

  // Season identities from the databank (NHA/NHL/WHA rows of NHL franchises).
  const seasons = new Map<string, Map<number, SeasonIdentity>>();
  const tmIdAt = new Map<string, string>(); // `${year}:${tmID}` → key (NHL rows only)
  const lastDbYear = new Map<string, number>();
  for (const r of teamsCsv) {
    const key = byFranchId.get(r.franchID);
    if (!key) continue;
    const year = Number(r.year);
    if (r.lgID === 'NHL') {
      tmIdAt.set(`${year}:${r.tmID}`, key);
    }
    let m = seasons.get(key);
    if (!m) seasons.set(key, (m = new Map()));
    m.set(year, { name: r.name, abbreviation: r.tmID, league: r.lgID });
    lastDbYear.set(key, Math.max(lastDbYear.get(key) ?? 0, year));
  }
  const maxDbYear = Math.max(...teamsCsv.map((r) => Number(r.year)));
  // Names in use from 2010 on map to franchises; modern identities take the NHL's current abbreviations.
  const modernName = new Map<string, string>();
  for (const [key, m] of seasons) {
    for (const [year, id] of m) {
      if (year >= 2010 && id.league === 'NHL') {
        modernName.set(id.name, key);
        const a = abbrByModernName.get(id.name);
        if (a) id.abbreviation = a;
      }
    }
  }
  for (const h of handIdentities) modernName.set(h.name, h.team);

  const kaggleTeam = new Map<string, string>();
  for (const [id, name] of kaggleName) {
    const key = modernName.get(name);
    if (key) kaggleTeam.set(id, key);
    else
      ctx.report({
        source: KAGGLE,
        file: 'nhl_games_kaggle_2010_2019/team_info.csv',
        problem: `team ${id} ${name} matches no franchise`,
      });
  }

  const groupOf = buildAlignment(ctx, (f) => byFranchId.get(f), modernName);
  const venueByName = addVenues(ctx, hand);

  const register = (year: number, team: string, name: string) => {
    let m = seasons.get(team);
    if (!m) seasons.set(team, (m = new Map()));
    const abbreviation = abbrByModernName.get(name) ?? hand.find((h) => h.key === team)!.abbreviation;
    m.set(year, { name, abbreviation, league: 'NHL' });
  };

  const finish = () => {
    const handById = new Map(hand.map((h) => [h.key, h]));
    const lastSeason = Math.max(...[...seasons.values()].flatMap((m) => [...m.keys()]));
    for (const [key, m] of [...seasons].sort((a, b) => a[0].localeCompare(b[0]))) {
      const h = handById.get(key)!;
      const years = [...m.keys()].sort((a, b) => a - b);
      // Identities: runs of seasons with the same name in the same league; a run takes the abbreviation of its
      // last season (so a name still in use after 2010 carries the NHL's current code throughout).
      const runs: { first: number; last: number; id: SeasonIdentity; years: number[] }[] = [];
      for (const y of years) {
        const id = m.get(y)!;
        const prev = runs[runs.length - 1];
        if (prev && prev.id.name === id.name && prev.id.league === id.league) {
          prev.last = y;
          prev.years.push(y);
          prev.id = id;
        } else runs.push({ first: y, last: y, id, years: [y] });
      }
      for (const r of runs)
        for (const y of r.years) m.set(y, { ...m.get(y)!, abbreviation: r.id.abbreviation });
      const active = m.has(lastSeason);
      for (const r of runs) {
        const hi = handIdentities.find((x) => x.team === key && x.name === r.id.name);
        const { city, nickname } = hi ? { city: hi.city, nickname: hi.nickname } : splitName(r.id.name);
        ctx.add('team_identities', {
          key: `${key}:id:${r.first}`,
          team: key,
          first_year: r.first,
          last_year: active && r === runs[runs.length - 1] ? null : r.last,
          name: r.id.league === 'NHL' ? r.id.name : `${r.id.name} (${r.id.league})`,
          city,
          nickname,
          abbreviation: r.id.abbreviation,
          source: hi ? HAND : DB,
        });
      }
      const cur = runs[runs.length - 1].id;
      const hi = handIdentities.find((x) => x.team === key && x.name === cur.name);
      const { city, nickname } = hi ? { city: hi.city, nickname: hi.nickname } : splitName(cur.name);
      const lastYear = years[years.length - 1];
      const g = groupOf(lastYear, key);
      ctx.add('teams', {
        key,
        slug: slugify(cur.name),
        league: 'nhl',
        name: cur.name,
        city,
        nickname,
        state: h.state,
        country: h.country,
        abbreviation: h.abbreviation,
        short_name: nickname,
        founded_year: years[0],
        last_year: active ? null : lastYear,
        is_active: active,
        home_venue: h.home_venue ? (venueByName.get(h.home_venue) ?? null) : null,
        conference: g.conference,
        division: g.division,
        source: h.databank_franch_id ? DB : HAND,
      });
    }
  };

  return {
    byFranchId,
    seasons,
    modernName,
    kaggleTeam,
    kaggleName,
    lastDatabankYear: maxDbYear,
    groupOf,
    databankTeam: (year, tmID) => tmIdAt.get(`${year}:${tmID}`),
    venueByName,
    register,
    finish,
    homeVenue: (team) => hand.find((h) => h.key === team)?.home_venue || null,
  };
}
