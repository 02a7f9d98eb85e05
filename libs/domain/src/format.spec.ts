import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatFixed,
  formatGamesBehind,
  formatInnings,
  formatPercent,
  formatRate,
  formatRecord,
  formatSigned,
  inningsToOuts,
  roundTo,
} from './format';

describe('formatters', () => {
  it('writes rates without a leading zero', () => {
    expect(formatRate(0.6471)).toBe('.647');
    expect(formatRate(1)).toBe('1.000');
    expect(formatRate(0)).toBe('.000');
    expect(formatRate(null)).toBe('—');
    expect(formatRate(2.857, 2)).toBe('2.86');
    // On the digits as written, not the binary value (0.3665 is 0.36649999… in binary).
    expect(formatRate(0.3665)).toBe('.367');
    expect(formatPercent(0.5045)).toBe('50.5%');
  });
  it('writes percentages with one decimal', () => {
    expect(formatPercent(0.504)).toBe('50.4%');
    expect(formatPercent(undefined)).toBe('—');
  });
  it('writes innings pitched in thirds', () => {
    expect(formatInnings(1445)).toBe('481.2');
    expect(formatInnings(3)).toBe('1.0');
    expect(formatInnings(4)).toBe('1.1');
    expect(formatInnings(7500)).toBe('2,500.0');
    expect(inningsToOuts(481.2)).toBe(1445);
    expect(inningsToOuts(481.6667)).toBe(1445);
    expect(inningsToOuts(1)).toBe(3);
  });
  it('writes records with ties and overtime losses only when there are some', () => {
    expect(formatRecord(10, 6)).toBe('10-6');
    expect(formatRecord(10, 6, 1)).toBe('10-6-1');
    expect(formatRecord(50, 23, 0, 9)).toBe('50-23-9');
    expect(formatRecord(40, 30, 8, 4)).toBe('40-30-8-4');
    expect(formatRecord(null, null)).toBe('—');
  });
  it('signs differentials and writes games behind', () => {
    expect(formatSigned(112)).toBe('+112');
    expect(formatSigned(-8)).toBe('-8');
    expect(formatSigned(0)).toBe('0');
    expect(formatSigned(-0.04, 1)).toBe('0.0');
    expect(formatSigned(4.25, 2)).toBe('+4.25');
    expect(formatGamesBehind(0)).toBe('—');
    expect(formatGamesBehind(4.5)).toBe('4.5');
    expect(formatGamesBehind(4)).toBe('4');
  });
  it('writes counts and fixed decimals', () => {
    expect(formatCount(1234)).toBe('1,234');
    expect(formatCount(12.5)).toBe('12.5');
    expect(formatFixed(27.1, 1)).toBe('27.1');
    expect(formatFixed(27, 1)).toBe('27.0');
    expect(formatFixed(1234.5, 2)).toBe('1,234.50');
  });
});

describe('roundTo', () => {
  it('rounds on the digits as written, half away from zero, and clears float noise', () => {
    expect(roundTo(4.185, 2)).toBe(4.19);
    expect(roundTo(-4.185, 2)).toBe(-4.19);
    expect(roundTo(0.1 + 0.2, 10)).toBe(0.3);
    expect(roundTo(1e-12, 10)).toBe(0);
  });
});
