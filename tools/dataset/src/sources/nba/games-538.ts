// FiveThirtyEight's NBA game files (team1 = home): nba_elo 1946-47..2019-20 and the 2020-21 and 2021-22
// nba_elo_latest snapshots. ABA games are left out; a game without a score in a snapshot is reported, not added.
import type { BuildContext } from '../../model';
import { int } from '../../shared/parse';
import type { NbaGame } from './game-types';
import { SRC } from './sources';
import type { TeamsResult } from './teams';

type AbbrOf = (franchise: string, seasonEnd: number, code: string) => string;

function readElo(
  ctx: BuildContext,
  t: TeamsResult,
  abbrOf: AbbrOf,
  games: NbaGame[],
  file: string,
  source: string,
  fmt: 'elo' | 'trimmed',
): void {
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
}

/** Appends the FiveThirtyEight games to `games`. */
export function read538Games(ctx: BuildContext, t: TeamsResult, abbrOf: AbbrOf, games: NbaGame[]): void {
  const elo = (file: string, source: string, fmt: 'elo' | 'trimmed') =>
    readElo(ctx, t, abbrOf, games, file, source, fmt);
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
}
