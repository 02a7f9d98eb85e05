import { describe, expect, it } from 'vitest';
import { nearestSeason, seasonLabel, shownSeason } from './season';

describe('the season model', () => {
  it('labels a season one way per sport: football and baseball by their year, basketball and hockey by both', () => {
    expect(seasonLabel(2024, 'football')).toBe('2024');
    expect(seasonLabel(2025, 'baseball')).toBe('2025');
    expect(seasonLabel(2025, 'basketball')).toBe('2025-26');
    expect(seasonLabel(1999, 'hockey')).toBe('1999-00');
    // The hub's seasons are every sport's: by the year they start.
    expect(seasonLabel(2024, null)).toBe('2024');
  });

  it('finds the nearest season a team has (the later of two as near)', () => {
    expect(nearestSeason([2025, 2024, 1990], 2027)).toBe(2025);
    expect(nearestSeason([2025, 2024, 1990], 2024)).toBe(2024);
    expect(nearestSeason([2000, 1990], 1995)).toBe(2000);
    expect(nearestSeason([], 1995)).toBeNull();
  });

  it('shows the URL season of a list, else the current one', () => {
    expect(shownSeason(0, 2025)).toBe(2025);
    expect(shownSeason(1990, 2025)).toBe(1990);
    expect(shownSeason(0, null)).toBeNull();
  });
});
