// How a championship result reads: names, the score line, the location.
import type { ChampionshipResult } from '@trophy-room/contract';

export const winnerName = (r: ChampionshipResult) => r.winner?.name ?? r.winner_name;
export const runnerUpName = (r: ChampionshipResult) => r.runner_up?.name ?? r.runner_up_name ?? null;

/** "40-22", "25-22 (OT)", or a series result such as "4-2"; null when no score is recorded. */
export function scoreLine(r: ChampionshipResult): string | null {
  if (r.series_result) return r.series_result;
  if (r.winner_score === null || r.runner_up_score === null) return null;
  return `${r.winner_score}-${r.runner_up_score}${r.overtime ? ` (${r.overtime})` : ''}`;
}

/** "Philadelphia Eagles 40, Kansas City Chiefs 22", or the series line; null when no score is recorded. */
export function finalScore(r: ChampionshipResult): string | null {
  const loser = runnerUpName(r);
  if (r.series_result)
    return `${winnerName(r)} won the series ${r.series_result}${loser ? ` over ${loser}` : ''}`;
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
