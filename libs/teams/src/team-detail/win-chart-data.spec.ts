import { aTeamSeason } from '@trophy-room/contract/testing';
import { describe, expect, it } from 'vitest';
import { pointsShare, readsInPoints, winChartData, winChartText } from './win-chart-data';
import { yearTicks } from './win-chart-svg';

/** Boston Bruins seasons as the NHL standings give them (newest first, as the API lists them). */
const bruins = [
  aTeamSeason({ start_year: 2024, games_played: 82, wins: 33, losses: 39, ot_losses: 10, points: 76 }),
  aTeamSeason({ start_year: 2023, games_played: 82, wins: 47, losses: 20, ot_losses: 15, points: 109 }),
  aTeamSeason({ start_year: 2022, games_played: 82, wins: 65, losses: 12, ot_losses: 5, points: 135 }),
  aTeamSeason({
    start_year: 2010,
    games_played: 82,
    wins: 46,
    losses: 25,
    ot_losses: 11,
    points: 103,
    championship_won: true,
  }),
];

describe('the franchise chart data', () => {
  it('reads hockey in points %: points ÷ (2 × games played), three decimals', () => {
    expect(readsInPoints(bruins, 'hockey')).toBe(true);
    expect(pointsShare(bruins[2])).toBe(0.823); // 135 of 164
    const d = winChartData(bruins, 'hockey');
    expect(d.measure).toBe('points');
    expect(d.drawn.map((s) => [s.label, s.value])).toEqual([
      ['2010-11', 0.628],
      ['2022-23', 0.823],
      ['2023-24', 0.665],
      ['2024-25', 0.463],
    ]);
  });

  it('reads win % elsewhere, and in hockey whose standings give no points (college)', () => {
    const college = bruins.map((s) => ({ ...s, points: null, win_percentage: 0.5 }));
    expect(winChartData(college, 'hockey').measure).toBe('win');
    expect(winChartData(bruins, 'football').measure).toBe('win');
    expect(winChartData(bruins, 'football').drawn.map((s) => s.value)).toEqual([0.647, 0.647, 0.647, 0.647]);
  });

  it('keeps every year from the first season to the last: the years without a season are gaps', () => {
    const d = winChartData(bruins, 'hockey');
    expect(d.years).toHaveLength(2024 - 2010 + 1);
    expect(d.years.filter((s) => s.value === null).map((s) => s.year)).toEqual([
      2011, 2012, 2013, 2014, 2015, 2016, 2017, 2018, 2019, 2020, 2021,
    ]);
    expect(d.undrawn).toBe(0);
  });

  it('describes the chart: the measure, the span, the best and worst seasons and the titles marked', () => {
    expect(winChartText(winChartData(bruins, 'hockey'), 'hockey')).toBe(
      'Points percentage (points won of the two a game offers) of each season, 2010-11 to 2024-25 (4 seasons): ' +
        'best .823 in 2022-23, worst .463 in 2024-25. The championship season is marked: 2010-11.',
    );
    const college = [
      ...bruins.map((s) => ({ ...s, points: null })),
      aTeamSeason({ start_year: 2009, win_percentage: null }),
    ];
    expect(winChartText(winChartData(college, 'hockey'), 'hockey')).toBe(
      'Win percentage (our sources give no standings points for these seasons) of each season, 2010-11 to 2024-25 ' +
        '(4 seasons): best .647 in 2024-25, worst .647 in 2010-11. The championship season is marked: 2010-11. ' +
        '1 season without it in our sources is not drawn.',
    );
  });

  it('labels as many round years on the axis as fit', () => {
    expect(yearTicks(1917, 2025, 360, 64)).toEqual([1925, 1950, 1975, 2000, 2025]);
    expect(yearTicks(1917, 2025, 300, 64)).toEqual([1950, 2000]);
    expect(yearTicks(1960, 2025, 1000, 44)).toEqual([
      1960, 1965, 1970, 1975, 1980, 1985, 1990, 1995, 2000, 2005, 2010, 2015, 2020, 2025,
    ]);
    expect(yearTicks(2023, 2023, 300, 44)).toEqual([2023]);
  });
});
