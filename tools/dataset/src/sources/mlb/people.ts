// People, players (season and postseason lines, rosters), awards, Hall of Fame, managers.
import type { BuildContext, Json } from '../../model';
import {
  LAHMAN,
  type Lahman,
  compact,
  int,
  personKey,
  readBigCsv,
  real,
  round3,
  seasonKey,
  slugify,
} from './common';
import type { ManagerRow, Series } from './standings';

type Rec = Record<string, string>;

const batCols: [string, string][] = [
  ['ab', 'AB'],
  ['r', 'R'],
  ['h', 'H'],
  ['2b', 'X2B'],
  ['3b', 'X3B'],
  ['hr', 'HR'],
  ['rbi', 'RBI'],
  ['sb', 'SB'],
  ['cs', 'CS'],
  ['bb', 'BB'],
  ['so', 'SO'],
  ['ibb', 'IBB'],
  ['hbp', 'HBP'],
  ['sh', 'SH'],
  ['sf', 'SF'],
  ['gidp', 'GIDP'],
];
const pitCols: [string, string][] = [
  ['w', 'W'],
  ['l', 'L'],
  ['g', 'G'],
  ['gs', 'GS'],
  ['cg', 'CG'],
  ['sho', 'SHO'],
  ['sv', 'SV'],
  ['ipo', 'IPouts'],
  ['h', 'H'],
  ['r', 'R'],
  ['er', 'ER'],
  ['hr', 'HR'],
  ['bb', 'BB'],
  ['so', 'SO'],
  ['ibb', 'IBB'],
  ['wp', 'WP'],
  ['hbp', 'HBP'],
  ['bk', 'BK'],
  ['bfp', 'BFP'],
  ['gf', 'GF'],
];
const posCols: [string, string][] = [
  ['P', 'G_p'],
  ['C', 'G_c'],
  ['1B', 'G_1b'],
  ['2B', 'G_2b'],
  ['3B', 'G_3b'],
  ['SS', 'G_ss'],
  ['LF', 'G_lf'],
  ['CF', 'G_cf'],
  ['RF', 'G_rf'],
  ['DH', 'G_dh'],
];

function pick(r: Rec, cols: [string, string][]): Record<string, number> {
  const o: Record<string, number> = {};
  for (const [k, c] of cols) {
    const v = int(r[c]);
    if (v !== null) o[k] = v;
  }
  return o;
}
function addInto(acc: Record<string, number>, x: Record<string, number>) {
  for (const [k, v] of Object.entries(x)) acc[k] = (acc[k] ?? 0) + v;
}
const era = (p: Record<string, number>) => (p.ipo ? Math.round((p.er * 27 * 100) / p.ipo) / 100 : undefined);

/** Position with the most games in an Appearances row (or summed rows); OF when only G_of is filled. */
function primaryPosition(games: Record<string, number>): string | null {
  let best: string | null = null;
  let n = 0;
  for (const [p] of posCols) {
    if ((games[p] ?? 0) > n) {
      n = games[p];
      best = p;
    }
  }
  if (!best && (games.OF ?? 0) > 0) best = 'OF';
  if (!best && (games.PH ?? 0) > 0) best = 'PH';
  if (!best && (games.PR ?? 0) > 0) best = 'PR';
  return best;
}
const posGames = (r: Rec) => ({
  ...pick(r, posCols),
  OF: int(r.G_of) ?? 0,
  PH: int(r.G_ph) ?? 0,
  PR: int(r.G_pr) ?? 0,
});

export function loadNames(ctx: BuildContext): Map<string, string> {
  const names = new Map<string, string>();
  for (const p of readBigCsv(ctx, 'lahman/People.csv'))
    names.set(p.playerID, [p.nameFirst, p.nameLast].filter(Boolean).join(' '));
  return names;
}

export function addPeople(
  ctx: BuildContext,
  lahman: Lahman,
  series: Series[],
  managers: ManagerRow[],
  managerRows: Rec[],
): void {
  const teamOf = (year: number, teamID: string, file: string, line: number) => {
    const t = lahman.byTeamId.get(`${year}:${teamID}`);
    if (!t)
      ctx.report({ source: LAHMAN, file, line, problem: `unknown team ${year} ${teamID}; team left empty` });
    return t;
  };

  // College: the school of the player's latest college year.
  const schools = new Map(ctx.readCsv('lahman/Schools.csv').map((s) => [s.schoolID, s.name_full]));
  const college = new Map<string, { year: number; school: string }>();
  ctx.readCsv('lahman/CollegePlaying.csv').forEach((c, i) => {
    const name = schools.get(c.schoolID);
    if (!name) {
      ctx.report({
        source: LAHMAN,
        file: 'lahman/CollegePlaying.csv',
        line: i + 2,
        problem: `unknown school ${c.schoolID}`,
      });
      return;
    }
    const y = Number(c.yearID);
    const cur = college.get(c.playerID);
    if (!cur || y > cur.year || (y === cur.year && name > cur.school))
      college.set(c.playerID, { year: y, school: name });
  });

  // Hall of Fame inductions. The 2009 Veterans Committee's "Preliminary poll" rows say Y for the candidates it put on
  // its ballot (Roger Maris, Steve Garvey …), none of whom it elected: on a ballot is not inducted.
  const hof = new Map<string, { year: number; category: string; votedBy: string }[]>();
  for (const h of ctx.readCsv('lahman/HallOfFame.csv')) {
    if (h.inducted !== 'Y' || /^preliminary poll$/i.test(h.needed_note ?? '')) continue;
    hof.set(h.playerID, [
      ...(hof.get(h.playerID) ?? []),
      { year: Number(h.yearID), category: h.category, votedBy: h.votedBy },
    ]);
  }

  // People
  const people = readBigCsv(ctx, 'lahman/People.csv');
  const known = new Set<string>();
  people.forEach((p, i) => {
    if (!p.playerID) {
      ctx.report({
        source: LAHMAN,
        file: 'lahman/People.csv',
        line: i + 2,
        problem: 'person without playerID; skipped',
      });
      return;
    }
    known.add(p.playerID);
    const full = [p.nameFirst, p.nameLast].filter(Boolean).join(' ');
    ctx.add('people', {
      key: personKey(p.playerID),
      slug: slugify(full) || slugify(p.playerID),
      first_name: p.nameFirst || null,
      last_name: p.nameLast || null,
      full_name: full || p.playerID,
      birth_date: /^\d{4}-\d{2}-\d{2}$/.test(p.birthDate) ? p.birthDate : null,
      birth_year: int(p.birthYear),
      birth_city: p.birthCity || null,
      birth_state: p.birthState || null,
      birth_country: p.birthCountry || null,
      death_date: /^\d{4}-\d{2}-\d{2}$/.test(p.deathDate) ? p.deathDate : null,
      height_inches: int(p.height),
      weight_pounds: int(p.weight),
      college: college.get(p.playerID)?.school ?? null,
      source: LAHMAN,
    });
  });

  // Appearances: rosters, positions, games started.
  const careerPos = new Map<string, Record<string, number>>();
  const apps = new Map<string, Rec>(); // `${pid}:${year}:${teamID}`
  const years = new Map<string, [number, number]>();
  const span = (pid: string, y: number) => {
    const s = years.get(pid);
    years.set(pid, s ? [Math.min(s[0], y), Math.max(s[1], y)] : [y, y]);
  };
  readBigCsv(ctx, 'lahman/Appearances.csv').forEach((a, i) => {
    const year = Number(a.yearID);
    const t = teamOf(year, a.teamID, 'lahman/Appearances.csv', i + 2);
    if (!t) return;
    const k = `${a.playerID}:${year}:${a.teamID}`;
    apps.set(k, a);
    span(a.playerID, year);
    const pg = posGames(a);
    const acc = careerPos.get(a.playerID) ?? {};
    addInto(acc, pg);
    careerPos.set(a.playerID, acc);
    ctx.add('roster_entries', {
      key: `mlb:${k}`,
      player: personKey(a.playerID),
      team: t.team,
      season: seasonKey(year),
      position: primaryPosition(pg),
      games: int(a.G_all),
      games_started: int(a.GS),
      source: LAHMAN,
    });
  });

  // Regular-season lines: one row per player-year-stint, batting and pitching merged.
  type Line = {
    pid: string;
    year: number;
    stint: number;
    teamID: string;
    bat?: Rec;
    pit?: Rec;
    line: number;
    file: string;
  };
  const lines = new Map<string, Line>();
  const stintsPerTeam = new Map<string, number>();
  const career = new Map<string, { bat: Record<string, number>; pit: Record<string, number>; g: number }>();
  for (const [file, kind] of [
    ['lahman/Batting.csv', 'bat'],
    ['lahman/Pitching.csv', 'pit'],
  ] as const) {
    readBigCsv(ctx, file).forEach((r, i) => {
      const k = `${r.playerID}:${r.yearID}:${r.stint}`;
      const cur = lines.get(k);
      if (cur) {
        if (cur[kind] || cur.teamID !== r.teamID) {
          ctx.report({
            source: LAHMAN,
            file,
            line: i + 2,
            problem: `${k}: stint already used for ${cur.teamID}; row skipped`,
          });
          return;
        }
        cur[kind] = r;
      } else {
        lines.set(k, {
          pid: r.playerID,
          year: Number(r.yearID),
          stint: Number(r.stint),
          teamID: r.teamID,
          [kind]: r,
          line: i + 2,
          file,
        });
      }
    });
  }
  for (const l of lines.values()) {
    const tk = `${l.pid}:${l.year}:${l.teamID}`;
    stintsPerTeam.set(tk, (stintsPerTeam.get(tk) ?? 0) + 1);
  }
  const sortedLines = [...lines.values()].sort(
    (a, b) => a.pid.localeCompare(b.pid) || a.year - b.year || a.stint - b.stint,
  );
  for (const l of sortedLines) {
    const t = teamOf(l.year, l.teamID, l.file, l.line);
    span(l.pid, l.year);
    const bat = l.bat ? pick(l.bat, batCols) : null;
    const pit = l.pit ? pick(l.pit, pitCols) : null;
    const c = career.get(l.pid) ?? { bat: {}, pit: {}, g: 0 };
    if (bat) addInto(c.bat, bat);
    if (pit) addInto(c.pit, pit);
    career.set(l.pid, c);
    const g = Math.max(int(l.bat?.G) ?? 0, int(l.pit?.G) ?? 0);
    const tk = `${l.pid}:${l.year}:${l.teamID}`;
    const app = stintsPerTeam.get(tk) === 1 ? apps.get(tk) : undefined;
    const stats: Record<string, Json> = {};
    if (bat && bat.ab !== undefined) {
      Object.assign(stats, bat);
      if (bat.ab > 0) stats.avg = round3(bat.h / bat.ab);
    }
    if (pit) stats.p = compact({ ...pit, era: era(pit), baopp: real(l.pit?.BAOpp) ?? undefined });
    ctx.add('player_seasons', {
      key: `mlb:${l.pid}:${l.year}:${l.stint}`,
      player: personKey(l.pid),
      season: seasonKey(l.year),
      team: t?.team ?? null,
      stint: l.stint,
      is_postseason: false,
      games_played: g || null,
      games_started: app ? int(app.GS) : null,
      stats,
      source: LAHMAN,
    });
  }

  // Postseason lines: one row per player-year-team, rounds summed (rounds listed in `rd`).
  type Post = {
    pid: string;
    year: number;
    teamID: string;
    bat?: Record<string, number>;
    pit?: Record<string, number>;
    rd: Set<string>;
    g: number;
    line: number;
    file: string;
  };
  const post = new Map<string, Post>();
  for (const [file, kind] of [
    ['lahman/BattingPost.csv', 'bat'],
    ['lahman/PitchingPost.csv', 'pit'],
  ] as const) {
    readBigCsv(ctx, file).forEach((r, i) => {
      const k = `${r.playerID}:${r.yearID}:${r.teamID}`;
      const p = post.get(k) ?? {
        pid: r.playerID,
        year: Number(r.yearID),
        teamID: r.teamID,
        rd: new Set<string>(),
        g: 0,
        line: i + 2,
        file,
      };
      p.rd.add(r.round);
      const x = pick(r, kind === 'bat' ? batCols : pitCols);
      if (kind === 'bat') {
        p.bat = p.bat ?? {};
        addInto(p.bat, x);
        p.g += int(r.G) ?? 0;
      } else {
        p.pit = p.pit ?? {};
        addInto(p.pit, x);
      }
      post.set(k, p);
    });
  }
  for (const p of [...post.values()].sort(
    (a, b) => a.pid.localeCompare(b.pid) || a.year - b.year || a.teamID.localeCompare(b.teamID),
  )) {
    const t = teamOf(p.year, p.teamID, p.file, p.line);
    span(p.pid, p.year); // e.g. Mark Kiger: 2006 postseason only
    const stats: Record<string, Json> = { rd: [...p.rd].sort() };
    if (p.bat) {
      Object.assign(stats, p.bat);
      if (p.bat.ab > 0) stats.avg = round3(p.bat.h / p.bat.ab);
    }
    if (p.pit) stats.p = compact({ ...p.pit, era: era(p.pit) });
    ctx.add('player_seasons', {
      key: `mlb:${p.pid}:${p.year}:post:${p.teamID}`,
      player: personKey(p.pid),
      season: seasonKey(p.year),
      team: t?.team ?? null,
      is_postseason: true,
      games_played: Math.max(p.g, p.pit?.g ?? 0) || null,
      stats,
      source: LAHMAN,
    });
  }

  // Players: everyone with an appearance or a batting/pitching line.
  const pmap = new Map(people.map((p) => [p.playerID, p]));
  const lastYear = lahman.years[lahman.years.length - 1];
  for (const pid of [...years.keys()].sort()) {
    const p = pmap.get(pid);
    if (!p) {
      ctx.report({
        source: LAHMAN,
        file: 'lahman/People.csv',
        problem: `player ${pid} has stats but no People row; skipped`,
      });
      continue;
    }
    const [first, last] = years.get(pid)!;
    const c = career.get(pid);
    const h = hof.get(pid) ?? [];
    const playerHof = h.find((x) => x.category === 'Player');
    const bat =
      c && c.bat.ab !== undefined
        ? { ...c.bat, avg: c.bat.ab > 0 ? round3(c.bat.h / c.bat.ab) : undefined }
        : undefined;
    const pit = c && c.pit.g ? compact({ ...c.pit, era: era(c.pit) }) : undefined;
    const full = [p.nameFirst, p.nameLast].filter(Boolean).join(' ');
    ctx.add('players', {
      key: personKey(pid),
      slug: slugify(full) || slugify(pid),
      person: personKey(pid),
      league: 'mlb',
      primary_position: primaryPosition(careerPos.get(pid) ?? {}),
      first_year: first,
      last_year: last,
      is_active: last === lastYear,
      hall_of_fame: !!playerHof,
      bats: p.bats || null,
      throws: p.throws || null,
      career: compact({
        id: pid,
        debut: p.debut || null,
        final: p.finalGame || null,
        bat: bat ? compact(bat) : null,
        p: pit ?? null,
        hof: h.length ? h.map((x) => `${x.year} ${x.category}`).join('; ') : null,
      }),
      source: LAHMAN,
    });
  }

  addAwards(ctx, lahman, known, hof);
  addManagers(ctx, lahman, series, managers, managerRows);
}

function addAwards(
  ctx: BuildContext,
  lahman: Lahman,
  known: Set<string>,
  hof: Map<string, { year: number; category: string; votedBy: string }[]>,
): void {
  // Teams per player-year (regular season and each postseason round) to attach an award to a team when unambiguous.
  const teamsOf = new Map<string, Map<string, string>>(); // `${pid}:${year}` → teamID → lgID
  for (const f of ['lahman/Batting.csv', 'lahman/Pitching.csv']) {
    for (const r of readBigCsv(ctx, f)) {
      const k = `${r.playerID}:${r.yearID}`;
      const m = teamsOf.get(k) ?? new Map<string, string>();
      m.set(r.teamID, r.lgID);
      teamsOf.set(k, m);
    }
  }
  const postTeam = new Map<string, string>(); // `${pid}:${year}:${round}` → teamID
  for (const f of ['lahman/BattingPost.csv', 'lahman/PitchingPost.csv']) {
    for (const r of readBigCsv(ctx, f)) postTeam.set(`${r.playerID}:${r.yearID}:${r.round}`, r.teamID);
  }
  const awardRound: Record<string, string> = {
    'World Series MVP': 'WS',
    'ALCS MVP': 'ALCS',
    'NLCS MVP': 'NLCS',
  };
  const used = new Set<string>();
  const add = (
    file: string,
    line: number,
    pid: string,
    award: string,
    year: number,
    lg: string,
    notes: string | null,
    teamID: string | null,
  ) => {
    if (!known.has(pid)) {
      ctx.report({
        source: LAHMAN,
        file,
        line,
        problem: `award ${award} ${year}: unknown person ${pid}; skipped`,
      });
      return;
    }
    const t = teamID ? lahman.byTeamId.get(`${year}:${teamID}`) : undefined;
    let slug = slugify(`mlb ${year} ${award} ${lg} ${pid}`);
    for (let n = 2; used.has(slug); n++) slug = slugify(`mlb ${year} ${award} ${lg} ${pid} ${n}`);
    used.add(slug);
    ctx.add('awards', {
      key: `mlb:${slug.slice(4)}`,
      slug,
      name: award,
      league: 'mlb',
      year,
      season: ctx.has('seasons', seasonKey(year)) ? seasonKey(year) : null,
      person: personKey(pid),
      team: t?.team ?? null,
      recipient_name: null,
      notes,
      source: LAHMAN,
    });
  };
  ctx.readCsv('lahman/AwardsPlayers.csv').forEach((a, i) => {
    const year = Number(a.yearID);
    let award = a.awardID;
    if (award === 'SIlver Slugger') award = 'Silver Slugger';
    let teamID: string | null = null;
    const rd = awardRound[award];
    if (rd) teamID = postTeam.get(`${a.playerID}:${year}:${rd}`) ?? null;
    else {
      const m = teamsOf.get(`${a.playerID}:${year}`);
      const cands = m ? [...m].filter(([, lg]) => a.lgID === 'ML' || lg === a.lgID).map(([t]) => t) : [];
      if (cands.length === 1) teamID = cands[0];
    }
    const notes = [a.lgID !== 'ML' ? a.lgID : null, a.notes || null, a.tie === 'Y' ? 'tie' : null]
      .filter(Boolean)
      .join('; ');
    add('lahman/AwardsPlayers.csv', i + 2, a.playerID, award, year, a.lgID, notes || null, teamID);
  });
  ctx.readCsv('lahman/AwardsManagers.csv').forEach((a, i) => {
    const notes = [a.lgID !== 'ML' ? a.lgID : null, a.notes || null, a.tie === 'Y' ? 'tie' : null]
      .filter(Boolean)
      .join('; ');
    add(
      'lahman/AwardsManagers.csv',
      i + 2,
      a.playerID,
      a.awardID,
      Number(a.yearID),
      a.lgID,
      notes || null,
      null,
    );
  });
  for (const [pid, list] of [...hof].sort((a, b) => a[0].localeCompare(b[0]))) {
    for (const h of list)
      add(
        'lahman/HallOfFame.csv',
        0,
        pid,
        'Baseball Hall of Fame',
        h.year,
        '',
        `${h.category}; elected by ${h.votedBy}`,
        null,
      );
  }
}

function addManagers(
  ctx: BuildContext,
  lahman: Lahman,
  series: Series[],
  managers: ManagerRow[],
  rows: Rec[],
): void {
  // Postseason W-L credited to the manager who finished the season.
  const lastMgr = new Map<string, ManagerRow>();
  for (const m of managers) {
    const k = `${m.year}:${m.teamID}`;
    const cur = lastMgr.get(k);
    if (!cur || m.inseason > cur.inseason) lastMgr.set(k, m);
  }
  const pw = new Map<ManagerRow, [number, number]>();
  for (const s of series) {
    for (const [t, w, l] of [
      [s.winner, s.wins, s.losses],
      [s.loser, s.losses, s.wins],
    ] as const) {
      const m = lastMgr.get(`${s.year}:${t.teamID}`);
      if (!m) continue;
      const cur = pw.get(m) ?? [0, 0];
      pw.set(m, [cur[0] + w, cur[1] + l]);
    }
  }
  const coaches = new Set<string>();
  managers.forEach((m, i) => {
    const r = rows[i];
    const t = lahman.byTeamId.get(`${m.year}:${m.teamID}`);
    if (!t) {
      ctx.report({
        source: LAHMAN,
        file: 'lahman/Managers.csv',
        line: i + 2,
        problem: `unknown team ${m.year} ${m.teamID}; stint skipped`,
      });
      return;
    }
    if (!coaches.has(m.playerID)) {
      coaches.add(m.playerID);
      ctx.add('coaches', {
        key: personKey(m.playerID),
        slug: slugify(m.name) || slugify(m.playerID),
        person: personKey(m.playerID),
        league: 'mlb',
        source: LAHMAN,
      });
    }
    const g = int(r.G);
    const w = int(r.W);
    const l = int(r.L);
    const ties = g !== null && w !== null && l !== null && g - w - l > 0 ? g - w - l : 0;
    const p = pw.get(m);
    ctx.add('coach_stints', {
      key: `mlb:${m.playerID}:${m.year}:${m.teamID}:${m.inseason}`,
      coach: personKey(m.playerID),
      team: t.team,
      season: seasonKey(m.year),
      start_year: m.year,
      end_year: m.year,
      title: 'Manager',
      is_head_coach: true,
      games: g,
      wins: w,
      losses: l,
      ties,
      playoff_wins: p?.[0] ?? null,
      playoff_losses: p?.[1] ?? null,
      source: LAHMAN,
    });
  });
}
