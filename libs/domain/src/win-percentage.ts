// Win percentage, with each sport's rule for ties, as the leagues and the record books compute it:
// - pro football counts a tie as half a win and half a loss from 1972; before, ties were left out (the NFL's rule
//   change of 1972; the AFL and AAFC, all before 1972, left them out too);
// - major-league baseball leaves ties out (a tied game is replayed; W / (W + L), as MLB's standings and
//   Baseball-Reference compute it);
// - college sports (football, baseball, hockey) count a tie as half a win and half a loss (the NCAA's record books);
// - hockey counts a tie as half and an overtime or shootout loss as a game lost (W + T/2) / GP;
// - basketball has no ties: W / (W + L).
// One rule for the pipeline, the API and the screens; the API's SQL twin is tested against it.

export interface WinLossRecord {
  wins: number;
  losses: number;
  ties?: number | null;
  /** Hockey's overtime and shootout losses, a game lost; kept apart from `losses` by the standings. */
  ot_losses?: number | null;
}

/** What decides how ties count: the sport, its level and the season's start year. */
export interface WinPercentageScope {
  sport: string;
  /** 'professional' or a college level ('ncaa-division-i'); a pro league by default. */
  level?: string | null;
  /** The season's start year (pro football's rule changed in 1972). */
  year: number;
}

/** The first season pro football counts a tie as half a win. */
export const TIES_COUNT_HALF_FROM = 1972;

/** Whether the sport counts a tie (as half a win, half a loss) in this scope, or leaves tied games out. */
export function tiesCount({ sport, level, year }: WinPercentageScope): boolean {
  const pro = !level || level === 'professional';
  if (pro && sport === 'baseball') return false;
  if (pro && sport === 'football') return year >= TIES_COUNT_HALF_FROM;
  return true;
}

/** The points of a win and the games it is out of (ties as the scope counts them): add these up across seasons. */
export function decisions(r: WinLossRecord, scope: WinPercentageScope): { won: number; games: number } {
  const ties = tiesCount(scope) ? (r.ties ?? 0) : 0;
  return { won: r.wins + ties / 2, games: r.wins + r.losses + ties + (r.ot_losses ?? 0) };
}

/**
 * A fraction rounded half up to three decimals (.647), as standings print it; null when no game counts. One division
 * of whole numbers (`won` counts halves), so an exact half rounds up as it should: 100.5 / 200 is .503, where
 * (100.5 / 200) * 1000 would give .502.
 */
export const ratio = (won: number, games: number): number | null =>
  games > 0 ? Math.round((won * 1000) / games) / 1000 : null;

/** The win percentage of one record in one scope (a season, a league), three decimals; null when no game counts. */
export function winPercentage(r: WinLossRecord, scope: WinPercentageScope): number | null {
  const d = decisions(r, scope);
  return ratio(d.won, d.games);
}

/**
 * The win percentage of records of several scopes (a franchise's seasons across 1972, a coach's career): each
 * season's ties count by its own rule, then the sums are divided.
 */
export function winPercentageAcross(seasons: { record: WinLossRecord; scope: WinPercentageScope }[]) {
  let won = 0;
  let games = 0;
  for (const s of seasons) {
    const d = decisions(s.record, s.scope);
    won += d.won;
    games += d.games;
  }
  return ratio(won, games);
}
