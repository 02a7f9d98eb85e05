// Sources, leagues (as conferences), divisions, ballparks, franchises and their lineage.
import type { BuildContext } from '../../model';
import {
  HAND_TEAMS,
  HAND_WS,
  LAHMAN,
  type Lahman,
  RETRO,
  type TeamYear,
  VENUES_SRC,
  conferenceKey,
  divisionKey,
  divisionNames,
  int,
  leagueInfo,
  slugify,
  splitTeamName,
} from './common';

export function addSources(ctx: BuildContext): void {
  const add = (key: string, row: Omit<Parameters<typeof ctx.add<'sources'>>[1], 'key'>) => {
    if (!ctx.has('sources', key)) ctx.add('sources', { key, ...row });
  };
  add(LAHMAN, {
    name: 'Lahman Baseball Database',
    url: 'https://github.com/cdalzell/Lahman',
    licence: 'CC BY-SA 3.0',
    attribution:
      'Sean Lahman Baseball Database, copyright Sean Lahman (SABR); via the R package Lahman v13.0-0.',
    notes:
      'Teams, franchises, SeriesPost, People, Batting, Pitching, Appearances, Managers, awards, Hall of Fame, parks; 1871-2024.',
  });
  add(RETRO, {
    name: 'Retrosheet game logs',
    url: 'https://www.retrosheet.org/gamelogs/',
    licence: 'Retrosheet notice (free use with attribution)',
    attribution:
      'The information used here was obtained free of charge from and is copyrighted by Retrosheet. Interested parties may contact Retrosheet at "www.retrosheet.org".',
    notes:
      'Regular-season game logs 1871-2024 (copies in kyleam/retrosheet-gamelogs, ryanking5624/arm_barn, m-zack-k/MLB_Prediction).',
  });
  add(VENUES_SRC, {
    name: 'usSportsDB stadium table',
    url: 'https://github.com/brndino/usSportsDB',
    licence: 'No licence stated',
    attribution: 'brndino/usSportsDB (Data/stadiumTable.csv, Data/teams.csv)',
    notes: 'Current venue names and capacities, snapshot about 2024; values unverified.',
  });
  add(HAND_WS, {
    name: 'Baseball-Reference and MLB.com World Series history (hand-checked)',
    url: 'https://www.baseball-reference.com/postseason/world-series.shtml',
    licence: 'Facts only',
    attribution: 'Facts checked against Baseball-Reference and MLB.com',
    notes:
      'tools/dataset/hand/mlb/world_series.csv (2025 World Series) and world_series_ties.csv (tie games missing from Lahman SeriesPost).',
  });
  add(HAND_TEAMS, {
    name: 'MLB franchise names (hand-checked)',
    url: 'https://www.baseball-reference.com/teams/',
    licence: 'Facts only',
    attribution: 'Facts checked against Baseball-Reference and MLB.com team histories',
    notes: 'tools/dataset/hand/mlb/team_names.csv: names Lahman has out of date.',
  });
}

export function addLeagueStructure(ctx: BuildContext, lahman: Lahman): void {
  const lgs = new Set(lahman.teams.map((t) => t.lgID));
  for (const lg of [...lgs].sort()) {
    const info = leagueInfo[lg];
    if (!info) {
      ctx.report({
        source: LAHMAN,
        file: 'lahman/Teams.csv',
        problem: `unknown league ${lg}; no conference row`,
      });
      continue;
    }
    ctx.add('conferences', {
      key: conferenceKey(lg),
      slug: info.slug,
      name: info.name,
      abbreviation: lg,
      league: 'mlb',
      source: LAHMAN,
    });
  }
  const divs = new Set(lahman.teams.filter((t) => t.divID).map((t) => `${t.lgID}|${t.divID}`));
  for (const d of [...divs].sort()) {
    const [lg, div] = d.split('|');
    const dn = divisionNames[div] ?? div;
    ctx.add('divisions', {
      key: divisionKey(lg, div)!,
      slug: slugify(`${lg} ${dn}`),
      name: `${leagueInfo[lg]?.name ?? lg} ${dn}`,
      league: 'mlb',
      conference: conferenceKey(lg),
      source: LAHMAN,
    });
  }
}

export interface ParkInfo {
  key: string;
  name: string;
  city: string;
  state: string;
  country: string;
}

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * Ballparks from Lahman Parks. The current home park of each active franchise (its 2024 home park by games) takes
 * the current name and capacity from usSportsDB when the team is listed there.
 */
export function addVenues(
  ctx: BuildContext,
  lahman: Lahman,
  homePark: Map<string, string>,
): Map<string, ParkInfo> {
  const parks = new Map<string, ParkInfo>();
  ctx.readCsv('lahman/Parks.csv').forEach((p, i) => {
    const key = p['park.key'];
    if (!key) {
      ctx.report({
        source: LAHMAN,
        file: 'lahman/Parks.csv',
        line: i + 2,
        problem: 'park without key; skipped',
      });
      return;
    }
    parks.set(key, { key, name: p['park.name'], city: p.city, state: p.state, country: p.country });
  });
  // Current names/capacities: team (usSportsDB teams.csv, League MLB) → Stadium → stadiumTable Size.
  const capacity = new Map<string, number>();
  for (const s of ctx.readCsv('us_pro_venues_current/stadiumTable.csv')) {
    const n = norm(s.Name);
    const size = int(s.Size?.replace(/,/g, ''));
    if (size !== null && !capacity.has(n)) capacity.set(n, size);
  }
  const current = new Map<string, { name: string; capacity: number | null }>();
  const usTeams = ctx.readCsv('us_pro_venues_current/teams.csv').filter((t) => t.League === 'MLB');
  const lastYear = lahman.years[lahman.years.length - 1];
  for (const t of lahman.teams.filter((x) => x.year === lastYear)) {
    const us = usTeams.find((u) => norm(u.Team) === norm(t.name));
    const park = homePark.get(t.key);
    if (!us || !park) {
      ctx.report({
        source: VENUES_SRC,
        file: 'us_pro_venues_current/teams.csv',
        problem: `no current stadium for ${t.name}`,
      });
      continue;
    }
    const cap = capacity.get(norm(us.Stadium)) ?? null;
    if (cap === null)
      ctx.report({
        source: VENUES_SRC,
        file: 'us_pro_venues_current/stadiumTable.csv',
        problem: `no capacity for ${us.Stadium}`,
      });
    current.set(park, { name: us.Stadium, capacity: cap });
  }
  const slugs = new Map<string, string[]>();
  const natural = (p: ParkInfo) => slugify(current.get(p.key)?.name ?? p.name);
  for (const p of parks.values()) {
    const s = natural(p);
    slugs.set(s, [...(slugs.get(s) ?? []), p.key]);
  }
  for (const p of [...parks.values()].sort((a, b) => a.key.localeCompare(b.key))) {
    const cur = current.get(p.key);
    let slug = natural(p);
    // Same-named parks (Recreation Park, League Park, ...): the current park keeps the plain name, others add the city.
    const same = slugs.get(slug)!;
    if (same.length > 1 && !cur) slug = slugify(`${slug} ${p.city}`);
    if (cur) p.name = cur.name;
    ctx.add('venues', {
      key: `mlb:${p.key}`,
      slug,
      name: p.name,
      city: p.city || null,
      state: p.state || null,
      country: p.country || null,
      capacity: cur?.capacity ?? null,
      source: cur ? VENUES_SRC : LAHMAN,
    });
  }
  return parks;
}

/** Franchises (one team row each, current or last identity) and their identities over the years. */
export function addFranchises(
  ctx: BuildContext,
  lahman: Lahman,
  homePark: Map<string, string>,
  parks: Map<string, ParkInfo>,
): void {
  const fr = ctx.readCsv('lahman/TeamsFranchises.csv');
  const byFranch = new Map<string, TeamYear[]>();
  for (const t of lahman.teams) byFranch.set(t.franchID, [...(byFranch.get(t.franchID) ?? []), t]);
  for (const ys of byFranch.values()) ys.sort((a, b) => a.year - b.year);
  const usNames = new Set(ctx.readCsv('us_pro_venues_current/teams.csv').map((u) => slugify(u.Team)));
  const natural = new Map<string, string>();
  const count = new Map<string, number>();
  for (const [f, ys] of byFranch) {
    const s = slugify(ys[ys.length - 1].name);
    natural.set(f, s);
    count.set(s, (count.get(s) ?? 0) + 1);
  }
  fr.forEach((f, i) => {
    const years = byFranch.get(f.franchID);
    if (!years) {
      ctx.report({
        source: LAHMAN,
        file: 'lahman/TeamsFranchises.csv',
        line: i + 2,
        problem: `franchise ${f.franchID} has no Teams rows; skipped`,
      });
      return;
    }
    const last = years[years.length - 1];
    const active = f.active === 'Y';
    let slug = natural.get(f.franchID)!;
    // A defunct franchise sharing its name with another franchise (or a current team in another league) takes its first year.
    if (!active && (count.get(slug)! > 1 || usNames.has(slug))) {
      slug = `${slug}-${years[0].year}`;
      // Two same-named clubs founded the same year (1884 Washington Nationals, AA and UA) add their league.
      if (
        fr.some(
          (o) =>
            o !== f &&
            o.active !== 'Y' &&
            natural.get(o.franchID) === natural.get(f.franchID) &&
            byFranch.get(o.franchID)?.[0].year === years[0].year,
        )
      ) {
        slug = `${slug}-${years[0].lgID.toLowerCase()}`;
      }
    }
    const park = parks.get(homePark.get(last.key) ?? '');
    const { place, nickname } = splitTeamName(last.name);
    ctx.add('teams', {
      key: last.team,
      slug,
      league: 'mlb',
      name: last.name,
      city: park?.city || place,
      nickname,
      state: park?.state || null,
      country: park?.country || null,
      abbreviation: last.abbr,
      short_name: nickname,
      founded_year: years[0].year,
      last_year: last.year,
      is_active: active,
      home_venue: park ? `mlb:${park.key}` : null,
      conference: conferenceKey(last.lgID),
      division: divisionKey(last.lgID, last.divID),
      source: LAHMAN,
    });
    // Identities: runs of consecutive seasons with the same name and abbreviation.
    let start = 0;
    for (let j = 1; j <= years.length; j++) {
      const a = years[start];
      const b = years[j];
      if (b && b.name === a.name && b.abbr === a.abbr && b.year === years[j - 1].year + 1) continue;
      const end = years[j - 1];
      const sp = splitTeamName(a.name);
      ctx.add('team_identities', {
        key: `mlb:${f.franchID}:${a.year}`,
        team: a.team,
        first_year: a.year,
        last_year: end.year,
        name: a.name,
        city: sp.place,
        nickname: sp.nickname,
        abbreviation: a.abbr,
        source: LAHMAN,
      });
      start = j;
    }
  });
  const known = new Set(fr.map((f) => f.franchID));
  for (const [f, ys] of byFranch) {
    if (!known.has(f)) {
      ctx.report({
        source: LAHMAN,
        file: 'lahman/Teams.csv',
        line: ys[0].line,
        problem: `franchise ${f} missing from TeamsFranchises; its seasons reference no team`,
      });
    }
  }
}
