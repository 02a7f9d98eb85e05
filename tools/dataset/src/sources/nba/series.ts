// Playoff series from the playoff games: rounds counted back from the Finals, and each season's complete Finals.
import type { GamesResult, NbaGame, Series } from './games';

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
  return { series, finals };
}
