// Franchises, their identities (names/cities/abbreviations by season), conferences, divisions and venues.
import type { BuildContext } from '../../model';
import {
  countryOf,
  DB,
  dbFile,
  HAND,
  HSA,
  int,
  KAGGLE,
  readHand,
  slugify,
  splitName,
  VENUES,
} from './common';

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
  groupOf(year: number, team: string): { conference: string | null; division: string | null };
  /** Team key and identity for a databank (year, tmID). */
  databankTeam(year: number, tmID: string): string | undefined;
  venueByName: Map<string, string>;
  /** Current home arena name of an active team (hand/nhl/franchises.csv). */
  homeVenue(team: string): string | null;
  register(year: number, team: string, name: string): void;
  finish(): void;
}

const confCodes = ['CC', 'WA', 'EC', 'WC'];
const tempDivisions: Record<string, string> = {
  N20: 'North Division (2020-21)',
  E20: 'East Division (2020-21)',
  C20: 'Central Division (2020-21)',
  W20: 'West Division (2020-21)',
};

export function buildFranchises(ctx: BuildContext): Franchises {
  const teamsCsv = ctx.readCsv(dbFile('Teams.csv'));
  const abbrev = ctx.readCsv(dbFile('abbrev.csv'));
  const hand = readHand(ctx, 'franchises.csv');
  const handIdentities = readHand(ctx, 'identities.csv');
  const alignment = readHand(ctx, 'alignment.csv');

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
  const dbGroup = new Map<string, { conference: string | null; division: string | null }>();
  const lastDbYear = new Map<string, number>();
  for (const r of teamsCsv) {
    const key = byFranchId.get(r.franchID);
    if (!key) continue;
    const year = Number(r.year);
    if (r.lgID === 'NHL') {
      tmIdAt.set(`${year}:${r.tmID}`, key);
      dbGroup.set(`${year}:${key}`, {
        conference: r.confID ? `nhl:conf:${r.confID}` : null,
        division: r.divID ? `nhl:div:${r.divID}` : null,
      });
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

  // Alignment after the databank: 2018-19 and 2019-20 from nhl_games_2018_2021/nhl_teams.csv (the 2013-2020
  // alignment: Arizona still in the Pacific), 2020-21 onward from hand/nhl/alignment.csv.
  const handGroup = new Map<string, { conference: string | null; division: string | null }>();
  const hsaTeams = ctx.readCsv('nhl_games_2018_2021/nhl_teams.csv');
  const divCode: Record<string, string> = {
    Atlantic: 'AT',
    Metropolitan: 'ME',
    Central: 'CE',
    Pacific: 'PC',
  };
  const confCode: Record<string, string> = { 'Eastern Conference': 'EC', 'Western Conference': 'WC' };
  hsaTeams.forEach((r, i) => {
    const key = modernName.get(r['Team Name']);
    const c = confCode[r.Conference];
    const d = divCode[r.Division];
    if (!key || !c || !d) {
      ctx.report({
        source: HSA,
        file: 'nhl_games_2018_2021/nhl_teams.csv',
        line: i + 2,
        problem: `unmapped team/conference/division ${r['Team Name']}`,
      });
      return;
    }
    const g = { conference: `nhl:conf:${c}`, division: `nhl:div:${d}` };
    const prev = dbGroup.get(`${maxDbYear}:${key}`);
    if (prev && (prev.conference !== g.conference || prev.division !== g.division)) {
      ctx.report({
        source: HSA,
        file: 'nhl_games_2018_2021/nhl_teams.csv',
        line: i + 2,
        problem: `${r['Team Name']} alignment differs from databank ${maxDbYear}`,
      });
    }
    for (const y of [2018, 2019]) handGroup.set(`${y}:${key}`, g);
  });
  for (const a of alignment) {
    for (let y = Number(a.first_year); y <= Number(a.last_year); y++) {
      handGroup.set(`${y}:${a.team}`, {
        conference: a.conference ? `nhl:conf:${a.conference}` : null,
        division: a.division ? `nhl:div:${a.division}` : null,
      });
    }
  }
  const groupOf = (year: number, team: string) =>
    dbGroup.get(`${year}:${team}`) ??
    handGroup.get(`${year}:${team}`) ?? { conference: null, division: null };

  // Conferences and divisions.
  const names = new Map(abbrev.map((r) => [`${r.Type}:${r.Code}`, r.Fullname]));
  for (const c of confCodes) {
    const name = names.get(`Conference:${c}`)!;
    ctx.add('conferences', {
      key: `nhl:conf:${c}`,
      slug: `nhl-${slugify(name)}`,
      name,
      abbreviation: c,
      league: 'nhl',
      source: DB,
    });
  }
  const divConf = new Map<string, string | null>();
  for (const r of teamsCsv) {
    if (r.lgID === 'NHL' && r.divID) divConf.set(r.divID, r.confID ? `nhl:conf:${r.confID}` : null);
  }
  for (const [d, conf] of [...divConf].sort()) {
    const name = names.get(`Division:${d}`) ?? d;
    ctx.add('divisions', {
      key: `nhl:div:${d}`,
      slug: `nhl-${slugify(name)}`,
      name,
      league: 'nhl',
      conference: conf,
      source: DB,
    });
  }
  for (const [d, name] of Object.entries(tempDivisions)) {
    ctx.add('divisions', {
      key: `nhl:div:${d}`,
      slug: `nhl-${slugify(name)}`,
      name,
      league: 'nhl',
      conference: null,
      source: HAND,
    });
  }

  // Venues: current NHL arenas (us_pro_venues_current: teams.csv NHL rows name the arena; the NHL block of
  // stadiumTable.csv is the last one, so the last row of a name carries the hockey capacity).
  const stadiums = ctx.readCsv('us_pro_venues_current/stadiumTable.csv');
  const lastStadium = new Map<string, Record<string, string>>();
  for (const s of stadiums) lastStadium.set(s.Name, s);
  const usTeams = ctx.readCsv('us_pro_venues_current/teams.csv').filter((t) => t.League === 'NHL');
  const nhlArenas = new Set(usTeams.map((t) => t.Stadium));
  const venueByName = new Map<string, string>();
  const addVenue = (name: string, withCapacity: boolean) => {
    const s = lastStadium.get(name);
    if (!s) return;
    const [city, state] = s.Location.split(',').map((x) => x.trim());
    const key = `nhl:venue:${slugify(name)}`;
    ctx.add('venues', {
      key,
      slug: slugify(name),
      name,
      city,
      state: state ?? null,
      country: countryOf(state),
      capacity: withCapacity ? int(s.Size.replace(/,/g, '')) : null,
      source: VENUES,
    });
    venueByName.set(name, key);
  };
  for (const a of [...nhlArenas].sort()) addVenue(a, true);
  for (const h of hand) if (h.home_venue && !venueByName.has(h.home_venue)) addVenue(h.home_venue, false);

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
