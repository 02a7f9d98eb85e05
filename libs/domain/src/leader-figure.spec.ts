import { describe, expect, it } from 'vitest';
import { formatFigure, ordinal } from './leader-figure';

describe('formatFigure', () => {
  it('shows counts whole, with thousands separators', () => {
    expect(formatFigure(22895, { digits: 0 })).toBe('22,895');
  });
  it('drops the leading zero of a three-decimal rate, as baseball writes it', () => {
    expect(formatFigure(0.3664, { digits: 3 })).toBe('.366');
    expect(formatFigure(1.82, { digits: 2 })).toBe('1.82');
    // A rate ending in 5 at the fourth decimal (733 / 2,000) rounds up, as the digits read.
    expect(formatFigure(0.3665, { digits: 3 })).toBe('.367');
    expect(formatFigure(12, { digits: 1 })).toBe('12.0');
  });
});

describe('ordinal', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [102, '102nd'],
  ])('%i → %s', (n, s) => expect(ordinal(n)).toBe(s));
});
