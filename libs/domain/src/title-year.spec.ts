import { describe, expect, it } from 'vitest';
import { titleYear, titleYearOf } from './title-year';

describe('title year', () => {
  it('is the season year in football and baseball', () => {
    expect(titleYear('football', { start_year: 1966, end_year: 1967 })).toBe(1966);
    expect(titleYear('baseball', { start_year: 2013, end_year: 2013 })).toBe(2013);
  });

  it('is the year the season ends in basketball and hockey', () => {
    expect(titleYear('basketball', { start_year: 1938, end_year: 1939 })).toBe(1939);
    expect(titleYear('hockey', { start_year: 1955, end_year: null })).toBe(1956);
  });

  it('reads the label the API gave, else the season start year', () => {
    expect(titleYearOf({ title_year: 2025, year: 2024 })).toBe(2025);
    expect(titleYearOf({ title_year: null, year: 2024 })).toBe(2024);
  });
});
