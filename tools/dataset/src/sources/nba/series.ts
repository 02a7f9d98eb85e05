// Playoff series from the playoff games: rounds counted back from the Finals, and each season's complete Finals.
import { NBA_TIEBREAKER, nbaLoneGameIsTiebreaker, nbaRoundName } from '@trophy-room/domain';
import type { GamesResult, NbaGame, Series } from './game-types';

export function playoffSeries(games: NbaGame[]): Pick<GamesResult, 'series' | 'finals'> {
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
    if (start < 1970 && complete) nameEarlyRounds(start, list, order, fg);
    for (const s of order) {
      if (start >= 1970 && complete && s !== pairSeries) {
        const d = depthOf(s);
        s.round =
          d !== null && d >= 1 ? nbaRoundName(start, { fromFinals: d, fromStart: s.roundIndex }) : null;
      } else if (start >= 1983 && !complete)
        s.round = nbaRoundName(start, { fromFinals: 4 - s.roundIndex, fromStart: s.roundIndex });
      if (start >= 1970 || !complete) for (const g of s.games) g.round = s.round;
    }
    if (complete) {
      for (const g of fg) g.round = 'Finals';
      pairSeries.round = fg.length === pairSeries.games.length ? 'Finals' : null;
      finals.set(start, fs);
    }
    series.set(start, order);
  }
  return { series, finals };
}

/**
 * The rounds of a season before 1970-71, named as the league named them (@trophy-room/domain's nbaRoundName). Games
 * of one pair split where either team played someone else in between (1956-57: St. Louis beat Minneapolis in a
 * tiebreaker, then again in the Division Finals); a part of one game is a tiebreaker where the domain says so. A series takes the round of its last part.
 */
function nameEarlyRounds(
  start: number,
  list: NbaGame[],
  order: Series[],
  finalGames: readonly NbaGame[],
): void {
  interface Part {
    series: Series;
    games: NbaGame[];
    winner: string | null;
    tiebreaker: boolean;
  }
  const index = new Map(list.map((g, i) => [g, i]));
  // The Finals part: the games the Finals series kept (its earlier games, if any, are a part of their own).
  const isFinal = (g: NbaGame) => finalGames.includes(g);
  const parts: Part[] = [];
  for (const s of order) {
    let cur: NbaGame[] = [];
    const close = (noted = false) => {
      if (!cur.length) return;
      const wins = new Map<string, number>();
      for (const g of cur)
        if (g.homeScore !== null && g.awayScore !== null) {
          const w = g.homeScore > g.awayScore ? g.home : g.away;
          wins.set(w, (wins.get(w) ?? 0) + 1);
        }
      const [wa, wb] = [wins.get(s.a) ?? 0, wins.get(s.b) ?? 0];
      const winner = wa > wb ? s.a : wb > wa ? s.b : null;
      parts.push({
        series: s,
        games: cur,
        winner,
        tiebreaker: noted || (cur.length === 1 && !isFinal(cur[0]) && nbaLoneGameIsTiebreaker(start)),
      });
      cur = [];
    };
    for (const g of s.games) {
      const prev = cur[cur.length - 1];
      const between = prev ? list.slice(index.get(prev)! + 1, index.get(g)) : [];
      const other = (x: NbaGame) => [x.home, x.away].some((t) => t === s.a || t === s.b);
      if (between.some(other)) close();
      // A game its source notes as a tiebreaker is a part of its own, whatever follows it.
      if (g.round === NBA_TIEBREAKER) {
        close();
        cur.push(g);
        close(true);
        continue;
      }
      cur.push(g);
    }
    close();
  }
  parts.sort(
    (x, y) =>
      x.games[0].date.localeCompare(y.games[0].date) || index.get(x.games[0])! - index.get(y.games[0])!,
  );
  const played = new Map<string, number>();
  const fromStart = new Map<Part, number>();
  for (const p of parts) {
    if (p.tiebreaker) continue;
    const n = 1 + Math.max(played.get(p.series.a) ?? 0, played.get(p.series.b) ?? 0);
    fromStart.set(p, n);
    played.set(p.series.a, n);
    played.set(p.series.b, n);
  }
  const depth = new Map<Part, number | null>();
  const fromFinals = (p: Part): number | null => {
    if (p.games.some(isFinal)) return 0;
    if (depth.has(p)) return depth.get(p)!;
    depth.set(p, null);
    const last = p.games[p.games.length - 1].date;
    const next = p.winner
      ? parts.find(
          (x) =>
            !x.tiebreaker &&
            x !== p &&
            (x.series.a === p.winner || x.series.b === p.winner) &&
            x.games[0].date > last,
        )
      : undefined;
    const d = next ? fromFinals(next) : null;
    const r = d === null ? null : d + 1;
    depth.set(p, r);
    return r;
  };
  for (const p of parts) {
    const round = p.games.some(isFinal)
      ? 'Finals'
      : p.tiebreaker
        ? NBA_TIEBREAKER
        : nbaRoundName(start, { fromFinals: fromFinals(p) ?? -1, fromStart: fromStart.get(p)! });
    for (const g of p.games) g.round = round;
    p.series.round = round;
  }
}
