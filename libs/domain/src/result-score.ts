// How a championship result's score reads, on every page and in every API answer that writes it: a single final
// "40-22" or "25-22 (OT)"; a series "4-2", and where the sources give its deciding game's score (the College World
// Series finals, best of three since 2003) that game too, "2-1 (Game 3: 18-4)", as a reference prints it.

export interface ResultScore {
  series_result: string | null;
  /** A single final's score, or a series' deciding game's (the game that ended it). */
  winner_score: number | null;
  runner_up_score: number | null;
  overtime: string | null;
}

/** The deciding game's number: the series' games ("2-1" → 3, "4-3-1" → 8); null when the result is not W-L(-T). */
export function decidingGameNumber(seriesResult: string): number | null {
  if (!/^\d+(-\d+){1,2}$/.test(seriesResult)) return null;
  return seriesResult.split('-').reduce((n, g) => n + Number(g), 0);
}

/** The game's score: "18-4", "25-22 (OT)" (`inSeries`: "18-4, OT"); null without both scores. */
function gameScore(r: ResultScore, inSeries: boolean): string | null {
  if (r.winner_score === null || r.runner_up_score === null) return null;
  const score = `${r.winner_score}-${r.runner_up_score}`;
  if (!r.overtime) return score;
  return inSeries ? `${score}, ${r.overtime}` : `${score} (${r.overtime})`;
}

/** The result's score line; null when the sources give none. */
export function resultScore(r: ResultScore): string | null {
  if (!r.series_result) return gameScore(r, false);
  const game = gameScore(r, true);
  const n = decidingGameNumber(r.series_result);
  if (!game) return r.series_result;
  return `${r.series_result} (${n === null ? 'deciding game' : `Game ${n}`}: ${game})`;
}
