import { describe, expect, it } from 'vitest';
import { currentSeason, pickerOptions, readStoredSeason, seasonLabel, seasonOptions } from './season';

describe('season arithmetic', () => {
  it('is the calendar year from August on, else the previous year', () => {
    expect(currentSeason(new Date(2024, 7, 1))).toBe(2024);
    expect(currentSeason(new Date(2024, 11, 31))).toBe(2024);
    expect(currentSeason(new Date(2025, 6, 31))).toBe(2024);
    expect(currentSeason(new Date(2025, 0, 1))).toBe(2024);
  });

  it('offers current + 1 down to 1920, the picker the first 20', () => {
    const opts = seasonOptions(new Date(2024, 8, 1));
    expect(opts[0]).toBe(2025);
    expect(opts.at(-1)).toBe(1920);
    expect(opts).toHaveLength(2025 - 1920 + 1);
    expect(pickerOptions(new Date(2024, 8, 1))).toEqual(opts.slice(0, 20));
  });

  it('labels seasons', () => {
    expect(seasonLabel(2024)).toBe('2024-25 Season');
    expect(seasonLabel(1999)).toBe('1999-00 Season');
    expect(seasonLabel(2024, true)).toBe('2024 Season');
  });

  it('ignores stored values that are not seasons', () => {
    const store = (v: string | null) => ({ getItem: () => v });
    expect(readStoredSeason(store('2019'))).toBe(2019);
    expect(readStoredSeason(store('abc'))).toBeNull();
    expect(readStoredSeason(store('1800'))).toBeNull();
    expect(readStoredSeason(store(null))).toBeNull();
  });
});
