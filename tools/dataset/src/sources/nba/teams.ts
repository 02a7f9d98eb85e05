// Sources, franchises with lineage, conference/division alignment, arenas and seasons.
import { join } from 'node:path';
import type { BuildContext } from '../../model';
import {
  BBREF,
  Franchises,
  HAND,
  LG,
  int,
  nameKey,
  seasonKey,
  seasonLabel,
  slugify,
  splitTeamName,
  teamKey,
  text,
} from './util';

export const SRC = {
  bbref: BBREF,
  elo: 'nba_fivethirtyeight_elo',
  elo2122: 'nba_fivethirtyeight_2021_2022',
  bbrefGames: 'nba_bbref_games',
  finals: 'nba_finals_kaggle',
  finalsMvp: 'nba_finals_mvp',
  coaches: 'nba_coaches',
  coaches2021: 'nba_coaches_2021',
  venues: 'nba_us_pro_venues',
  hand: HAND,
  handAlign: 'hand:nba-alignment',
  handVenues: 'hand:nba-venues',
  handFinals: 'hand:nba-finals',
} as const;

export function addSources(ctx: BuildContext): void {
  const s = (
    key: string,
    name: string,
    url: string | null,
    licence: string,
    attribution: string,
    notes: string,
  ) => ctx.add('sources', { key, name, url, licence, attribution, notes });
  s(
    SRC.bbref,
    'Basketball-Reference datasets (NBA Stats 1947-present)',
    'https://github.com/sumitrodatta/bball-reference-datasets',
    'No licence file; Sports-Reference terms apply to the underlying data',
    'Data from Basketball-Reference.com, compiled by Sumitro Datta (sumitrodatta/bball-reference-datasets)',
    'Team summaries, players, draft, awards, all-star selections; player totals from the 2021-11-01 snapshot.',
  );
  s(
    SRC.elo,
    'FiveThirtyEight NBA Elo game data',
    'https://github.com/fivethirtyeightdata/fivethirtyeightdata',
    'MIT (fivethirtyeightdata); FiveThirtyEight data CC BY 4.0',
    'Game data from FiveThirtyEight (ABC News)',
    'nba_elo: NBA/BAA games 1946-47..2019-20 with playoff and neutral flags (ABA games omitted).',
  );
  s(
    SRC.elo2122,
    'FiveThirtyEight nba_elo_latest snapshots 2020-21 and 2021-22',
    'https://github.com/fivethirtyeight/data',
    'CC BY 4.0 (FiveThirtyEight); hosting repositories state no licence',
    'Game data from FiveThirtyEight (ABC News)',
    'Kept in Vamshi2207/Capstone_Project_Vamshi (2020-21, to late May 2021) and ' +
      'sameerprasadkoppolu/Predicting-The-Results-of-NBA-Matches-using-ELO-Rating-System-and-Pythagorean-Expectation (2021-22).',
  );
  s(
    SRC.bbrefGames,
    'Basketball-Reference season schedules 2022-23..2025-26',
    'https://github.com/elevation-edge-sports-data/multisport-elo-lab',
    'No licence file; Sports-Reference terms apply',
    'Schedules and results from Basketball-Reference.com',
    'Regular season, NBA Cup, play-in and playoffs with arena, attendance and overtime marker.',
  );
  s(
    SRC.finals,
    'NBA Finals and MVP (Kaggle)',
    'https://github.com/Thomas-Jiang/nba_data_analysis',
    'No licence stated',
    'NBA Finals list from the Kaggle dataset kept in Thomas-Jiang/nba_data_analysis',
    'Finals 1950-2023 (series result as West-East games, converted to winner-loser).',
  );
  s(
    SRC.finalsMvp,
    'NBA Finals MVP table',
    'https://github.com/peterrwilson99/nba-hof-predictor',
    'No licence stated; Basketball-Reference origin',
    'Finals MVP list from Basketball-Reference.com',
    'Finals MVP 1968-69..2022-23.',
  );
  s(
    SRC.coaches,
    'NBA head coaches',
    'https://github.com/caged/nba-coaches',
    'No licence stated; Basketball-Reference origin',
    'Coach records from Basketball-Reference.com (caged/nba-coaches, ahepp1/nba-database)',
    'Coach W-L and playoff W-L per team-season 1949-50..2015-16; coach by team-season to 2019-20.',
  );
  s(
    SRC.coaches2021,
    'NBA coaches by season 1949-50..2020-21 (sumitrodatta/nba-former-players-turned-head-coaches)',
    'https://github.com/sumitrodatta/nba-former-players-turned-head-coaches',
    'No licence stated; Basketball-Reference origin',
    "'Coaches by Season' from Basketball-Reference.com coach pages (sumitrodatta)",
    'Every head coach of a team-season with full names, no W-L; used for 2016-17..2020-21 (mid-season changes and 2020-21).',
  );
  s(
    SRC.venues,
    'usSportsDB venue table',
    'https://github.com/brndino/usSportsDB',
    'No licence stated',
    'Venue table from brndino/usSportsDB',
    'Current NBA arenas: city/state and capacity (c. 2024, unverified).',
  );
  s(
    SRC.hand,
    'Basketball-Reference franchise index and NBA.com team directory (hand-checked lineage)',
    'https://www.basketball-reference.com/teams/',
    'Facts',
    'Basketball-Reference.com; NBA.com',
    'Franchise lineage by team code (incl. the 2014 return of the 1988-2002 Charlotte history to the Hornets).',
  );
  s(
    SRC.handAlign,
    'NBA.com standings (conference/division alignment)',
    'https://www.nba.com/standings',
    'Facts',
    'NBA.com',
    'Six-division alignment 2004-05..2025-26.',
  );
  s(
    SRC.handVenues,
    'Arena locations (hand-checked)',
    'https://www.basketball-reference.com/',
    'Facts',
    'Basketball-Reference.com; NBA.com',
    'City/state of arenas missing from the venue table.',
  );
  s(
    SRC.handFinals,
    'Basketball-Reference NBA Finals and Finals MVP history',
    'https://www.basketball-reference.com/awards/finals_mvp.html',
    'Facts',
    'Basketball-Reference.com; NBA.com',
    'Finals MVPs 2024 and 2025; championship-winning coaches where the coach files stop.',
  );
}

export interface TeamSeasonInfo {
  franchise: string;
  seasonEnd: number;
  lg: string;
  name: string;
  abbreviation: string;
  row: Record<string, string>;
  line: number;
}

export interface TeamsResult {
  fr: Franchises;
  /** NBA/BAA team_summaries rows keyed `${franchise}:${seasonEnd}`. */
  summaries: Map<string, TeamSeasonInfo>;
  /** `${seasonEnd}:${team name}` -> franchise (NBA/BAA). */
  byName: Map<string, string>;
  /** ABA codes by season end year. */
  abaCodes: Set<string>;
  venueKey: (name: string | null | undefined) => string | null;
  /** Conference/division keys for a franchise in a season (start year). */
  alignment: (franchise: string, startYear: number) => { conference: string | null; division: string | null };
  seasons: number[]; // start years
}

export function addTeams(ctx: BuildContext): TeamsResult {
  const fr = new Franchises(ctx);
  const file = 'nba_bbref/team_summaries.csv';
  const rows = ctx.readCsv(file);
  const summaries = new Map<string, TeamSeasonInfo>();
  const byName = new Map<string, string>();
  const abaCodes = new Set<string>();
  const aba: TeamSeasonInfo[] = [];
  rows.forEach((r, i) => {
    if (r.abbreviation === 'NA' || r.team === 'League Average') return;
    const seasonEnd = Number(r.season);
    if (r.lg === 'ABA') abaCodes.add(`${seasonEnd}:${r.abbreviation}`);
    const m = fr.lookup(r.abbreviation, seasonEnd);
    if (!m) {
      if (r.lg !== 'ABA')
        ctx.report({
          source: BBREF,
          file,
          line: i + 2,
          problem: `no franchise for ${r.abbreviation} ${r.season}`,
        });
      return;
    }
    const info: TeamSeasonInfo = {
      franchise: m.franchise,
      seasonEnd,
      lg: r.lg,
      name: r.team,
      abbreviation: r.abbreviation,
      row: r,
      line: i + 2,
    };
    if (r.lg === 'ABA') {
      aba.push(info);
      return;
    }
    summaries.set(`${m.franchise}:${seasonEnd}`, info);
    byName.set(`${seasonEnd}:${r.team}`, m.franchise);
  });
  ctx.report({
    source: BBREF,
    file,
    problem: `ABA team-seasons (1967-68..1975-76) are not loaded as NBA standings; ${aba.length} ABA seasons of later NBA franchises appear only as team identities`,
  });

  // Conferences and divisions (2004-05 onward alignment).
  const alignRows = ctx.readCsv(join(ctx.handDir, 'nba/alignment.csv'));
  const confKey = (c: string) => `nba:conf:${c.toLowerCase()}`;
  const divKey = (d: string) => `nba:div:${d.toLowerCase()}`;
  for (const c of ['East', 'West']) {
    ctx.add('conferences', {
      key: confKey(c),
      slug: `nba-${c.toLowerCase()}ern-conference`,
      name: `${c}ern Conference`,
      abbreviation: c.toUpperCase(),
      league: LG,
      source: SRC.handAlign,
    });
  }
  const align = new Map<string, { first: number; last: number; conference: string; division: string }[]>();
  for (const a of alignRows) {
    if (!ctx.has('divisions', divKey(a.division))) {
      ctx.add('divisions', {
        key: divKey(a.division),
        slug: `nba-${slugify(a.division)}-division`,
        name: `${a.division} Division`,
        league: LG,
        conference: confKey(a.conference),
        source: SRC.handAlign,
      });
    }
    const list = align.get(a.franchise) ?? [];
    list.push({
      first: Number(a.first_year),
      last: Number(a.last_year),
      conference: confKey(a.conference),
      division: divKey(a.division),
    });
    align.set(a.franchise, list);
  }
  const alignment = (franchise: string, startYear: number) => {
    const a = align.get(franchise)?.find((x) => startYear >= x.first && startYear <= x.last);
    return { conference: a?.conference ?? null, division: a?.division ?? null };
  };

  // Venues: every arena named by team_summaries or the game files.
  const stadiums = ctx.readCsv('us_pro_venues_current/stadiumTable.csv');
  const proTeams = ctx.readCsv('us_pro_venues_current/teams.csv');
  const nhlArenas = new Set(proTeams.filter((t) => t.League !== 'NBA').map((t) => nameKey(t.Stadium)));
  const stadiumByName = new Map(stadiums.map((s, i) => [nameKey(s.Name), { s, line: i + 2 }]));
  const handVenues = new Map(
    ctx.readCsv(join(ctx.handDir, 'nba/venues.csv')).map((v) => [nameKey(v.name), v]),
  );
  const venueKey = (name: string | null | undefined): string | null => {
    const n = text(name ?? undefined);
    if (!n) return null;
    const key = `nba:venue:${slugify(n)}`;
    if (!ctx.has('venues', key)) {
      const st = stadiumByName.get(nameKey(n));
      const hv = handVenues.get(nameKey(n));
      if (st) {
        const [city, state] = st.s.Location.split(',').map((x) => x.trim());
        const shared = nhlArenas.has(nameKey(n));
        ctx.add('venues', {
          key,
          slug: slugify(n),
          name: n,
          city,
          state,
          country: state === 'ON' ? 'Canada' : 'USA',
          capacity: shared ? null : int(st.s.Size),
          source: SRC.venues,
        });
      } else if (hv) {
        ctx.add('venues', {
          key,
          slug: slugify(n),
          name: n,
          city: text(hv.city),
          state: text(hv.state),
          country: text(hv.country),
          source: SRC.handVenues,
        });
      } else {
        ctx.add('venues', { key, slug: slugify(n), name: n, source: BBREF });
      }
    }
    return key;
  };

  // Franchises and identities.
  const allInfos = [...summaries.values(), ...aba].sort(
    (a, b) => a.seasonEnd - b.seasonEnd || a.franchise.localeCompare(b.franchise),
  );
  const byFranchise = new Map<string, TeamSeasonInfo[]>();
  for (const t of allInfos) {
    const l = byFranchise.get(t.franchise) ?? [];
    l.push(t);
    byFranchise.set(t.franchise, l);
  }
  const activeSlugs = new Set(
    fr.info
      .filter((f) => f.active === 'true')
      .map((f) => {
        const l = byFranchise.get(f.franchise) ?? [];
        return l.length ? slugify(l[l.length - 1].name) : '';
      }),
  );
  for (const f of fr.info) {
    const list = byFranchise.get(f.franchise) ?? [];
    if (!list.length) {
      ctx.report({
        source: SRC.hand,
        file: 'hand/nba/franchises.csv',
        problem: `franchise ${f.franchise} has no seasons`,
      });
      continue;
    }
    const last = list[list.length - 1];
    const active = f.active === 'true';
    const { nickname } = splitTeamName(last.name);
    const al = alignment(f.franchise, last.seasonEnd - 1);
    const arena = text(last.row.arena);
    ctx.add('teams', {
      key: teamKey(f.franchise),
      slug:
        !active && activeSlugs.has(slugify(last.name))
          ? `${slugify(last.name)}-${list[0].seasonEnd - 1}`
          : slugify(last.name),
      league: LG,
      name: last.name,
      city: f.city,
      nickname,
      state: f.state,
      country: f.country,
      abbreviation: f.abbreviation,
      short_name: nickname,
      founded_year: list[0].seasonEnd - 1,
      last_year: active ? null : last.seasonEnd - 1,
      is_active: active,
      home_venue: active ? venueKey(arena) : null,
      conference: active ? al.conference : null,
      division: active ? al.division : null,
      source: SRC.hand,
    });
    // Consecutive seasons with the same name and code form one identity.
    let cur: { name: string; abbr: string; first: number; last: number; lg: string } | null = null;
    const flush = () => {
      if (!cur) return;
      const sp = splitTeamName(cur.name);
      ctx.add('team_identities', {
        key: `nba:${f.franchise}:id:${cur.first}:${cur.abbr}`,
        team: teamKey(f.franchise),
        first_year: cur.first,
        last_year: cur.last,
        name: cur.name,
        city: sp.city,
        nickname: sp.nickname,
        abbreviation: cur.abbr,
        source: BBREF,
      });
    };
    for (const t of list) {
      const start = t.seasonEnd - 1;
      if (cur && cur.name === t.name && cur.abbr === t.abbreviation && cur.last === start - 1)
        cur.last = start;
      else {
        flush();
        cur = { name: t.name, abbr: t.abbreviation, first: start, last: start, lg: t.lg };
      }
    }
    flush();
  }

  const seasons = [...new Set([...summaries.values()].map((s) => s.seasonEnd - 1))].sort((a, b) => a - b);
  return { fr, summaries, byName, abaCodes, venueKey, alignment, seasons };
}

export function seasonName(start: number): string {
  return `${seasonLabel(start)} ${start <= 1948 ? 'BAA' : 'NBA'} Season`;
}

export { seasonKey };
