import { describe, expect, it } from 'vitest';
import { finishText, shortSeasonLabel, teamSeasonLabel } from './team-format';

describe('team season labels', () => {
  it("name football and baseball seasons by the season's year", () => {
    expect(shortSeasonLabel(1962, 'football')).toBe('1962');
    expect(teamSeasonLabel(1962, 'football')).toBe('1962 Season');
    expect(shortSeasonLabel(2013, 'baseball')).toBe('2013');
  });

  it('name basketball and hockey seasons by both years', () => {
    expect(shortSeasonLabel(1985, 'basketball')).toBe('1985-86');
    expect(teamSeasonLabel(1999, 'hockey')).toBe('1999-00 Season');
  });
});

describe('finishText', () => {
  it('a place in its division, or overall where the source ranks one table (never read as a division place)', () => {
    expect(finishText(1, 'Central Division')).toBe('1st in Central Division');
    expect(finishText(2, null)).toBe('2nd overall');
  });
});
