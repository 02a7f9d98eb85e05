import { describe, expect, it } from 'vitest';
import { decidingGameNumber, resultScore } from './result-score';

const r = (
  series_result: string | null,
  w: number | null,
  l: number | null,
  overtime: string | null = null,
) => ({
  series_result,
  winner_score: w,
  runner_up_score: l,
  overtime,
});

describe('result score', () => {
  it('a single final: its score, overtime marked', () => {
    expect(resultScore(r(null, 40, 22))).toBe('40-22');
    expect(resultScore(r(null, 25, 22, 'OT'))).toBe('25-22 (OT)');
    expect(resultScore(r(null, null, null))).toBeNull();
  });

  it('a series: its result, and the deciding game where the sources give it (CWS 2023: LSU 2-1, Game 3 18-4)', () => {
    expect(resultScore(r('4-2', null, null))).toBe('4-2');
    expect(resultScore(r('2-1', 18, 4))).toBe('2-1 (Game 3: 18-4)');
    expect(resultScore(r('2-0', 5, 3))).toBe('2-0 (Game 2: 5-3)');
    expect(resultScore(r('4-3', 2, 1, 'OT'))).toBe('4-3 (Game 7: 2-1, OT)');
  });

  it('counts the deciding game from the series, ties included', () => {
    expect(decidingGameNumber('4-3-1')).toBe(8);
    expect(decidingGameNumber('won')).toBeNull();
  });
});
