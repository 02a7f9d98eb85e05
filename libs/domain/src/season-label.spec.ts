import { describe, expect, it } from 'vitest';
import { seasonLabel, seasonSpansTwoYears, seasonStartYearOf } from './season-label';

describe('seasonLabel', () => {
  it('names football and baseball seasons by the year they start', () => {
    expect(seasonLabel(2024, 'football')).toBe('2024');
    expect(seasonLabel(1871, 'baseball')).toBe('1871');
  });

  it('names basketball and hockey seasons by both years, the end year in two digits', () => {
    expect(seasonLabel(2025, 'basketball')).toBe('2025-26');
    expect(seasonLabel(1946, 'basketball')).toBe('1946-47');
    expect(seasonLabel(1917, 'hockey')).toBe('1917-18');
    expect(seasonLabel(2008, 'hockey')).toBe('2008-09');
  });

  it('writes the end year across a century as 00', () => {
    expect(seasonLabel(1999, 'hockey')).toBe('1999-00');
    expect(seasonLabel(1899, 'basketball')).toBe('1899-00');
  });

  it('names the hub’s seasons (no sport) and an unknown sport by the start year', () => {
    expect(seasonLabel(2024, null)).toBe('2024');
    expect(seasonLabel(2024, undefined)).toBe('2024');
    expect(seasonLabel(2024, 'curling')).toBe('2024');
  });

  it('says which sports span two years', () => {
    expect(['football', 'baseball', 'basketball', 'hockey'].filter(seasonSpansTwoYears)).toEqual([
      'basketball',
      'hockey',
    ]);
  });
});

describe('seasonStartYearOf', () => {
  it("puts a game in its sport's season: autumn to summer, football into February, baseball in its year", () => {
    expect(seasonStartYearOf('2026-10-11', 'hockey')).toBe(2026);
    expect(seasonStartYearOf('2027-06-14', 'hockey')).toBe(2026);
    expect(seasonStartYearOf('2027-02-07', 'football')).toBe(2026);
    expect(seasonStartYearOf('2026-09-10', 'football')).toBe(2026);
    expect(seasonStartYearOf('2026-03-26', 'baseball')).toBe(2026);
    expect(seasonStartYearOf('2027-04-05', 'basketball')).toBe(2026);
  });
});
