import { describe, expect, it } from 'vitest';
import { addDays, formatLongDay, formatRange, weekOf } from './dates';

describe('dates', () => {
  it('weeks run Monday to Sunday', () => {
    expect(weekOf('2024-02-11')).toEqual({ from: '2024-02-05', to: '2024-02-11' }); // a Sunday
    expect(weekOf('2024-02-05')).toEqual({ from: '2024-02-05', to: '2024-02-11' }); // a Monday
    expect(weekOf('2024-03-01')).toEqual({ from: '2024-02-26', to: '2024-03-03' }); // across a leap day
  });

  it('adds days across months and years, and formats long days and ranges', () => {
    expect(addDays('2023-12-31', 1)).toBe('2024-01-01');
    expect(addDays('2024-03-10', -10)).toBe('2024-02-29');
    expect(formatLongDay('2024-02-11')).toBe('Sunday, Feb 11, 2024');
    expect(formatRange('2024-02-05', '2024-02-11')).toBe('Feb 5 – Feb 11, 2024');
    expect(formatRange('2023-12-31', '2024-01-06')).toBe('Dec 31, 2023 – Jan 6, 2024');
  });
});
