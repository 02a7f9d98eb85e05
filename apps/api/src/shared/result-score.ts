// A championship result's score line as every answer writes it (a champion, a team's titles): the row's score columns
// read by SQL, the line by the domain's one rule (resultScore: "4-2", "2-1 (Game 3: 18-4)", "25-22 (OT)").
import { resultScore, type ResultScore } from '@trophy-room/domain';

/** A result's score line: the domain's resultScore over the row's score columns (the one rule; see withScore). */
export const scoreColumns = 'r.series_result, r.winner_score, r.runner_up_score, r.overtime';

/** A row with the score columns → the row with its `score` line instead. */
export function withScore<T extends ResultScore>(
  row: T,
): Omit<T, keyof ResultScore> & { score: string | null } {
  const { series_result, winner_score, runner_up_score, overtime, ...rest } = row;
  return { ...rest, score: resultScore({ series_result, winner_score, runner_up_score, overtime }) };
}
