import { aChampionshipResult } from '@trophy-room/contract/testing';
import { describe, expect, it } from 'vitest';
import { finalScore, scoreLine } from './result-format';

describe('result format', () => {
  // The 2023 College World Series finals: LSU beat Florida 2-1, Game 3 18-4.
  const cws = aChampionshipResult({
    winner_name: 'LSU',
    runner_up_name: 'Florida',
    winner: null,
    runner_up: null,
    series_result: '2-1',
    winner_score: 18,
    runner_up_score: 4,
    overtime: null,
  });

  it('a best-of-three final: the series and its deciding game, as a reference gives it', () => {
    expect(scoreLine(cws)).toBe('2-1 (Game 3: 18-4)');
    expect(finalScore(cws)).toBe('LSU won the series 2-1 over Florida; Game 3: LSU 18, Florida 4');
  });

  it('a series without its games in the sources (NBA Finals, Stanley Cup): the series alone', () => {
    const finals = { ...cws, series_result: '4-2', winner_score: null, runner_up_score: null };
    expect(scoreLine(finals)).toBe('4-2');
    expect(finalScore(finals)).toBe('LSU won the series 4-2 over Florida');
  });
});
