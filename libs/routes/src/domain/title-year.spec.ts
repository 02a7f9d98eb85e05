import { describe, expect, it } from 'vitest';
import { titleYear, titleYearOf, titleYearSql } from './title-year';

describe('title year', () => {
  it('is the year the final was played, else the season end year, else its start year', () => {
    expect(titleYear({ finalDate: '2025-02-09', seasonEndYear: 2025, seasonStartYear: 2024 })).toBe(2025);
    expect(titleYear({ finalDate: null, seasonEndYear: 1967, seasonStartYear: 1966 })).toBe(1967);
    expect(titleYear({ seasonStartYear: 1920 })).toBe(1920);
  });

  it('is the same rule in SQL', () => {
    expect(titleYearSql('r', 's')).toBe('COALESCE(EXTRACT(YEAR FROM r.game_date)::int, s.end_year, r.year)');
  });

  it('reads the label the API gave, else the season start year', () => {
    expect(titleYearOf({ title_year: 2025, year: 2024 })).toBe(2025);
    expect(titleYearOf({ title_year: null, year: 2024 })).toBe(2024);
  });
});
