// NHL games 2010-11 to 2025-26 from three game files, with playoff rounds worked out per series.
import type { BuildContext } from '../../model';
import { HREF, HSA, KAGGLE, seasonKey } from './common';
import type { Franchises } from './teams';

export interface NhlGame {
  season: number;
  date: string;
  time: string | null;
  home: string;
  away: string;
  homeScore: number;
  awayScore: number;
  overtime: string | null;
  /** Shootouts not identifiable (source counts shootout losses as regulation losses). */
  soUnknown?: boolean;
  /** Loser forfeits the overtime point (pulled goalie in OT, noted in the source). */
  noOtPoint: boolean;
  playoff: boolean;
  /** Playoff stage: 0 qualifying/round robin (2020), 1..4 rounds, 4 = Stanley Cup Final. */
  stage: number | null;
  roundRobin: boolean;
  venueName: string | null;
  neutral: boolean;
  attendance: number | null;
  source: string;
  file: string;
  line: number;
  key?: string;
}

export function roundName(season: number, stage: number | null, roundRobin: boolean): string | null {
  if (stage === null) return null;
  if (roundRobin) return 'Seeding Round Robin';
  if (stage === 0) return 'Qualifying Round';
  if (stage === 4) return 'Stanley Cup Final';
  if (season <= 2012)
    return ['Conference Quarterfinals', 'Conference Semifinals', 'Conference Finals'][stage - 1];
  if (season === 2020 && stage === 3) return 'Stanley Cup Semifinals';
  return ['First Round', 'Second Round', 'Conference Finals'][stage - 1];
}

const etTime = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  hour: 'numeric',
  minute: '2-digit',
});
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function localDate(iso: string, tz: string): string {
  let f = dateFormats.get(tz);
  if (!f)
    dateFormats.set(
      tz,
      (f = new Intl.DateTimeFormat('en-CA', {
        timeZone: tz,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      })),
    );
  return f.format(new Date(iso));
}

function kaggle(ctx: BuildContext, fr: Franchises): NhlGame[] {
  const file = 'nhl_games_kaggle_2010_2019/game.csv';
  const out: NhlGame[] = [];
  ctx.readCsv(file).forEach((r, i) => {
    const line = i + 2;
    const season = Number(r.season.slice(0, 4));
    const home = fr.kaggleTeam.get(r.home_team_id);
    const away = fr.kaggleTeam.get(r.away_team_id);
    if (!home || !away || !['R', 'P'].includes(r.type)) {
      ctx.report({
        source: KAGGLE,
        file,
        line,
        problem: `unmapped team or game type (${r.type} ${r.away_team_id}@${r.home_team_id})`,
      });
      return;
    }
    const ot = /\b(OT|SO)$/.exec(r.outcome)?.[1] ?? null;
    if (season > fr.lastDatabankYear) {
      fr.register(season, home, fr.kaggleName.get(r.home_team_id)!);
      fr.register(season, away, fr.kaggleName.get(r.away_team_id)!);
    }
    const playoff = r.type === 'P';
    // date_time is the UTC date; the local date comes from the GMT start time in the venue's time zone.
    const date = localDate(r.date_time_GMT, r.venue_time_zone_id);
    out.push({
      season,
      date,
      time: etTime.format(new Date(r.date_time_GMT)),
      home,
      away,
      homeScore: Number(r.home_goals),
      awayScore: Number(r.away_goals),
      overtime: ot,
      noOtPoint: false,
      playoff,
      stage: playoff ? Number(r.game_id.slice(7, 8)) : null,
      roundRobin: false,
      venueName: r.venue.trim() || null,
      neutral: false,
      attendance: null,
      source: KAGGLE,
      file,
      line,
    });
  });
  return out;
}

/** nhl_games_2018_2021: 2019-20 and 2020-21 (2018-19 comes from the Kaggle file, which has game types). */
function hockeyStatsApp(ctx: BuildContext, fr: Franchises): NhlGame[] {
  const file = 'nhl_games_2018_2021/nhl_games.csv';
  const teamName = new Map(
    ctx.readCsv('nhl_games_2018_2021/nhl_teams.csv').map((t) => [t.TeamID, t['Team Name']]),
  );
  const stats = new Map<string, Record<string, string>[]>();
  for (const s of ctx.readCsv('nhl_games_2018_2021/nhl_gamestats.csv')) {
    const l = stats.get(s['Game ID']) ?? [];
    l.push(s);
    stats.set(s['Game ID'], l);
  }
  const out: NhlGame[] = [];
  const skipped = new Map<string, number>();
  const skip = (what: string) => skipped.set(what, (skipped.get(what) ?? 0) + 1);
  ctx.readCsv(file).forEach((r, i) => {
    const line = i + 2;
    const season = Number(r.Season.slice(0, 4));
    if (season === 2018)
      return skip('2018-19 rows (taken from the Kaggle file, which has game types and local dates)');
    const d = r.Date;
    // 2019-20: preseason before the 2 Oct 2019 opener; regular season to 11 Mar 2020 (UTC date 12 Mar);
    // return-to-play exhibitions 28-31 Jul 2020; Stanley Cup qualifiers and playoffs from 1 Aug 2020.
    let playoff = false;
    if (season === 2019) {
      if (d < '2019-10-02') return skip('2019-20 preseason games');
      if (d > '2020-03-12' && d < '2020-08-01') return skip('2019-20 return-to-play exhibition games');
      playoff = d >= '2020-08-01';
    }
    const home = fr.modernName.get(r['Home Team']);
    const away = fr.modernName.get(r['Away Team']);
    if (!home || !away) {
      ctx.report({
        source: HSA,
        file,
        line,
        problem: `not an NHL team game (${r['Away Team']} at ${r['Home Team']}; All-Star game)`,
      });
      return;
    }
    fr.register(season, home, r['Home Team']);
    fr.register(season, away, r['Away Team']);
    const st = stats.get(r.GameID) ?? [];
    const byName = new Map(st.map((s) => [teamName.get(s['Team ID']), s]));
    const h = byName.get(r['Home Team']);
    const a = byName.get(r['Away Team']);
    if (!h || !a) {
      ctx.report({ source: HSA, file, line, problem: `game ${r.GameID} has no team stats rows` });
      return;
    }
    const hs = Number(h['Final Score']);
    const as = Number(a['Final Score']);
    if (hs === as) {
      if (hs === 0)
        return skip(`${season}-${(season + 1) % 100} games without a score (all-zero stats rows)`);
      ctx.report({ source: HSA, file, line, problem: `game ${r.GameID} ends level ${hs}-${as}; skipped` });
      return;
    }
    const reg = (s: Record<string, string>) =>
      Number(s['First Period Goals']) + Number(s['Sceond Period Goals']) + Number(s['Third Period Goals']);
    // Period goals are filled for 2020-21 only; for 2019-20 the W/L/OTL flags mark overtime losses, but the
    // source flags shootout losses as regulation losses (checked against the Kaggle file for 2018-19), so
    // shootouts cannot be told from regulation games there (soUnknown).
    const [w, l] = hs > as ? [h, a] : [a, h];
    const otg = Number(h['Overtime Goals']) + Number(a['Overtime Goals']);
    const populated =
      reg(l) === Number(l['Final Score']) &&
      (reg(w) + Number(w['Overtime Goals']) === Number(w['Final Score']) ||
        (reg(w) + 1 === Number(w['Final Score']) && reg(w) === reg(l)));
    let overtime: string | null = null;
    if (otg > 0) overtime = 'OT';
    else if (populated && reg(h) + reg(a) > 0) overtime = reg(h) === reg(a) ? 'SO' : null;
    else if (l['OT Loss'] === '1') overtime = 'OT';
    else if (l.Loss === '1') overtime = null;
    else if (w.Win === '1') overtime = 'OT';
    else
      ctx.report({
        source: HSA,
        file,
        line,
        problem: `game ${r.GameID}: cannot tell regulation from overtime`,
      });
    out.push({
      season,
      date: d,
      time: null,
      home,
      away,
      homeScore: hs,
      awayScore: as,
      overtime,
      noOtPoint: false,
      playoff,
      soUnknown: !playoff && !(populated && reg(h) + reg(a) > 0),
      stage: null,
      roundRobin: false,
      venueName: null,
      neutral: false,
      attendance: null,
      source: HSA,
      file,
      line,
    });
  });
  for (const [what, n] of skipped) ctx.report({ source: HSA, file, problem: `${n} ${what} skipped` });
  const unknown = out.filter((g) => g.soUnknown).length;
  if (unknown)
    ctx.report({
      source: HSA,
      file: 'nhl_games_2018_2021/nhl_gamestats.csv',
      problem: `${unknown} regular-season games without period goals: shootout losses are flagged as regulation losses, so shootouts are not marked and loss/OT-loss splits are not derived`,
    });
  if (out.some((g) => g.season === 2019)) {
    ctx.report({
      source: HSA,
      file,
      problem:
        'Date is the UTC date of the start time (evening games fall one day after the local date); kept as given for 2019-20 and 2020-21',
    });
  }
  return out;
}

function hockeyRef(ctx: BuildContext, fr: Franchises): NhlGame[] {
  const out: NhlGame[] = [];
  for (let endYear = 2022; endYear <= 2026; endYear++) {
    const file = `nhl_games_hockeyref_2022_2026/nhl_${endYear}.csv`;
    const season = endYear - 1;
    ctx.readCsv(file).forEach((r, i) => {
      const line = i + 2;
      const home = fr.modernName.get(r.Home);
      const away = fr.modernName.get(r.Visitor);
      if (!home || !away) {
        ctx.report({ source: HREF, file, line, problem: `unmapped team ${r.Visitor} / ${r.Home}` });
        return;
      }
      if (r.G === '' || r.G_2 === '') {
        ctx.report({ source: HREF, file, line, problem: 'game without a score skipped' });
        return;
      }
      fr.register(season, home, r.Home);
      fr.register(season, away, r.Visitor);
      const at = /^at (.*?)\s*\(([^)]*)\)/.exec(r.Notes ?? '');
      out.push({
        season,
        date: r.Date,
        time: r.Time || null,
        home,
        away,
        homeScore: Number(r.G_2),
        awayScore: Number(r.G),
        overtime: r.col_6 || null,
        noOtPoint: /no point/i.test(r.Notes ?? ''),
        playoff: false,
        stage: null,
        roundRobin: false,
        venueName: at ? at[1] || null : null,
        neutral: !!at,
        attendance: r['Att.'] ? Number(r['Att.']) : null,
        source: HREF,
        file,
        line,
      });
    });
  }
  return out;
}

/** Hockey-Reference files mix regular season and playoffs: a team's games past its 82nd are playoff games. */
function splitRegular(ctx: BuildContext, games: NhlGame[], perTeam: number) {
  const n = new Map<string, number>();
  const sorted = [...games].sort((a, b) => a.date.localeCompare(b.date) || a.line - b.line);
  for (const g of sorted) {
    const h = n.get(g.home) ?? 0;
    const a = n.get(g.away) ?? 0;
    g.playoff = h >= perTeam && a >= perTeam;
    if (!g.playoff && (h >= perTeam || a >= perTeam)) {
      ctx.report({
        source: g.source,
        file: g.file,
        line: g.line,
        problem: 'regular-season count inconsistent',
      });
    }
    n.set(g.home, h + 1);
    n.set(g.away, a + 1);
  }
  const lastReg = sorted.filter((g) => !g.playoff).pop()?.date ?? '';
  const firstPo = sorted.find((g) => g.playoff)?.date ?? '9999';
  if (lastReg >= firstPo)
    ctx.report({
      source: sorted[0].source,
      file: sorted[0].file,
      problem: 'regular season and playoffs overlap',
    });
}

/** Stage of each playoff series from the order in which each team played its series. */
function assignStages(ctx: BuildContext, games: NhlGame[]) {
  const po = games.filter((g) => g.playoff).sort((a, b) => a.date.localeCompare(b.date) || a.line - b.line);
  const series = new Map<string, NhlGame[]>();
  for (const g of po) {
    // 2020: the qualifying round and the seeding round robin (to 9 Aug local, UTC 10 Aug) form their own phase.
    const phase = g.season === 2019 && g.date <= '2020-08-10' ? ':q' : '';
    const k = [g.home, g.away].sort().join('|') + phase;
    const l = series.get(k) ?? [];
    l.push(g);
    series.set(k, l);
  }
  // 2020 seeding round robin: single games between top seeds during the qualifying window.
  const rr = new Set<string>();
  for (const [k, l] of series) {
    if (l.length === 1 && k.endsWith(':q')) {
      rr.add(k);
      l[0].roundRobin = true;
      l[0].stage = 0;
    }
  }
  const byTeam = new Map<string, { k: string; first: string }[]>();
  const rrTeams = new Set([...rr].flatMap((k) => k.replace(':q', '').split('|')));
  for (const [k, l] of series) {
    if (rr.has(k)) continue;
    for (const t of k.replace(':q', '').split('|')) {
      const a = byTeam.get(t) ?? [];
      a.push({ k, first: l[0].date });
      byTeam.set(t, a);
    }
  }
  const stageOf = new Map<string, number>();
  for (const [t, list] of byTeam) {
    list.sort((a, b) => a.first.localeCompare(b.first));
    const offset = po[0]?.season === 2019 && !rrTeams.has(t) ? 0 : 1;
    list.forEach((s, i) => {
      const st = i + offset;
      const prev = stageOf.get(s.k);
      if (prev !== undefined && prev !== st) {
        const g = series.get(s.k)![0];
        ctx.report({
          source: g.source,
          file: g.file,
          line: g.line,
          problem: `series ${s.k} gets round ${prev} and ${st}`,
        });
      }
      stageOf.set(s.k, Math.max(prev ?? 0, st));
    });
  }
  for (const [k, st] of stageOf) for (const g of series.get(k)!) g.stage = st;
}

export function loadGames(ctx: BuildContext, fr: Franchises): NhlGame[] {
  const k = kaggle(ctx, fr);
  const hsa = hockeyStatsApp(ctx, fr);
  const href = hockeyRef(ctx, fr);
  const bySeason = new Map<number, NhlGame[]>();
  for (const g of [...k, ...hsa, ...href]) {
    const l = bySeason.get(g.season) ?? [];
    l.push(g);
    bySeason.set(g.season, l);
  }
  for (const [season, list] of bySeason) {
    if (season >= 2021) splitRegular(ctx, list, 82);
    if (season >= 2019) assignStages(ctx, list);
  }
  return [...bySeason.keys()].sort().flatMap((s) => bySeason.get(s)!);
}

/** Adds the games table rows; needs team identities for slugs. */
export function addGames(ctx: BuildContext, fr: Franchises, games: NhlGame[]) {
  const abbr = (team: string, season: number) =>
    (fr.seasons.get(team)?.get(season)?.abbreviation ?? team.slice(4)).toLowerCase();
  const used = new Set<string>();
  const sorted = [...games].sort(
    (a, b) => a.date.localeCompare(b.date) || a.source.localeCompare(b.source) || a.line - b.line,
  );
  for (const g of sorted) {
    let slug = `nhl-${g.date}-${abbr(g.away, g.season)}-${abbr(g.home, g.season)}`;
    if (used.has(slug)) slug += '-g2';
    used.add(slug);
    g.key = `nhl:g:${slug.slice(4)}`;
    const final = g.stage === 4 && !g.roundRobin;
    ctx.add('games', {
      key: g.key,
      slug,
      league: 'nhl',
      season: seasonKey(g.season),
      game_date: g.date,
      game_time: g.time,
      home_team: g.home,
      away_team: g.away,
      home_score: g.homeScore,
      away_score: g.awayScore,
      status: 'final',
      overtime: g.overtime,
      is_playoff: g.playoff,
      is_neutral: g.neutral,
      round: roundName(g.season, g.stage, g.roundRobin),
      week: null,
      venue: g.venueName ? (fr.venueByName.get(g.venueName) ?? null) : null,
      venue_name: g.venueName,
      attendance: g.attendance,
      championship: final ? 'nhl:stanley-cup' : null,
      source: g.source,
    });
  }
}
