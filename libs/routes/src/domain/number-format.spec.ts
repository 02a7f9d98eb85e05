import { describe, expect, it } from 'vitest';
import { formatNumber } from './number-format';

describe('formatNumber', () => {
  it('writes en-US thousands separators and rounds the decimals', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(1000)).toBe('1,000');
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(-45210)).toBe('-45,210');
    expect(formatNumber(12.25, 1)).toBe('12.3');
    expect(formatNumber(1.005, 2)).toBe('1.01');
    expect(formatNumber(0.7634)).toBe('0.763');
  });

  it('agrees with toLocaleString("en-US") on integers, decimals and negatives', () => {
    const values = [
      7, 52, 999, 1000, 10_000, 99_999, 123_456, 1_000_000, 2_147_483_647, 0.5, 3.14159, 1234.5678,
    ];
    for (const v of [...values, ...values.map((x) => -x)])
      for (const digits of [0, 1, 3])
        expect(formatNumber(v, digits), `${v} ${digits}`).toBe(
          v.toLocaleString('en-US', { maximumFractionDigits: digits }),
        );
  });
});
