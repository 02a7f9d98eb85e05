// A sport's scores in words and bands: "Runs per game", "Total goals per game", and margins banded at the sport's
// own steps (a field goal, a touchdown, two scores in football; one run, two, a few in baseball; one goal, two, three).
import type { Scoring } from './competition';

const SINGULAR: Record<Scoring, string> = { points: 'point', runs: 'run', goals: 'goal' };

/** Upper bounds of the margin bands after a tie (band 0); the band after the last bound is open. */
export const MARGIN_BOUNDS: Record<Scoring, number[]> = {
  points: [3, 7, 14],
  runs: [1, 2, 4],
  goals: [1, 2, 3],
};

/** The bands' labels: Tie, 1–3, 4–7, 8–14, 15+ (points); Tie, 1, 2, 3–4, 5+ (runs). */
export function marginBands(s: Scoring): string[] {
  const bounds = MARGIN_BOUNDS[s];
  const labels = bounds.map((hi, i) => {
    const lo = i === 0 ? 1 : bounds[i - 1] + 1;
    return lo === hi ? String(hi) : `${lo}–${hi}`;
  });
  return ['Tie', ...labels, `${bounds[bounds.length - 1] + 1}+`];
}

/** "Runs", "Goals", "Points". */
export const scoringTitle = (s: Scoring) => s[0].toUpperCase() + s.slice(1);

/** The close games' margin in words: "within 3 points", "by one run". */
export function closeMargin(s: Scoring): string {
  const first = MARGIN_BOUNDS[s][0];
  return first === 1 ? `by one ${SINGULAR[s]}` : `within ${first} ${s}`;
}
