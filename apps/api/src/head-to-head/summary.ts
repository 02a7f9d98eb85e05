// What a pair's meetings add up to: the regular-season and postseason records (with series), the longest winning
// streak of each side, the first and last meeting, the biggest wins and the record season by season. One counting
// rule for every figure: a game is a win for the side with more points, a tie when the scores are level.
import type {
  HeadToHeadGame,
  HeadToHeadPostseason,
  HeadToHeadRecord,
  HeadToHeadSeason,
  HeadToHeadStreak,
} from '@trophy-room/contract';
import { winPercentageAcross } from '@trophy-room/domain';
import type { Meeting } from './repository';

/** How many biggest wins each side lists. */
export const BIGGEST_WINS = 5;

type Side = 'a' | 'b' | 'tie';
const winner = (g: { a_score: number; b_score: number }): Side =>
  g.a_score > g.b_score ? 'a' : g.a_score < g.b_score ? 'b' : 'tie';

/** The pair's league: its sport and level decide how a tie counts (@trophy-room/domain's win percentage). */
export interface PairLeague {
  sport: string;
  level: string;
}

/** The meetings' record; team a's win percentage counts each tie by the rule of its season. */
export function record(games: Meeting[], league: PairLeague): HeadToHeadRecord {
  const r = { games: games.length, a_wins: 0, b_wins: 0, ties: 0, a_points: 0, b_points: 0 };
  for (const g of games) {
    const w = winner(g);
    if (w === 'a') r.a_wins++;
    else if (w === 'b') r.b_wins++;
    else r.ties++;
    r.a_points += g.a_score;
    r.b_points += g.b_score;
  }
  const a_win_percentage = winPercentageAcross(
    games.map((g) => {
      const w = winner(g);
      return {
        record: { wins: w === 'a' ? 1 : 0, losses: w === 'b' ? 1 : 0, ties: w === 'tie' ? 1 : 0 },
        scope: { ...league, year: g.season.start_year },
      };
    }),
  );
  return { ...r, a_win_percentage };
}

/** Postseason meetings of one season and round are a series; the side with more wins in it won it. */
export function postseason(games: Meeting[], league: PairLeague): HeadToHeadPostseason {
  const series = new Map<string, Meeting[]>();
  for (const g of games) {
    const key = `${g.season.id}|${g.round ?? ''}`;
    series.set(key, [...(series.get(key) ?? []), g]);
  }
  let a_series = 0;
  let b_series = 0;
  for (const s of series.values()) {
    const r = record(s, league);
    if (r.a_wins > r.b_wins) a_series++;
    else if (r.b_wins > r.a_wins) b_series++;
  }
  return { ...record(games, league), series: series.size, a_series, b_series };
}

/** The longest run of consecutive meetings won by `side` (a tie ends a run); the earliest of equal runs. */
export function longestStreak(games: Meeting[], side: 'a' | 'b'): HeadToHeadStreak | null {
  let best: HeadToHeadStreak | null = null;
  let length = 0;
  let from = '';
  for (const g of games) {
    if (winner(g) !== side) {
      length = 0;
      continue;
    }
    if (length === 0) from = g.game_date;
    length++;
    if (!best || length > best.length) best = { length, from, to: g.game_date };
  }
  return best;
}

export const toGame = (m: Meeting): HeadToHeadGame => {
  const { a_home, ...rest } = m;
  return { ...rest, home: a_home ? 'a' : 'b' };
};

/** A side's widest wins, widest first (the earlier of equal margins first). */
export function biggestWins(games: Meeting[], side: 'a' | 'b'): HeadToHeadGame[] {
  const margin = (g: Meeting) => (side === 'a' ? g.a_score - g.b_score : g.b_score - g.a_score);
  return games
    .filter((g) => margin(g) > 0)
    .sort((x, y) => margin(y) - margin(x) || x.game_date.localeCompare(y.game_date) || x.id - y.id)
    .slice(0, BIGGEST_WINS)
    .map(toGame);
}

/** The record season by season, oldest first (regular season and postseason together). */
export function bySeason(games: Meeting[], league: PairLeague): HeadToHeadSeason[] {
  const seasons = new Map<number, Meeting[]>();
  for (const g of games) seasons.set(g.season.id, [...(seasons.get(g.season.id) ?? []), g]);
  return [...seasons.values()].map((s) => ({
    season: s[0].season,
    a_name: s[0].a_name,
    b_name: s[0].b_name,
    ...record(s, league),
  }));
}
