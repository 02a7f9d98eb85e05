import { describe, expect, it } from 'vitest';
import { shortSeasonLabel, teamSeasonLabel } from './team-format';

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
