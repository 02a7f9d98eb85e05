// Hockey Databank: standings 1917-18..2017-18, Stanley Cup Finals, players, stats, awards, coaches.
import type { BuildContext } from '../../model';
import {
  compact,
  DB,
  dbFile,
  HAND,
  int,
  readHand,
  recordText,
  round3,
  seasonKey,
  seasonLabel,
  slugify,
} from './common';
import type { Franchises } from './teams';

export interface FinalResult {
  year: number;
  winner: string | null;
  runnerUp: string | null;
  winnerName: string | null;
  runnerUpName: string | null;
  series: string | null;
  overtime: string | null;
  gameDate: string | null;
  venueName: string | null;
  city: string | null;
  state: string | null;
  coach: string | null;
  notes: string | null;
  source: string;
}

export interface TeamSeasonOut {
  key: string;
  team: string;
  year: number;
  row: Record<string, unknown>;
}

export interface Databank {
  people: Map<string, { name: string; slug: string }>; // person key → name
  coachName(year: number, team: string): string | null;
  /** The team's last head coach of the season (in charge at season end). */
  lastCoach(year: number, team: string): string | null;
  teamRecord: Map<string, string>; // `${year}:${team}` → 'W-L-T'
  /** Conn Smythe winner per season start year. */
  connSmythe: Map<number, { name: string; person: string | null }>;
}

const awardNames: Record<string, string> = {
  'Art Ross': 'Art Ross Trophy',
  Hart: 'Hart Memorial Trophy',
  Vezina: 'Vezina Trophy',
  'Lady Byng': 'Lady Byng Memorial Trophy',
  Calder: 'Calder Memorial Trophy',
  Norris: 'James Norris Memorial Trophy',
  Jennings: 'William M. Jennings Trophy',
  'Conn Smythe': 'Conn Smythe Trophy',
  Masterton: 'Bill Masterton Memorial Trophy',
  Selke: 'Frank J. Selke Trophy',
  Pearson: 'Lester B. Pearson Award',
  'King Clancy': 'King Clancy Memorial Trophy',
  'Plus-Minus': 'NHL Plus-Minus Award',
  Richard: 'Maurice "Rocket" Richard Trophy',
  Foundation: 'NHL Foundation Player Award',
  Messier: 'Mark Messier Leadership Award',
  Lindsay: 'Ted Lindsay Award',
  Crozier: 'Roger Crozier Saving Grace Award',
  'First Team All-Star': 'NHL First All-Star Team',
  'Second Team All-Star': 'NHL Second All-Star Team',
  'All-Rookie': 'NHL All-Rookie Team',
  'Jack Adams': 'Jack Adams Award',
};

export function databankPeople(ctx: BuildContext, fr: Franchises): Databank {
  const master = ctx.readCsv(dbFile('Master.csv'));
  const scoring = ctx.readCsv(dbFile('Scoring.csv'));
  const goalies = ctx.readCsv(dbFile('Goalies.csv'));
  const coachesCsv = ctx.readCsv(dbFile('Coaches.csv'));
  const hof = ctx.readCsv(dbFile('HOF.csv'));
  const hofPlayers = new Set(hof.filter((h) => h.category === 'Player').map((h) => h.hofID));

  const nhlPlayers = new Set(scoring.filter((r) => r.lgID === 'NHL').map((r) => r.playerID));
  const nhlCoaches = new Set(coachesCsv.filter((r) => r.lgID === 'NHL').map((r) => r.coachID));
  const people = new Map<string, { name: string; slug: string }>();
  const personOfCoach = new Map<string, string>();
  let otherLeagues = 0;
  for (const m of master) {
    const isPlayer = m.playerID && nhlPlayers.has(m.playerID);
    const isCoach = m.coachID && nhlCoaches.has(m.coachID);
    if (!isPlayer && !isCoach) {
      otherLeagues++;
      continue;
    }
    const key = `nhl:${m.playerID || m.coachID}`;
    const full = [m.firstName, m.lastName].filter(Boolean).join(' ');
    const slug = slugify(full) || slugify(m.playerID || m.coachID);
    const y = int(m.birthYear);
    const mo = int(m.birthMon);
    const d = int(m.birthDay);
    const dy = int(m.deathYear);
    const dmo = int(m.deathMon);
    const dd = int(m.deathDay);
    const iso = (a: number | null, b: number | null, c: number | null) =>
      a && b && c ? `${a}-${String(b).padStart(2, '0')}-${String(c).padStart(2, '0')}` : null;
    ctx.add('people', {
      key,
      slug,
      first_name: m.firstName || null,
      last_name: m.lastName || null,
      full_name: full,
      birth_date: iso(y, mo, d),
      birth_year: y,
      birth_city: m.birthCity || null,
      birth_state: m.birthState || null,
      birth_country: m.birthCountry || null,
      death_date: iso(dy, dmo, dd),
      height_inches: int(m.height),
      weight_pounds: int(m.weight),
      college: null,
      source: DB,
    });
    people.set(key, { name: full, slug });
    if (isCoach) personOfCoach.set(m.coachID, key);
    if (isPlayer) {
      ctx.add('players', {
        key: `nhl:${m.playerID}`,
        slug,
        person: key,
        league: 'nhl',
        primary_position: m.pos || null,
        first_year: int(m.firstNHL),
        last_year: int(m.lastNHL),
        is_active: null,
        hall_of_fame: !!m.hofID && hofPlayers.has(m.hofID),
        shoots: m.shootCatch || null,
        source: DB,
      });
    }
  }
  ctx.report({
    source: DB,
    file: dbFile('Master.csv'),
    problem: `${otherLeagues} people with no NHL playing or coaching record (NHA/PCHA/WCHL/WHA only, or builders) not added`,
  });

  // Player seasons: Scoring (every player) merged with Goalies on playerID/year/stint.
  const goalieRow = new Map(
    goalies.filter((g) => g.lgID === 'NHL').map((g) => [`${g.playerID}:${g.year}:${g.stint}`, g]),
  );
  const career = new Map<string, Record<string, number>>();
  const addTo = (pid: string, k: string, v: number | null) => {
    if (v === null) return;
    const c = career.get(pid) ?? {};
    c[k] = (c[k] ?? 0) + v;
    career.set(pid, c);
  };
  const teamsOfPlayerYear = new Map<string, Set<string>>();
  scoring.forEach((r, i) => {
    if (r.lgID !== 'NHL') return;
    const year = Number(r.year);
    const team = fr.databankTeam(year, r.tmID);
    if (!team) {
      ctx.report({
        source: DB,
        file: dbFile('Scoring.csv'),
        line: i + 2,
        problem: `team ${r.tmID} ${year} unknown`,
      });
      return;
    }
    const k = `${r.playerID}:${r.year}`;
    const s = teamsOfPlayerYear.get(k) ?? new Set();
    s.add(team);
    teamsOfPlayerYear.set(k, s);
    const g = goalieRow.get(`${r.playerID}:${r.year}:${r.stint}`);
    const stats = compact({
      pos: r.pos || null,
      g: int(r.G),
      a: int(r.A),
      pts: int(r.Pts),
      pim: int(r.PIM),
      pm: int(r['+/-']),
      ppg: int(r.PPG),
      ppa: int(r.PPA),
      shg: int(r.SHG),
      sha: int(r.SHA),
      gwg: int(r.GWG),
      gtg: int(r.GTG),
      sog: int(r.SOG),
      ggp: g ? int(g.GP) : null,
      min: g ? int(g.Min) : null,
      w: g ? int(g.W) : null,
      l: g ? int(g.L) : null,
      tol: g ? int(g['T/OL']) : null,
      eng: g ? int(g.ENG) : null,
      sho: g ? int(g.SHO) : null,
      ga: g ? int(g.GA) : null,
      sa: g ? int(g.SA) : null,
    });
    const base = `nhl:ps:${r.playerID}:${r.year}:${r.stint}`;
    ctx.add('player_seasons', {
      key: base,
      player: `nhl:${r.playerID}`,
      season: seasonKey(year),
      team,
      stint: Number(r.stint),
      is_postseason: false,
      games_played: int(r.GP),
      stats,
      source: DB,
    });
    for (const [c, v] of [
      ['gp', int(r.GP)],
      ['g', int(r.G)],
      ['a', int(r.A)],
      ['pts', int(r.Pts)],
      ['pim', int(r.PIM)],
    ] as const)
      addTo(r.playerID, c, v);
    if (g)
      for (const [c, v] of [
        ['ggp', int(g.GP)],
        ['w', int(g.W)],
        ['l', int(g.L)],
        ['tol', int(g['T/OL'])],
        ['sho', int(g.SHO)],
        ['ga', int(g.GA)],
        ['min', int(g.Min)],
      ] as const)
        addTo(r.playerID, c, v);
    const pgp = Math.max(int(r.PostGP) ?? 0, g ? (int(g.PostGP) ?? 0) : 0);
    if (pgp > 0) {
      ctx.add('player_seasons', {
        key: `${base}:post`,
        player: `nhl:${r.playerID}`,
        season: seasonKey(year),
        team,
        stint: Number(r.stint),
        is_postseason: true,
        games_played: int(r.PostGP) ?? pgp,
        stats: compact({
          pos: r.pos || null,
          g: int(r.PostG),
          a: int(r.PostA),
          pts: int(r.PostPts),
          pim: int(r.PostPIM),
          pm: int(r['Post+/-']),
          ppg: int(r.PostPPG),
          ppa: int(r.PostPPA),
          shg: int(r.PostSHG),
          sha: int(r.PostSHA),
          gwg: int(r.PostGWG),
          sog: int(r.PostSOG),
          ggp: g ? int(g.PostGP) : null,
          min: g ? int(g.PostMin) : null,
          w: g ? int(g.PostW) : null,
          l: g ? int(g.PostL) : null,
          t: g ? int(g.PostT) : null,
          eng: g ? int(g.PostENG) : null,
          sho: g ? int(g.PostSHO) : null,
          ga: g ? int(g.PostGA) : null,
          sa: g ? int(g.PostSA) : null,
        }),
        source: DB,
      });
      for (const [c, v] of [
        ['pgp', int(r.PostGP)],
        ['pg', int(r.PostG)],
        ['pa', int(r.PostA)],
        ['ppts', int(r.PostPts)],
      ] as const)
        addTo(r.playerID, c, v);
    }
  });
  for (const [pid, c] of career) {
    const row = ctx.get('players', `nhl:${pid}`);
    if (row) Object.assign(row, { career: c });
  }

  // Awards (NHL only; WHA awards belong to another league).
  const connSmythe = new Map<number, { name: string; person: string | null }>();
  const addAward = (
    award: string,
    year: number,
    pid: string | null,
    name: string,
    notes: string | null,
    src: string,
    team?: string | null,
  ) => {
    const person = pid && people.has(`nhl:${pid}`) ? `nhl:${pid}` : null;
    if (award === 'Conn Smythe') connSmythe.set(year, { name, person });
    const who = person ? people.get(person)!.slug : slugify(name);
    const full = awardNames[award] ?? award;
    let t = team ?? null;
    if (t === undefined || t === null) {
      const ts = pid ? teamsOfPlayerYear.get(`${pid}:${year}`) : undefined;
      t = ts && ts.size === 1 ? [...ts][0] : null;
    }
    ctx.add('awards', {
      key: `nhl:award:${slugify(award)}:${year}:${pid ?? slugify(name)}`,
      slug: `nhl-${seasonLabel(year)}-${slugify(full)}-${who}`,
      name: full,
      league: 'nhl',
      year,
      season: seasonKey(year),
      person,
      team: t,
      recipient_name: name,
      notes,
      source: src,
    });
  };
  ctx.readCsv(dbFile('AwardsPlayers.csv')).forEach((r) => {
    if (r.lgID !== 'NHL') return;
    const p = people.get(`nhl:${r.playerID}`);
    const notes = [r.pos ? `pos ${r.pos}` : '', r.note].filter(Boolean).join('; ') || null;
    addAward(r.award, Number(r.year), r.playerID, p?.name ?? r.playerID, notes, DB);
  });
  for (const h of readHand(ctx, 'conn_smythe.csv')) {
    addAward('Conn Smythe', Number(h.year), h.mvp_id || null, h.mvp_name, null, HAND, h.mvp_team);
  }
  ctx.readCsv(dbFile('AwardsCoaches.csv')).forEach((r, i) => {
    if (r.lgID !== 'NHL') return;
    const person = personOfCoach.get(r.coachID);
    if (!person) {
      ctx.report({
        source: DB,
        file: dbFile('AwardsCoaches.csv'),
        line: i + 2,
        problem: `coach ${r.coachID} not in Master`,
      });
      return;
    }
    const year = Number(r.year);
    const full = awardNames[r.award] ?? r.award;
    const label = r.award.includes('All-Star') ? `${full} (coach)` : full;
    ctx.add('awards', {
      key: `nhl:award:coach-${slugify(r.award)}:${year}:${r.coachID}`,
      slug: `nhl-${seasonLabel(year)}-${slugify(label)}-${people.get(person)!.slug}`,
      name: label,
      league: 'nhl',
      year,
      season: seasonKey(year),
      person,
      recipient_name: people.get(person)!.name,
      notes: r.note || null,
      source: DB,
    });
  });

  // Coaches and their team-season stints.
  const coachNames = new Map<string, string[]>(); // `${year}:${team}` → names in stint order
  const stints = coachesCsv
    .map((r, i) => ({ r, line: i + 2 }))
    .filter((x) => x.r.lgID === 'NHL')
    .sort(
      (a, b) =>
        Number(a.r.year) - Number(b.r.year) ||
        a.r.tmID.localeCompare(b.r.tmID) ||
        Number(a.r.stint) - Number(b.r.stint),
    );
  for (const { r, line } of stints) {
    const year = Number(r.year);
    const person = personOfCoach.get(r.coachID);
    const team = fr.databankTeam(year, r.tmID);
    if (!person || !team) {
      ctx.report({
        source: DB,
        file: dbFile('Coaches.csv'),
        line,
        problem: `coach ${r.coachID} (${year} ${r.tmID}) has no Master row or team; stint skipped`,
      });
      continue;
    }
    const coach = `nhl:${r.coachID}`;
    if (!ctx.has('coaches', coach))
      ctx.add('coaches', { key: coach, slug: people.get(person)!.slug, person, league: 'nhl', source: DB });
    ctx.add('coach_stints', {
      key: `nhl:cs:${r.coachID}:${year}:${r.tmID}:${r.stint}`,
      coach,
      team,
      season: seasonKey(year),
      start_year: year,
      end_year: year,
      title: r.notes ? `Head Coach (${r.notes})` : 'Head Coach',
      is_head_coach: true,
      games: int(r.g),
      wins: int(r.w),
      losses: int(r.l),
      ties: int(r.t),
      playoff_wins: int(r.postw),
      playoff_losses: int(r.postl),
      source: DB,
    });
    const k = `${year}:${team}`;
    const l = coachNames.get(k) ?? [];
    if (!l.includes(people.get(person)!.name)) l.push(people.get(person)!.name);
    coachNames.set(k, l);
  }

  return {
    people,
    coachName: (year, team) => coachNames.get(`${year}:${team}`)?.join(' / ') ?? null,
    lastCoach: (year, team) => coachNames.get(`${year}:${team}`)?.at(-1) ?? null,
    teamRecord: new Map(),
    connSmythe,
  };
}

/** Standings from Teams.csv (NHL rows). */
export function databankStandings(ctx: BuildContext, fr: Franchises, db: Databank): TeamSeasonOut[] {
  const abbrev = new Map(
    ctx
      .readCsv(dbFile('abbrev.csv'))
      .filter((r) => r.Type === 'Playoffs')
      .map((r) => [r.Code, r.Fullname]),
  );
  const out: TeamSeasonOut[] = [];
  ctx.readCsv(dbFile('Teams.csv')).forEach((r, i) => {
    if (r.lgID !== 'NHL') return;
    const year = Number(r.year);
    const team = fr.databankTeam(year, r.tmID);
    if (!team) return; // reported by buildFranchises
    const id = fr.seasons.get(team)!.get(year)!;
    const g = fr.groupOf(year, team);
    const gp = int(r.G) ?? 0;
    const w = int(r.W) ?? 0;
    const l = int(r.L) ?? 0;
    const t = int(r.T);
    const otl = int(r.OTL);
    const pts = int(r.Pts);
    db.teamRecord.set(`${year}:${team}`, recordText(w, l, t, otl));
    if (r.playoff && !abbrev.has(r.playoff)) {
      ctx.report({
        source: DB,
        file: dbFile('Teams.csv'),
        line: i + 2,
        problem: `unknown playoff code ${r.playoff}`,
      });
    }
    out.push({
      key: `nhl:ts:${year}:${team.slice(4)}`,
      team,
      year,
      row: {
        name: id.name,
        abbreviation: id.abbreviation,
        conference: g.conference,
        division: g.division,
        games_played: gp,
        wins: w,
        losses: l,
        ties: t,
        ot_losses: otl,
        points: pts,
        win_percentage: gp ? round3((w + (t ?? 0) / 2) / gp) : null,
        rank: int(r.rank),
        points_for: int(r.GF),
        points_against: int(r.GA),
        playoff_result: r.playoff ? (abbrev.get(r.playoff) ?? r.playoff) : null,
        playoff_position: r.playoff === 'SC' ? 'champion' : r.playoff ? 'playoffs' : 'eliminated',
        is_champion: r.playoff === 'SC',
        head_coach_name: db.coachName(year, team),
        stats: compact({
          ptsPct: gp && pts !== null ? round3(pts / (2 * gp)) : null,
          sow: int(r.SoW),
          sol: int(r.SoL),
          pim: int(r.PIM),
          bench: int(r.BenchMinor),
          ppg: int(r.PPG),
          ppc: int(r.PPC),
          sha: int(r.SHA),
          pkg: int(r.PKG),
          pkc: int(r.PKC),
          shf: int(r.SHF),
        }),
        derived_from_games: false,
        source: DB,
      },
    });
  });
  return out;
}

/** Stanley Cup Finals from SeriesPost (round SCF), checked against Teams' 'SC' (won Stanley Cup) flag. */
export function databankFinals(ctx: BuildContext, fr: Franchises, db: Databank): FinalResult[] {
  const teams = ctx.readCsv(dbFile('Teams.csv'));
  const nameOf = new Map(teams.map((t) => [`${t.year}:${t.lgID}:${t.tmID}`, t.name]));
  const scTeam = new Map(teams.filter((t) => t.playoff === 'SC').map((t) => [Number(t.year), t.tmID]));
  const out: FinalResult[] = [];
  ctx.readCsv(dbFile('SeriesPost.csv')).forEach((r, i) => {
    const year = Number(r.year);
    if (r.round !== 'SCF' || year < 1917) return;
    const line = i + 2;
    let [wT, wL, lT, lL] = [r.tmIDWinner, r.lgIDWinner, r.tmIDLoser, r.lgIDLoser];
    const [W, L, gW, gL] = [int(r.W)!, int(r.L)!, int(r.GoalsWinner), int(r.GoalsLoser)];
    const T = int(r.T) ?? 0;
    const sc = scTeam.get(year);
    if (sc && sc === lT) {
      // Only the team columns are reversed: W-L and goals (3-2, 15-11 in 1919-20) belong to the Cup winner.
      ctx.report({
        source: DB,
        file: dbFile('SeriesPost.csv'),
        line,
        problem: `SCF ${year}: winner/loser teams reversed against Teams (${sc} won the Stanley Cup); teams swapped, W-L and goals kept`,
      });
      [wT, wL, lT, lL] = [lT, lL, wT, wL];
    }
    const wName = nameOf.get(`${year}:${wL}:${wT}`) ?? wT;
    const lName = nameOf.get(`${year}:${lL}:${lT}`) ?? lT;
    const wKey = wL === 'NHL' ? (fr.databankTeam(year, wT) ?? null) : null;
    const lKey = lL === 'NHL' ? (fr.databankTeam(year, lT) ?? null) : null;
    const series = T > 0 ? `${W}-${L}-${T}` : `${W}-${L}`;
    const goals = gW !== null && gL !== null ? `Goals ${gW}-${gL}.` : '';
    if (r.note === 'ND') {
      out.push({
        year,
        winner: null,
        runnerUp: null,
        winnerName: null,
        runnerUpName: null,
        series: null,
        overtime: null,
        gameDate: null,
        venueName: null,
        city: null,
        state: null,
        coach: null,
        source: DB,
        notes: `No champion: the Final between the ${lName} (${lL}) and the ${wName} (${wL}) was abandoned with the series level at ${W}-${L} in games (databank goals ${gW}-${gL} to ${wName}) because of the influenza epidemic; the Stanley Cup was not awarded.`,
      });
      return;
    }
    const cross =
      wL !== 'NHL' || lL !== 'NHL'
        ? `Challenge-era Final between league champions (${wName}, ${wL}; ${lName}, ${lL}).`
        : '';
    out.push({
      year,
      winner: wKey,
      runnerUp: lKey,
      winnerName: wName,
      runnerUpName: lName,
      series,
      overtime: null,
      gameDate: null,
      venueName: null,
      city: null,
      state: null,
      coach: wKey ? db.lastCoach(year, wKey) : null,
      notes:
        [cross, goals, r.note && r.note !== 'ND' ? `databank note ${r.note}` : '']
          .filter(Boolean)
          .join(' ') || null,
      source: DB,
    });
  });
  return out;
}
