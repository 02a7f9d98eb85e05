import { describe, expect, it } from 'vitest';
import { cbb2024, nfl1995, seasons } from '@trophy-room/contract/testing';
import { decades, emptyFilters, filterSeasons, seasonStatus, sports } from './season-status';

const s = (
  start_year: number,
  regular_season_start: string | null = null,
  playoffs_end: string | null = null,
) => ({
  start_year,
  regular_season_start,
  playoffs_end,
});

describe('season status (upcoming, active, completed)', () => {
  const now = new Date(2024, 10, 1); // 1 Nov 2024
  it('is upcoming after this year, completed before it', () => {
    expect(seasonStatus(s(2025), now)).toBe('upcoming');
    expect(seasonStatus(s(2023), now)).toBe('completed');
  });
  it('in this year: upcoming before the start, active until the playoffs end, then completed; active without dates', () => {
    expect(seasonStatus(s(2024, '2024-12-01', '2025-06-01'), now)).toBe('upcoming');
    expect(seasonStatus(s(2024, '2024-09-05', '2025-02-09'), now)).toBe('active');
    expect(seasonStatus(s(2024, '2024-03-28', '2024-10-30'), now)).toBe('completed');
    expect(seasonStatus(s(2024), now)).toBe('active');
  });
});

describe('season filters', () => {
  it('lists decades newest first and sports by name', () => {
    expect(decades(seasons)).toEqual(
      [...new Set(seasons.map((x) => Math.floor(x.start_year / 10) * 10))].sort((a, b) => b - a),
    );
    expect(sports(seasons).map((x) => x.name)).toEqual(['Basketball', 'Football', 'Hockey']);
  });
  it('matches the champion city and the league abbreviation', () => {
    expect(filterSeasons(seasons, { ...emptyFilters, search: 'DALLAS' })).toEqual([nfl1995]);
    expect(filterSeasons(seasons, { ...emptyFilters, search: 'ncaa' })).toEqual([cbb2024]);
    expect(filterSeasons(seasons, { ...emptyFilters, site: 'nfl', decade: '2020' }).map((x) => x.id)).toEqual(
      [107, 105, 104],
    );
  });
});
