import { describe, expect, it } from 'vitest';
import { bool, int, num, text } from './parse';

describe('the one cell parser', () => {
  it('reads blanks and missing-value markers as null, everywhere', () => {
    for (const v of [undefined, null, '', '  ', 'NA', 'N/A', 'NaN', 'NULL']) {
      expect(text(v), String(v)).toBeNull();
      expect(num(v), String(v)).toBeNull();
      expect(int(v), String(v)).toBeNull();
    }
  });

  it('trims text and keeps everything else as written', () => {
    expect(text('  Texas Western ')).toBe('Texas Western');
    expect(text('0')).toBe('0');
  });

  it('reads thousands separators and floats', () => {
    expect(num('76,416')).toBe(76416);
    expect(num('1,234,567.5')).toBe(1234567.5);
    expect(num('-3.25')).toBe(-3.25);
    expect(num('.5')).toBe(0.5);
    expect(num('1e3')).toBe(1000);
    expect(num('12abc')).toBeNull();
    expect(num('1,2')).toBeNull();
  });

  it('reads integers, "12.0" included, and refuses fractions (imputed means are not counts)', () => {
    expect(int('12')).toBe(12);
    expect(int(' 12.0 ')).toBe(12);
    expect(int('5,386')).toBe(5386);
    expect(int('-7')).toBe(-7);
    expect(int('7.58648111332008')).toBeNull();
    expect(int('x')).toBeNull();
  });

  it('reads booleans', () => {
    expect(bool('TRUE')).toBe(true);
    expect(bool('true')).toBe(true);
    expect(bool('FALSE')).toBe(false);
    expect(bool('')).toBe(false);
    expect(bool(undefined)).toBe(false);
  });
});
