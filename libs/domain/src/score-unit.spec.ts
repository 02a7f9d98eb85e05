import { describe, expect, it } from 'vitest';
import { scoreText, scoreUnit, scoreUnitLabel } from './score-unit';

describe('score unit', () => {
  it('names what a score counts in each sport', () => {
    expect(['football', 'basketball', 'baseball', 'hockey'].map(scoreUnit)).toEqual([
      'points',
      'points',
      'runs',
      'goals',
    ]);
    expect(scoreUnit(undefined)).toBe('points');
    expect(scoreUnitLabel('hockey')).toBe('Goals');
  });

  it('counts it: the Frozen Four 13 goals, the College World Series 21 runs, one run', () => {
    expect(scoreText(13, 'hockey')).toBe('13 goals');
    expect(scoreText(21, 'baseball')).toBe('21 runs');
    expect(scoreText(1, 'baseball')).toBe('1 run');
    expect(scoreText(52, 'football')).toBe('52 points');
  });
});
