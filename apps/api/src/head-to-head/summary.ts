// What a pair's meetings add up to: the regular-season and postseason records (with series), the longest winning
// streak of each side, the first and last meeting, the biggest wins and the record season by season. One counting
// rule for every game: a win for the side with more points, a tie when the scores are level. Season totals (seasons
// whose games are not in the sources) and series results add their wins, losses and ties; their points only when
// the source has them (points_games says how many games the points add up).
import type {
  HeadToHeadGame,
  HeadToHeadPostseason,
  HeadToHeadRecord,
  HeadToHeadSeason,
  HeadToHeadSeries,
  HeadToHeadStreak,
} from '@trophy-room/contract';
import { isSeriesRound, winPercentageAcross } from '@trophy-room/domain';
import type { PairSeriesRow, PairTotalRow } from './pair-sources';
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

/** Meetings to add up: one game, a season's totals or a series without its games, from team a's side. */
export interface Tally {
  year: number;
  a_wins: number;
  b_wins: number;
  ties: number;
  /** Null when the source has no score (season totals, series results without goals). */
  a_points: number | null;
  b_points: number | null;
}

export const gameTally = (g: Meeting): Tally => {
  const w = winner(g);
  return {
    year: g.season.start_year,
    a_wins: w === 'a' ? 1 : 0,
    b_wins: w === 'b' ? 1 : 0,
    ties: w === 'tie' ? 1 : 0,
    a_points: g.a_score,
    b_points: g.b_score,
  };
};

/** What tallies add up to; team a's win percentage counts each tie by the rule of its season. */
export function tallyRecord(tallies: Tally[], league: PairLeague): HeadToHeadRecord {
  const r = { games: 0, a_wins: 0, b_wins: 0, ties: 0, a_points: 0, b_points: 0, points_games: 0 };
  for (const t of tallies) {
    const n = t.a_wins + t.b_wins + t.ties;
    r.games += n;
    r.a_wins += t.a_wins;
    r.b_wins += t.b_wins;
    r.ties += t.ties;
    if (t.a_points === null || t.b_points === null) continue;
    r.a_points += t.a_points;
    r.b_points += t.b_points;
    r.points_games += n;
  }
  const a_win_percentage = winPercentageAcross(
    tallies.map((t) => ({
      record: { wins: t.a_wins, losses: t.b_wins, ties: t.ties },
      scope: { ...league, year: t.year },
    })),
  );
  return { ...r, a_win_percentage };
}

/** The games' record. */
export const record = (games: Meeting[], league: PairLeague): HeadToHeadRecord =>
  tallyRecord(games.map(gameTally), league);

const seriesTally = (s: PairSeriesRow): Tally => ({ year: s.season.start_year, ...s });

/**
 * The postseason: every series the series sources hold for the pair (with its result, games or not), and for the
 * seasons they do not cover the postseason games grouped by season and round, the side with more wins the winner.
 * The record counts the games where the pair's postseason games of that season are in the sources, else the
 * series' results.
 */
export function postseason(
  games: Meeting[],
  sourced: PairSeriesRow[],
  league: PairLeague,
): { record: HeadToHeadPostseason; series: HeadToHeadSeries[] } {
  const seriesSeasons = new Set(sourced.map((s) => s.season.id));
  const gameSeasons = new Set(games.map((g) => g.season.id));
  const grouped = new Map<string, Meeting[]>();
  for (const g of games) {
    // A round robin's games count in the record, but are no series (isSeriesRound).
    if (seriesSeasons.has(g.season.id) || !isSeriesRound(g.round)) continue;
    const key = `${g.season.id}|${g.round ?? ''}`;
    grouped.set(key, [...(grouped.get(key) ?? []), g]);
  }
  const fromGames = [...grouped.values()].map((s): HeadToHeadSeries => {
    const r = record(s, league);
    return {
      season: s[0].season,
      round: s[0].round,
      a_name: s[0].a_name,
      b_name: s[0].b_name,
      winner: r.a_wins > r.b_wins ? 'a' : r.b_wins > r.a_wins ? 'b' : null,
      a_wins: r.a_wins,
      b_wins: r.b_wins,
      ties: r.ties,
      a_points: r.a_points,
      b_points: r.b_points,
      from: 'games',
    };
  });
  const series = [...sourced.map((s): HeadToHeadSeries => ({ ...s, from: 'series' })), ...fromGames].sort(
    (x, y) => x.season.start_year - y.season.start_year,
  );
  const tallies = [
    ...games.map(gameTally),
    ...sourced.filter((s) => !gameSeasons.has(s.season.id)).map(seriesTally),
  ];
  return {
    record: {
      ...tallyRecord(tallies, league),
      series: series.length,
      a_series: series.filter((s) => s.winner === 'a').length,
      b_series: series.filter((s) => s.winner === 'b').length,
    },
    series,
  };
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

/**
 * The record season by season, oldest first (regular season and postseason together): the seasons with games, and
 * the seasons known only from their totals.
 */
export function bySeason(games: Meeting[], totals: PairTotalRow[], league: PairLeague): HeadToHeadSeason[] {
  const seasons = new Map<number, Meeting[]>();
  for (const g of games) seasons.set(g.season.id, [...(seasons.get(g.season.id) ?? []), g]);
  const fromGames = [...seasons.values()].map((s): HeadToHeadSeason => ({
    season: s[0].season,
    a_name: s[0].a_name,
    b_name: s[0].b_name,
    ...record(s, league),
    from: 'games',
  }));
  const fromTotals = totals.map((t): HeadToHeadSeason => ({
    season: t.season,
    a_name: t.a_name,
    b_name: t.b_name,
    ...tallyRecord([{ year: t.season.start_year, ...t }], league),
    from: 'season_totals',
  }));
  return [...fromGames, ...fromTotals].sort((x, y) => x.season.start_year - y.season.start_year);
}
