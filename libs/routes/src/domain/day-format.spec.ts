import { describe, expect, it } from 'vitest';
import { formatDay } from './day-format';

describe('formatDay', () => {
  it('writes the calendar day as MMM d, yyyy', () => {
    expect(formatDay('1967-01-15')).toBe('Jan 15, 1967');
    expect(formatDay('2025-09-05')).toBe('Sep 5, 2025');
    expect(formatDay('2026-02-08T23:30:00-05:00')).toBe('Feb 8, 2026');
    expect(formatDay('1903-10-13 00:00:00')).toBe('Oct 13, 1903');
  });
});
