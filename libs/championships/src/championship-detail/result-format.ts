// How a championship result reads: names, the score line, the location.
import type { ChampionshipResult } from '@trophy-room/contract';
import { decidingGameNumber, resultScore } from '@trophy-room/domain';

export const winnerName = (r: ChampionshipResult) => r.winner?.name ?? r.winner_name;
export const runnerUpName = (r: ChampionshipResult) => r.runner_up?.name ?? r.runner_up_name ?? null;

/** "40-22", "25-22 (OT)", a series "4-2" or "2-1 (Game 3: 18-4)" (the domain's resultScore); null when none. */
export const scoreLine = (r: ChampionshipResult): string | null => resultScore(r);

/** "Philadelphia Eagles 40, Kansas City Chiefs 22", or the series line; null when no score is recorded. */
export function finalScore(r: ChampionshipResult): string | null {
  const loser = runnerUpName(r);
  if (r.series_result) {
    const series = `${winnerName(r)} won the series ${r.series_result}${loser ? ` over ${loser}` : ''}`;
    // The deciding game, where the sources give its score (the College World Series finals).
    if (r.winner_score === null || r.runner_up_score === null) return series;
    const n = decidingGameNumber(r.series_result);
    const game = `${winnerName(r)} ${r.winner_score}, ${loser ?? 'Runner-up'} ${r.runner_up_score}${r.overtime ? ` (${r.overtime})` : ''}`;
    return `${series}; ${n === null ? 'deciding game' : `Game ${n}`}: ${game}`;
  }
  if (r.winner_score === null || r.runner_up_score === null) return null;
  return `${winnerName(r)} ${r.winner_score}, ${loser ?? 'Runner-up'} ${r.runner_up_score}${r.overtime ? ` (${r.overtime})` : ''}`;
}

/** Venue name and city, state where known. */
export function location(r: ChampionshipResult): string | null {
  const v = r.venue;
  if (!v) return null;
  const place = [v.city, v.state].filter(Boolean).join(', ');
  return [v.name, place].filter(Boolean).join(' — ') || null;
}

/** Newest first, by season start year. */
export const newestFirst = (results: ChampionshipResult[]) => [...results].sort((a, b) => b.year - a.year);
