// Franchises: which franchise each Pro-Football-Reference standings row belongs to, teams + identities,
// conferences and divisions (current from spreadspoke nfl_teams, 1970-2001 from its pre-2002 columns).
//
// Franchise resolution: every standings row (season, team) is matched to a FiveThirtyEight team code by its exact
// W-L-T and points for/against computed from nfl_games.csv. 538 codes are franchise ids (ARI covers the Chicago,
// St. Louis, Phoenix and Arizona Cardinals; CLE the Browns 1946-; BAL the Ravens from 1996), so they give each
// row's franchise, including the defunct ones. Where that disagrees with the standings' own modern_name (the
// AAFC Buffalo Bills, the 1947-50 Baltimore Colts and the 1952 Dallas Texans are NOT today's Bills, Colts and
// Chiefs) the 538 franchise wins and the row is reported.
import type { BuildContext } from '../../model';
import { F, S, L, hand, handSource, int, num, slugify, splitName } from './util';
import type { Venues } from './venues';

export type Family = 'NFL' | 'AAFC' | 'AFL';

export interface Standing {
  line: number;
  league: string; // apfa | nfl | aafc | afl
  family: Family;
  season: number;
  name: string;
  modern: string;
  w: number;
  l: number;
  t: number;
  pct: number | null;
  pf: number | null;
  pa: number | null;
  extra: Record<string, number>;
  team: string; // franchise key
}

export interface FteGame {
  line: number;
  date: string;
  season: number;
  neutral: boolean;
  playoff: boolean;
  t1: string;
  t2: string;
  s1: number;
  s2: number;
}

export interface Alignment {
  conference: string | null; // conference key
  division: string | null; // division key
}

export interface Teams {
  standings: Standing[];
  fteGames: FteGame[];
  /** Franchise key for a 538 code in a season (null: not a league team in the standings). */
  fteTeam(season: number, code: string): string | null;
  /** Franchise key for a team name used in a season (standings names, spreadspoke names). */
  byName(season: number, name: string): string | null;
  /** Name/abbreviation the franchise used in a season. */
  nameIn(team: string, season: number): string | null;
  abbrIn(team: string, season: number): string;
  standing(team: string, season: number): Standing | undefined;
  alignment(team: string, season: number): Alignment;
  familyOf(team: string, season: number): Family;
  /** Current team keys by spreadspoke/draft code. */
  byCode(code: string, season: number): string | null;
}

const LEAGUE_FAMILY: Record<string, Family> = { apfa: 'NFL', nfl: 'NFL', aafc: 'AAFC', afl: 'AFL' };
/** 538 / spreadspoke codes of current franchises whose team key differs. */
const CURRENT_KEY: Record<string, string> = { OAK: 'LV', WSH: 'WAS', LVR: 'LV' };

export function loadFte(ctx: BuildContext): FteGame[] {
  const out: FteGame[] = [];
  ctx.readCsv(F.fte).forEach((r, i) => {
    const s1 = int(r.score1);
    const s2 = int(r.score2);
    const season = int(r.season);
    if (s1 == null || s2 == null || season == null || !/^\d{4}-\d{2}-\d{2}$/.test(r.date ?? '')) {
      ctx.report({
        source: S.fte,
        file: F.fte,
        line: i + 2,
        problem: 'game without date/season/scores skipped',
      });
      return;
    }
    out.push({
      line: i + 2,
      date: r.date,
      season,
      neutral: r.neutral === '1',
      playoff: r.playoff === '1',
      t1: r.team1,
      t2: r.team2,
      s1,
      s2,
    });
  });
  return out;
}

type Rec = [number, number, number, number, number];

function records(games: FteGame[], allowed?: Set<string>): Map<string, Rec> {
  const m = new Map<string, Rec>();
  for (const g of games) {
    if (g.playoff) continue;
    if (allowed && (!allowed.has(g.t1) || !allowed.has(g.t2))) continue;
    for (const [t, a, b] of [
      [g.t1, g.s1, g.s2],
      [g.t2, g.s2, g.s1],
    ] as [string, number, number][]) {
      let r = m.get(t);
      if (!r) m.set(t, (r = [0, 0, 0, 0, 0]));
      r[a > b ? 0 : a < b ? 1 : 2]++;
      r[3] += a;
      r[4] += b;
    }
  }
  return m;
}

export function buildTeams(ctx: BuildContext, venues: Venues): Teams {
  // ---- spreadspoke team list: current ids, short names, alignment
  const ssTeams = ctx.readCsv(F.ssTeams);
  const currentIds = new Set(ssTeams.map((t) => t.team_id));
  const keyOfId = (id: string) => `${L}:${CURRENT_KEY[id] ?? id}`;
  const ssByName = new Map(ssTeams.map((t) => [t.team_name, t]));

  // ---- standings
  const standings: Standing[] = [];
  ctx.readCsv(F.standings).forEach((r, i) => {
    const season = int(r.season);
    const w = int(r.W);
    const l = int(r.L);
    const fam = LEAGUE_FAMILY[r.league];
    if (season == null || w == null || l == null || !fam || !r.Tm) {
      ctx.report({
        source: S.standings,
        file: F.standings,
        line: i + 2,
        problem: 'standings row without season/team/W/L skipped',
      });
      return;
    }
    const extra: Record<string, number> = {};
    for (const [k, col] of [
      ['pd', 'PD'],
      ['mov', 'MoV'],
      ['sos', 'SoS'],
      ['srs', 'SRS'],
      ['osrs', 'OSRS'],
      ['dsrs', 'DSRS'],
    ]) {
      const v = num(r[col]);
      if (v != null) extra[k] = v;
    }
    standings.push({
      line: i + 2,
      league: r.league,
      family: fam,
      season,
      name: r.Tm.trim(),
      modern: (r.modern_name ?? '').trim(),
      w,
      l,
      t: int(r.T) ?? 0,
      pct: num(r['W-L%']),
      pf: int(r.PF),
      pa: int(r.PA),
      extra,
      team: '',
    });
  });

  // ---- 538 games and record matching
  const fteGames = loadFte(ctx);
  const fteBySeason = new Map<number, FteGame[]>();
  for (const g of fteGames) {
    let a = fteBySeason.get(g.season);
    if (!a) fteBySeason.set(g.season, (a = []));
    a.push(g);
  }
  const codeOfRow = new Map<Standing, string>();
  const bySeason = new Map<number, Standing[]>();
  for (const s of standings) {
    let a = bySeason.get(s.season);
    if (!a) bySeason.set(s.season, (a = []));
    a.push(s);
  }
  const recKey = (r: Rec | [number, number, number, number | null, number | null]) => r.join('|');
  for (const [season, rows] of bySeason) {
    const games = fteBySeason.get(season);
    if (!games) continue;
    const open = new Map<string, Standing[]>();
    for (const s of rows) {
      const k = recKey([s.w, s.l, s.t, s.pf, s.pa]);
      open.set(k, [...(open.get(k) ?? []), s]);
    }
    const matched = new Map<string, Standing>();
    const tryMatch = (recs: Map<string, Rec>, keyFn: (r: Rec) => string, pool: Map<string, Standing[]>) => {
      for (const code of [...recs.keys()].sort()) {
        if (matched.has(code)) continue;
        const cands = (pool.get(keyFn(recs.get(code)!)) ?? []).filter((s) => !codeOfRow.has(s));
        const rivals = [...recs.entries()].filter(
          ([c, r]) => !matched.has(c) && keyFn(r) === keyFn(recs.get(code)!),
        );
        if (cands.length === 1 && rivals.length === 1) {
          matched.set(code, cands[0]);
          codeOfRow.set(cands[0], code);
        }
      }
    };
    tryMatch(records(games), recKey, open);
    // second pass: unmatched codes' records against league (already matched) opponents only
    const league = new Set(matched.keys());
    const vsLeague = new Map<string, Rec>();
    const others = new Set<string>();
    for (const g of games) for (const t of [g.t1, g.t2]) if (!league.has(t)) others.add(t);
    for (const c of [...others].sort()) {
      const r = records(
        games.filter((g) => (g.t1 === c && league.has(g.t2)) || (g.t2 === c && league.has(g.t1))),
      ).get(c);
      if (r) vsLeague.set(c, r);
    }
    tryMatch(vsLeague, recKey, open);
    // last resort: W-L-T only, among rows and codes still unmatched
    const wlt = new Map<string, Standing[]>();
    for (const s of rows)
      if (!codeOfRow.has(s)) wlt.set(`${s.w}|${s.l}|${s.t}`, [...(wlt.get(`${s.w}|${s.l}|${s.t}`) ?? []), s]);
    tryMatch(records(games), (r) => `${r[0]}|${r[1]}|${r[2]}`, wlt);
  }

  // modern_name -> current franchise, learnt from rows matched to current codes
  const modernKey = new Map<string, string>();
  for (const [s, code] of codeOfRow) {
    const id = code === 'WSH' ? 'WAS' : code;
    if (s.modern && currentIds.has(id) && !modernKey.has(s.modern)) modernKey.set(s.modern, keyOfId(id));
  }
  for (const t of ssTeams) if (!modernKey.has(t.team_name)) modernKey.set(t.team_name, keyOfId(t.team_id));

  const codeKey = (code: string) => {
    const id = code === 'WSH' ? 'WAS' : code;
    return currentIds.has(id) ? keyOfId(id) : `${L}:old-${code}`;
  };
  const nameKeyMemo = new Map<string, string>(); // family|name -> key learnt from matched rows
  for (const [s, code] of [...codeOfRow].sort((a, b) => a[0].line - b[0].line)) {
    const k = `${s.family}|${s.name}`;
    if (!nameKeyMemo.has(k)) nameKeyMemo.set(k, codeKey(code));
  }
  const leftovers: Standing[] = [];
  for (const s of standings) {
    const code = codeOfRow.get(s);
    const fromModern = s.modern ? modernKey.get(s.modern) : undefined;
    if (code) {
      s.team = codeKey(code);
      if (s.modern && fromModern !== s.team) {
        ctx.report({
          source: S.standings,
          file: F.standings,
          line: s.line,
          problem: `${s.league.toUpperCase()} ${s.season} ${s.name}: modern_name '${s.modern}' is wrong; the games (538 franchise code ${code}) show a different franchise, which is used`,
        });
      }
    } else if (fromModern) {
      s.team = fromModern;
    } else if (nameKeyMemo.has(`${s.family}|${s.name}`)) {
      s.team = nameKeyMemo.get(`${s.family}|${s.name}`)!;
    } else leftovers.push(s);
  }
  // a season's one remaining row and one remaining 538 code belong together (records differ by a missing game)
  for (const s of leftovers) {
    const games = fteBySeason.get(s.season) ?? [];
    const taken = new Set(standings.filter((x) => x.season === s.season && x.team).map((x) => x.team));
    const rowsLeft = leftovers.filter((x) => x.season === s.season && !x.team);
    const codes = [...new Set(games.flatMap((g) => [g.t1, g.t2]))].filter((c) => !taken.has(codeKey(c)));
    // only codes that played a league team this season
    const league = codes.filter((c) =>
      games.some((g) => (g.t1 === c && taken.has(codeKey(g.t2))) || (g.t2 === c && taken.has(codeKey(g.t1)))),
    );
    if (rowsLeft.length === 1 && league.length === 1) {
      s.team = codeKey(league[0]);
      ctx.report({
        source: S.standings,
        file: F.standings,
        line: s.line,
        problem: `${s.season} ${s.name}: record differs from the 538 games; matched to the only remaining team code ${league[0]}`,
      });
    } else {
      s.team = `${L}:old-${slugify(s.name)}-${s.family.toLowerCase()}`;
      if (games.length) {
        ctx.report({
          source: S.standings,
          file: F.standings,
          line: s.line,
          problem: `${s.season} ${s.name}: no matching team in the 538 games; kept as its own franchise`,
        });
      }
    }
  }
  // duplicates (two rows of one franchise in a season) are reported and the second dropped
  const standingOf = new Map<string, Standing>();
  const kept: Standing[] = [];
  for (const s of standings) {
    const k = `${s.team}|${s.season}`;
    if (standingOf.has(k)) {
      ctx.report({
        source: S.standings,
        file: F.standings,
        line: s.line,
        problem: `second row for franchise ${s.team} in ${s.season} skipped`,
      });
      continue;
    }
    standingOf.set(k, s);
    kept.push(s);
  }

  // ---- franchises
  const byTeam = new Map<string, Standing[]>();
  for (const s of kept) byTeam.set(s.team, [...(byTeam.get(s.team) ?? []), s]);
  for (const rows of byTeam.values()) rows.sort((a, b) => a.season - b.season);
  const codeOfTeam = (team: string) => team.slice(L.length + 1).replace(/^old-/, '');

  // abbreviations of former identities, from the draft file's team codes (PFR style: STL, PHO, RAI, SDG ...)
  const abbrOfName = new Map<string, string>();
  for (const [team, rows] of byTeam) {
    if (!team.startsWith(`${L}:old-`)) {
      const cur = rows[rows.length - 1].name;
      abbrOfName.set(`${team}|${cur}`, codeOfTeam(team));
    }
  }
  const draftCode = (code: string, season: number): string | null =>
    draftTeamKey(code, season, currentIds, keyOfId);
  for (const r of ctx.readCsv(F.draft)) {
    const season = int(r.season);
    if (season == null || !r.team) continue;
    const team = draftCode(r.team, season);
    const s = team ? standingOf.get(`${team}|${season}`) : undefined;
    if (s && !abbrOfName.has(`${team}|${s.name}`)) abbrOfName.set(`${team}|${s.name}`, r.team);
  }

  // ---- conferences and divisions
  const conf = (abbr: string) => `${L}:${abbr.toLowerCase()}`;
  const div = (name: string) => `${L}:${slugify(name)}`;
  for (const c of ['AFC', 'NFC']) {
    ctx.add('conferences', {
      key: conf(c),
      slug: `nfl-${c.toLowerCase()}`,
      name: c === 'AFC' ? 'American Football Conference' : 'National Football Conference',
      abbreviation: c,
      league: L,
      source: S.spreadspoke,
    });
  }
  const divisions = new Set<string>();
  for (const t of ssTeams)
    for (const d of [t.team_division, t.team_division_pre2002]) if (d) divisions.add(d);
  const overrides = hand(ctx, 'alignment_overrides.csv');
  for (const o of overrides) divisions.add(o.division);
  for (const d of [...divisions].sort()) {
    ctx.add('divisions', {
      key: div(d),
      slug: `nfl-${slugify(d)}`,
      name: d,
      league: L,
      conference: conf(d.slice(0, 3)),
      source: S.spreadspoke,
    });
  }
  // alignment per franchise: current (2002-) and 1970-2001
  const current = new Map<string, string>();
  const pre2002 = new Map<string, string>();
  ssTeams.forEach((t, i) => {
    const team = keyOfId(t.team_id);
    if (t.team_division && !current.has(team)) current.set(team, t.team_division);
    if (t.team_conference && t.team_division && t.team_conference !== t.team_division.slice(0, 3)) {
      ctx.report({
        source: S.spreadspoke,
        file: F.ssTeams,
        line: i + 2,
        problem: `${t.team_name}: team_conference ${t.team_conference} contradicts division ${t.team_division}; conference taken from the division`,
      });
    }
  });
  // pre-2002 division by identity name first, then by franchise
  const preByName = new Map<string, string>();
  for (const t of ssTeams) if (t.team_division_pre2002) preByName.set(t.team_name, t.team_division_pre2002);
  for (const t of ssTeams) {
    const team = keyOfId(t.team_id);
    if (t.team_division_pre2002 && !pre2002.has(team)) pre2002.set(team, t.team_division_pre2002);
  }
  const override = (team: string, season: number) =>
    overrides.find(
      (o) => `${L}:${o.team}` === team && season >= Number(o.first_year) && season <= Number(o.last_year),
    );
  const overrideSeen = new Set<string>();
  const alignment = (team: string, season: number): Alignment => {
    const s = standingOf.get(`${team}|${season}`);
    let d: string | null = null;
    const o = override(team, season);
    if (o) {
      d = o.division;
      const k = `${o.team}|${o.first_year}`;
      if (!overrideSeen.has(k)) {
        overrideSeen.add(k);
        handSource(ctx, o.source);
        const given = s ? preByName.get(s.name) : undefined;
        if (given && given !== o.division) {
          ctx.report({
            source: S.spreadspoke,
            file: F.ssTeams,
            problem: `${s!.name} team_division_pre2002 '${given}' is wrong for ${o.first_year}-${o.last_year}; ${o.division} used (hand/nfl/alignment_overrides.csv)`,
          });
        }
      }
    } else if (season >= 2002) d = current.get(team) ?? null;
    else if (season >= 1970) d = (s && preByName.get(s.name)) || pre2002.get(team) || null;
    return d ? { division: div(d), conference: conf(d.slice(0, 3)) } : { division: null, conference: null };
  };

  // ---- home venues of current teams
  const proTeams = new Map(
    ctx
      .readCsv(F.proTeams)
      .filter((t) => t.League === 'NFL')
      .map((t) => [t.Team, t]),
  );

  // ---- teams and identities
  const slugCount = new Map<string, number>();
  const nameOfTeam = new Map<string, string>();
  for (const [team, rows] of byTeam) {
    const nm = rows[rows.length - 1].name;
    nameOfTeam.set(team, nm);
    slugCount.set(slugify(nm), (slugCount.get(slugify(nm)) ?? 0) + 1);
  }
  const lastSeason = Math.max(...kept.map((s) => s.season));
  for (const team of [...byTeam.keys()].sort()) {
    const rows = byTeam.get(team)!;
    const first = rows[0];
    const last = rows[rows.length - 1];
    const active = last.season === lastSeason && !team.startsWith(`${L}:old-`);
    const code = codeOfTeam(team);
    const ss = [...ssTeams].reverse().find((t) => keyOfId(t.team_id) === team);
    const { city, nickname } = splitName(last.name, ss?.team_name_short);
    const pro = active ? proTeams.get(last.name) : undefined;
    const venue = pro ? venues.key(pro.Stadium) : null;
    const venueRow = venue ? ctx.get('venues', venue) : undefined;
    let slug = slugify(last.name);
    if (!active && (slugCount.get(slug) ?? 0) > 1) slug = `${slug}-${first.season}`;
    const al = active ? alignment(team, last.season) : { conference: null, division: null };
    ctx.add('teams', {
      key: team,
      slug,
      league: L,
      name: last.name,
      city,
      nickname,
      state: (venueRow?.state as string | null | undefined) ?? null,
      country: 'USA',
      abbreviation: active ? code : team.startsWith(`${L}:old-`) && /^[A-Z0-9]+$/.test(code) ? code : null,
      short_name: nickname,
      founded_year: first.season,
      last_year: last.season,
      is_active: active,
      home_venue: venue,
      conference: al.conference,
      division: al.division,
      source: S.standings,
    });
    // identities: runs of consecutive seasons under one name
    let runStart = 0;
    for (let i = 1; i <= rows.length; i++) {
      const breakHere =
        i === rows.length || rows[i].name !== rows[i - 1].name || rows[i].season !== rows[i - 1].season + 1;
      if (!breakHere) continue;
      const a = rows[runStart];
      const b = rows[i - 1];
      const sp = splitName(a.name, ss?.team_name_short);
      ctx.add('team_identities', {
        key: `${team}:${a.season}`,
        team,
        first_year: a.season,
        last_year: b.season,
        name: a.name,
        city: sp.city,
        nickname: sp.nickname,
        abbreviation:
          abbrOfName.get(`${team}|${a.name}`) ??
          (team.startsWith(`${L}:old-`) && /^[A-Z0-9]+$/.test(code) ? code : null),
        source: S.standings,
      });
      runStart = i;
    }
  }

  // ---- name lookup for spreadspoke / superbowl names
  const seasonNames = new Map<number, Map<string, string>>();
  for (const s of kept) {
    let m = seasonNames.get(s.season);
    if (!m) seasonNames.set(s.season, (m = new Map()));
    m.set(s.name, s.team);
  }
  const byName = (season: number, name: string): string | null => {
    const n = name.trim();
    const m = seasonNames.get(season);
    if (m?.has(n)) return m.get(n)!;
    const t = ssByName.get(n);
    if (t) return keyOfId(t.team_id);
    if (modernKey.has(n)) return modernKey.get(n)!;
    if (m) {
      const c = [...m.keys()].filter(
        (k) => k.startsWith(`${n} `) || n.startsWith(`${k} `) || n.startsWith(`${k}(`),
      );
      const teams = new Set(c.map((k) => m.get(k)!));
      if (teams.size === 1) return [...teams][0];
    }
    return null;
  };

  const fteTeam = (_season: number, code: string): string | null => {
    const k = codeKey(code);
    return byTeam.has(k) ? k : null;
  };
  return {
    standings: kept,
    fteGames,
    fteTeam,
    byName,
    nameIn: (team, season) => standingOf.get(`${team}|${season}`)?.name ?? null,
    abbrIn: (team, season) => {
      const s = standingOf.get(`${team}|${season}`);
      return (s && abbrOfName.get(`${team}|${s.name}`)) || codeOfTeam(team);
    },
    standing: (team, season) => standingOf.get(`${team}|${season}`),
    alignment,
    familyOf: (team, season) => standingOf.get(`${team}|${season}`)?.family ?? 'NFL',
    byCode: (code, season) => draftCode(code, season),
  };
}

/** Draft-file team codes (PFR style) to franchise keys; STL/HOU/BAL depend on the season. */
export function draftTeamKey(
  code: string,
  season: number,
  currentIds: Set<string>,
  keyOfId: (id: string) => string,
): string | null {
  const pfr: Record<string, string> = {
    NWE: 'NE',
    GNB: 'GB',
    KAN: 'KC',
    NOR: 'NO',
    SFO: 'SF',
    TAM: 'TB',
    SDG: 'LAC',
    RAI: 'OAK',
    LVR: 'OAK',
    RAM: 'LAR',
    PHO: 'ARI',
  };
  let id = pfr[code] ?? code;
  if (code === 'STL') id = season <= 1987 ? 'ARI' : 'LAR';
  if (code === 'HOU') id = season <= 1996 ? 'TEN' : 'HOU';
  if (code === 'BAL') id = season <= 1983 ? 'IND' : 'BAL';
  return currentIds.has(id) ? keyOfId(id) : null;
}
