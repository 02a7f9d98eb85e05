import { describe, expect, it } from 'vitest';
import { formatDay } from './day-format';

describe('formatDay', () => {
  it('writes the calendar day as MMM d, yyyy', () => {
    expect(formatDay('1967-01-15')).toBe('Jan 15, 1967');
    expect(formatDay('2025-09-05')).toBe('Sep 5, 2025');
    expect(formatDay('2026-02-08T23:30:00-05:00')).toBe('Feb 8, 2026');
    expect(formatDay('1903-10-13 00:00:00')).toBe('Oct 13, 1903');
  });

  it('agrees with Intl on every day of a leap year and a century', () => {
    const intl = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    for (const start of [Date.UTC(2024, 0, 1), Date.UTC(1900, 0, 1)])
      for (let t = start; t < start + 366 * 86_400_000; t += 86_400_000) {
        const iso = new Date(t).toISOString();
        expect(formatDay(iso.slice(0, 10))).toBe(intl.format(t));
      }
  });

  it('refuses what is not a calendar day, as Intl did', () => {
    for (const bad of ['2025-13-01', '2025-02-30', 'nope', ''])
      expect(() => formatDay(bad)).toThrow(RangeError);
  });
});
