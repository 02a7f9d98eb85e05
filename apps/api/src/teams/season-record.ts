// A team's season read from its games: each game's decision from the team's side, the record and streak after each
// game (the regular season and the postseason counted apart), and the totals against its opponents.
import type { ScheduleGame, TeamTotals } from '@trophy-room/contract';
import { formatRecord } from '@trophy-room/domain';

export type Decision = 'W' | 'L' | 'T' | 'OTL';

/** What a decision needs of a game, from the team's side. */
export interface TeamGame {
  is_playoff: boolean;
  is_home: boolean;
  home_score: number | null;
  away_score: number | null;
  overtime: string | null;
  status?: string;
}

/**
 * The game's decision for the team; null when it has no final score. An overtime or shootout loss is an "OTL" where
 * the league's standings count them apart (`otLosses`: the NHL since 1999-2000) and only in the regular season.
 */
export function decisionOf(g: TeamGame, otLosses: boolean): Decision | null {
  if (g.home_score === null || g.away_score === null) return null;
  if (g.status && g.status !== 'final') return null;
  const [us, them] = g.is_home ? [g.home_score, g.away_score] : [g.away_score, g.home_score];
  if (us > them) return 'W';
  if (us === them) return 'T';
  return otLosses && g.overtime && !g.is_playoff ? 'OTL' : 'L';
}

interface Tally {
  W: number;
  L: number;
  T: number;
  OTL: number;
}
const empty = (): Tally => ({ W: 0, L: 0, T: 0, OTL: 0 });

/**
 * The games (in the order played) with `record` (after the game: "10-3", hockey "30-12-4") and `streak` ("W3",
 * "L1", "T1", "OTL2"), each counted within its part of the season; both null for a game not played.
 */
export function withRunningRecord<G extends TeamGame>(
  games: G[],
  otLosses: boolean,
): (G & Pick<ScheduleGame, 'record' | 'streak'>)[] {
  const parts = {
    regular: { tally: empty(), last: null as Decision | null, run: 0 },
    post: { tally: empty(), last: null as Decision | null, run: 0 },
  };
  return games.map((g) => {
    const d = decisionOf(g, otLosses);
    if (d === null) return { ...g, record: null, streak: null };
    const p = g.is_playoff ? parts.post : parts.regular;
    p.tally[d] += 1;
    p.run = p.last === d ? p.run + 1 : 1;
    p.last = d;
    const t = p.tally;
    return { ...g, record: formatRecord(t.W, t.L, t.T, t.OTL), streak: `${d}${p.run}` };
  });
}

/** The team's totals over games of one part of the season; null without a played game. */
export function totalsOf(games: TeamGame[], otLosses: boolean): TeamTotals | null {
  const t = empty();
  let scored = 0;
  let allowed = 0;
  for (const g of games) {
    const d = decisionOf(g, otLosses);
    if (d === null || g.home_score === null || g.away_score === null) continue;
    t[d] += 1;
    scored += g.is_home ? g.home_score : g.away_score;
    allowed += g.is_home ? g.away_score : g.home_score;
  }
  const n = t.W + t.L + t.T + t.OTL;
  if (n === 0) return null;
  return totals('games', n, t, scored, allowed);
}

/** Totals from counts (the games' or a standings row's): per game and margin per game computed here once. */
export function totals(
  from: TeamTotals['from'],
  games: number,
  t: Tally,
  scored: number | null,
  allowed: number | null,
): TeamTotals {
  const per = (v: number | null) => (v === null || games === 0 ? null : v / games);
  return {
    from,
    games,
    wins: t.W,
    losses: t.L,
    ties: t.T,
    ot_losses: t.OTL,
    points_for: scored,
    points_against: allowed,
    points_for_per_game: per(scored),
    points_against_per_game: per(allowed),
    margin_per_game: scored === null || allowed === null ? null : per(scored - allowed),
    standings_games: null,
  };
}
