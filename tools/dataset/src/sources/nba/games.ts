// Games from the four game sources, normalised to franchises, with playoff rounds inferred from series.
import type { BuildContext } from '../../model';
import { SRC, type TeamsResult } from './teams';
import { LG, int, seasonKey, teamKey, text } from './util';

export interface NbaGame {
  start: number; // season start year
  date: string;
  time: string | null;
  home: string; // franchise
  away: string;
  homeAbbr: string;
  awayAbbr: string;
  homeScore: number | null;
  awayScore: number | null;
  overtime: string | null;
  playoff: boolean;
  playIn: boolean;
  cupFinal: boolean;
  neutral: boolean;
  arena: string | null;
  attendance: number | null;
  round: string | null;
  source: string;
  file: string;
  line: number;
}

export interface Series {
  start: number;
  a: string;
  b: string;
  games: NbaGame[];
  winsA: number;
  winsB: number;
  roundIndex: number;
  round: string | null;
  first: string;
  last: string;
}

export interface GamesResult {
  games: NbaGame[];
  /** Playoff series per season start year, in order of first game. */
  series: Map<number, Series[]>;
  /** Seasons whose Finals series is complete in the game data. */
  finals: Map<number, Series>;
}

const MONTHS: Record<string, string> = {
  Jan: '01',
  Feb: '02',
  Mar: '03',
  Apr: '04',
  May: '05',
  Jun: '06',
  Jul: '07',
  Aug: '08',
  Sep: '09',
  Oct: '10',
  Nov: '11',
  Dec: '12',
};

function bbrefDate(s: string): string | null {
  const m = /^\w{3} (\w{3}) (\d{1,2}) (\d{4})$/.exec(s.trim());
  if (!m || !MONTHS[m[1]]) return null;
  return `${m[3]}-${MONTHS[m[1]]}-${m[2].padStart(2, '0')}`;
}

function bbrefTime(s: string): string | null {
  const m = /^(\d{1,2}):(\d{2})([ap])$/.exec(s.trim());
  if (!m) return null;
  let h = Number(m[1]) % 12;
  if (m[3] === 'p') h += 12;
  return `${String(h).padStart(2, '0')}:${m[2]}`;
}

export function loadGames(ctx: BuildContext, t: TeamsResult): GamesResult {
  const games: NbaGame[] = [];
  const abbrOf = (franchise: string, seasonEnd: number, code: string) =>
    t.summaries.get(`${franchise}:${seasonEnd}`)?.abbreviation ?? code;

  // --- FiveThirtyEight formats (team1 = home) ---
  const elo = (file: string, source: string, fmt: 'elo' | 'trimmed') => {
    let aba = 0;
    ctx.readCsv(file).forEach((r, i) => {
      const line = i + 2;
      const seasonEnd = Number(r.season);
      const hc = fmt === 'elo' ? r.team1 : r.home;
      const ac = fmt === 'elo' ? r.team2 : r.away;
      const hs = fmt === 'elo' ? r.score1 : r.home_score;
      const as = fmt === 'elo' ? r.score2 : r.away_score;
      if (t.abaCodes.has(`${seasonEnd}:${hc}`) || t.abaCodes.has(`${seasonEnd}:${ac}`)) {
        aba++;
        return;
      }
      const h = t.fr.lookup(hc, seasonEnd);
      const a = t.fr.lookup(ac, seasonEnd);
      if (!h || !a || h.lg === 'ABA' || a.lg === 'ABA') {
        ctx.report({ source, file, line, problem: `unknown team code ${!h ? hc : ac} in ${seasonEnd}` });
        return;
      }
      let date = r.date;
      if (fmt === 'trimmed') {
        const m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(r.date);
        date = m ? `${m[3]}-${m[2]}-${m[1]}` : '';
      }
      if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) {
        ctx.report({ source, file, line, problem: `bad date ${r.date}` });
        return;
      }
      const homeScore = int(hs);
      const awayScore = int(as);
      if (homeScore === null || awayScore === null) {
        ctx.report({
          source,
          file,
          line,
          problem: `game ${date} ${ac} at ${hc} has no score in this snapshot (the game was played); omitted`,
        });
        return;
      }
      const p = (r.playoff ?? '').trim();
      const playIn = p === 'p';
      games.push({
        start: seasonEnd - 1,
        date,
        time: null,
        home: h.franchise,
        away: a.franchise,
        homeAbbr: abbrOf(h.franchise, seasonEnd, hc),
        awayAbbr: abbrOf(a.franchise, seasonEnd, ac),
        homeScore,
        awayScore,
        overtime: null,
        playoff: p !== '' && !playIn,
        playIn,
        cupFinal: false,
        neutral: r.neutral === 'TRUE' || r.neutral === '1',
        arena: null,
        attendance: null,
        round: playIn ? 'Play-In' : null,
        source,
        file,
        line,
      });
    });
    if (aba)
      ctx.report({
        source,
        file,
        problem: `${aba} ABA games (between ABA teams) omitted: out of scope for the NBA`,
      });
  };
  elo('fivethirtyeight_games/nba_elo.csv', SRC.elo, 'elo');
  // nba_elo 2015-16..2018-19 lost the playoff flag of non-Finals playoff games in the .rda conversion:
  // the regular season is the first (sum of team games / 2) games; later-dated unflagged games are playoffs.
  const expected = new Map<number, number>();
  for (const s of t.summaries.values()) {
    expected.set(
      s.seasonEnd - 1,
      (expected.get(s.seasonEnd - 1) ?? 0) + (int(s.row.w) ?? 0) + (int(s.row.l) ?? 0),
    );
  }
  const eloSeasons = new Map<number, NbaGame[]>();
  for (const g of games) {
    if (g.playoff || g.playIn) continue;
    const l = eloSeasons.get(g.start) ?? [];
    l.push(g);
    eloSeasons.set(g.start, l);
  }
  for (const [start, list] of eloSeasons) {
    const n = (expected.get(start) ?? 0) / 2;
    if (list.length <= n || n === 0) continue;
    list.sort((a, b) => a.date.localeCompare(b.date) || a.line - b.line);
    const lastRegular = list[n - 1].date;
    if (list[n].date <= lastRegular) {
      ctx.report({
        source: SRC.elo,
        file: list[0].file,
        problem: `${start + 1}: cannot separate unflagged playoff games from the regular season`,
      });
      continue;
    }
    for (const g of list.slice(n)) g.playoff = true;
    ctx.report({
      source: SRC.elo,
      file: list[0].file,
      problem: `${start + 1}: ${list.length - n} playoff games lack the playoff flag; treated as playoffs (dated after the regular season ended ${lastRegular})`,
    });
  }
  elo('nba_games_538_2021_2022/nba_elo_latest_2021.csv', SRC.elo2122, 'elo');
  elo('nba_games_538_2021_2022/nba_elo_latest_2022_trimmed.csv', SRC.elo2122, 'trimmed');

  // --- Basketball-Reference schedules 2022-23..2025-26 ---
  for (const seasonEnd of [2023, 2024, 2025, 2026]) {
    const file = `nba_games_bbref_2023_2026/nba_${seasonEnd}.csv`;
    const rows = ctx.readCsv(file);
    const parsed: NbaGame[] = [];
    rows.forEach((r, i) => {
      const line = i + 2;
      const date = bbrefDate(r.Date);
      const h = t.byName.get(`${seasonEnd}:${r['Home/Neutral']}`);
      const a = t.byName.get(`${seasonEnd}:${r['Visitor/Neutral']}`);
      if (!date || !h || !a) {
        ctx.report({
          source: SRC.bbrefGames,
          file,
          line,
          problem: `unparseable row (date ${r.Date}, teams ${r['Visitor/Neutral']} @ ${r['Home/Neutral']})`,
        });
        return;
      }
      const notes = (r.Notes ?? '').trim();
      const ot = text(r.col_7);
      parsed.push({
        start: seasonEnd - 1,
        date,
        time: bbrefTime(r['Start (ET)'] ?? ''),
        home: h,
        away: a,
        homeAbbr: abbrOf(h, seasonEnd, h),
        awayAbbr: abbrOf(a, seasonEnd, a),
        homeScore: int(r.PTS_2),
        awayScore: int(r.PTS),
        overtime: ot,
        playoff: false,
        playIn: notes === 'Play-In Game',
        cupFinal: false,
        neutral: notes.startsWith('at '),
        arena: text(r.Arena),
        attendance: int(r['Attend.']),
        round: notes === 'Play-In Game' ? 'Play-In' : null,
        source: SRC.bbrefGames,
        file,
        line,
      });
    });
    // Playoffs: every game after the last play-in game. NBA Cup final: the last Cup game (does not count).
    const lastPlayIn = parsed
      .filter((g) => g.playIn)
      .map((g) => g.date)
      .sort()
      .pop();
    for (const g of parsed) if (lastPlayIn && g.date > lastPlayIn) g.playoff = true;
    const cup = rows
      .map((r, i) => ({ r, g: parsed.find((p) => p.line === i + 2) }))
      .filter((x) => x.g && /NBA Cup|In-Season Tournament/.test(x.r.Notes ?? ''));
    if (cup.length) {
      const lastDate = cup
        .map((x) => x.g!.date)
        .sort()
        .pop()!;
      const finals = cup.filter((x) => x.g!.date === lastDate);
      if (finals.length === 1) {
        const g = finals[0].g!;
        g.cupFinal = true;
        g.neutral = true;
        g.round = 'NBA Cup Final';
      }
    }
    games.push(...parsed);
  }

  for (const g of games) {
    if (g.homeScore === null || g.awayScore === null) continue;
    if (g.homeScore === g.awayScore)
      ctx.report({ source: g.source, file: g.file, line: g.line, problem: 'tied score' });
  }

  // --- Series and rounds ---
  const series = new Map<number, Series[]>();
  const finals = new Map<number, Series>();
  const bySeason = new Map<number, NbaGame[]>();
  for (const g of games) {
    if (!g.playoff) continue;
    const l = bySeason.get(g.start) ?? [];
    l.push(g);
    bySeason.set(g.start, l);
  }
  for (const [start, list] of bySeason) {
    list.sort((x, y) => x.date.localeCompare(y.date) || x.line - y.line);
    const map = new Map<string, Series>();
    const order: Series[] = [];
    for (const g of list) {
      const [a, b] = [g.home, g.away].sort();
      const k = `${a}|${b}`;
      let s = map.get(k);
      if (!s) {
        s = {
          start,
          a,
          b,
          games: [],
          winsA: 0,
          winsB: 0,
          roundIndex: 0,
          round: null,
          first: g.date,
          last: g.date,
        };
        map.set(k, s);
        order.push(s);
      }
      s.games.push(g);
      s.last = g.date;
      if (g.homeScore !== null && g.awayScore !== null) {
        const winner = g.homeScore > g.awayScore ? g.home : g.away;
        if (winner === a) s.winsA++;
        else s.winsB++;
      }
    }
    const played = new Map<string, number>();
    for (const s of order) {
      s.roundIndex = 1 + Math.max(played.get(s.a) ?? 0, played.get(s.b) ?? 0);
      played.set(s.a, s.roundIndex);
      played.set(s.b, s.roundIndex);
    }
    // The Finals: the pair in the last playoff game, counting only games after both teams' other series
    // (1957: St. Louis met Minneapolis in a tiebreaker and again in the Division Finals).
    const lastGame = list[list.length - 1];
    const [fa, fb] = [lastGame.home, lastGame.away].sort();
    const pairSeries = map.get(`${fa}|${fb}`)!;
    const involves = (g: NbaGame, x: string) => g.home === x || g.away === x;
    const cutoff =
      list
        .filter((g) => (involves(g, fa) || involves(g, fb)) && !(involves(g, fa) && involves(g, fb)))
        .map((g) => g.date)
        .sort()
        .pop() ?? '';
    const fg = pairSeries.games.filter((g) => g.date > cutoff);
    const fs: Series = {
      ...pairSeries,
      games: fg,
      winsA: 0,
      winsB: 0,
      first: fg[0]?.date ?? '',
      round: 'Finals',
    };
    for (const g of fg) {
      if (g.homeScore === null || g.awayScore === null) continue;
      if ((g.homeScore > g.awayScore ? g.home : g.away) === fa) fs.winsA++;
      else fs.winsB++;
    }
    const complete =
      Math.max(fs.winsA, fs.winsB) === 4 && pairSeries.roundIndex >= 2 && fg.length === fs.winsA + fs.winsB;
    const names = ['Finals', 'Conference Finals', 'Conference Semifinals', 'First Round'];
    // Rounds count back from the Finals along each series winner's next series (byes make index counts unreliable).
    const depth = new Map<Series, number>([[pairSeries, 0]]);
    const depthOf = (s: Series): number | null => {
      if (depth.has(s)) return depth.get(s)!;
      const w = s.winsA > s.winsB ? s.a : s.winsB > s.winsA ? s.b : null;
      const next = w ? order.find((x) => x !== s && (x.a === w || x.b === w) && x.first > s.last) : undefined;
      const d = next ? depthOf(next) : null;
      const r = d === null ? null : d + 1;
      depth.set(s, r ?? -1);
      return r;
    };
    for (const s of order) {
      if (start >= 1970 && complete && s !== pairSeries) {
        const d = depthOf(s);
        s.round = d !== null && d >= 1 ? names[Math.min(d, 3)] : null;
      } else if (start >= 1983 && !complete) s.round = [...names].reverse()[s.roundIndex - 1] ?? null;
      for (const g of s.games) g.round = s.round;
    }
    if (complete) {
      for (const g of fg) g.round = 'Finals';
      pairSeries.round = fg.length === pairSeries.games.length ? 'Finals' : null;
      finals.set(start, fs);
    }
    series.set(start, order);
  }
  return { games, series, finals };
}

/** Adds the game rows. */
export function addGames(ctx: BuildContext, t: TeamsResult, gr: GamesResult, championship: string): void {
  const used = new Map<string, number>();
  const sorted = [...gr.games].sort(
    (a, b) => a.date.localeCompare(b.date) || a.source.localeCompare(b.source) || a.line - b.line,
  );
  for (const g of sorted) {
    const base = `nba-${g.date}-${g.awayAbbr.toLowerCase()}-${g.homeAbbr.toLowerCase()}`;
    const n = (used.get(base) ?? 0) + 1;
    used.set(base, n);
    const slug = n === 1 ? base : `${base}-g${n}`;
    const played = g.homeScore !== null && g.awayScore !== null;
    ctx.add('games', {
      key: `nba:g:${slug}`,
      slug,
      league: LG,
      season: seasonKey(g.start),
      game_date: g.date,
      game_time: g.time,
      home_team: teamKey(g.home),
      away_team: teamKey(g.away),
      home_score: g.homeScore,
      away_score: g.awayScore,
      status: played ? 'final' : 'scheduled',
      overtime: g.overtime,
      is_playoff: g.playoff || g.playIn,
      is_neutral: g.neutral,
      round: g.round,
      venue: t.venueKey(g.arena),
      venue_name: g.arena,
      attendance: g.attendance,
      championship: g.round === 'Finals' ? championship : null,
      source: g.source,
    });
  }
}
