// MLB's postseason series (Lahman SeriesPost): every series of 1884-2024 on its season, staged by era, the teams as
// the team seasons they were.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Dataset } from '../../context';
import { built, must } from '../../testing/built';
import { core } from '../core';
import { mlbSteps } from '.';
import { seriesKey } from './postseason-series';

let ctx: Dataset;
beforeAll(() => {
  ctx = built([core, ...mlbSteps]);
}, 120000);

const rows = () => ctx.rows('postseason_series');
const series = (year: number, round: string) => must(ctx, 'postseason_series', seriesKey(year, round));

describe('mlb: postseason series', () => {
  it('holds every SeriesPost series, 1884 to 2024, each on a season and between two team seasons', () => {
    expect(rows()).toHaveLength(ctx.readCsv('lahman/SeriesPost.csv').length);
    const years = rows().map((r) => Number(r.year));
    expect([Math.min(...years), Math.max(...years)]).toEqual([1884, 2024]);
    for (const r of rows()) {
      expect(ctx.has('seasons', String(r.season)), String(r.key)).toBe(true);
      expect(ctx.has('team_seasons', `${String(r.winner_team)}:${String(r.year)}`), String(r.key)).toBe(true);
      expect(ctx.has('team_seasons', `${String(r.loser_team)}:${String(r.year)}`), String(r.key)).toBe(true);
    }
  });

  it('2016: the Cubs beat Cleveland 4-3 in the World Series, the fourth round after the wild card games', () => {
    expect(series(2016, 'WS')).toMatchObject({
      winner_team: 'mlb:CHC',
      winner_name: 'Chicago Cubs',
      loser_name: 'Cleveland Indians',
      wins: 4,
      losses: 3,
      ties: 0,
      round_name: 'World Series',
      stage: 4,
      decided_by: 'wins',
    });
    expect(series(2016, 'ALWC')).toMatchObject({ round_name: 'AL Wild Card Game', stage: 1 });
    expect(series(2016, 'NLCS')).toMatchObject({ winner_name: 'Chicago Cubs', stage: 3 });
  });

  it('names the rounds by era: the World’s Series, 1892’s split-season series, 1981’s division series', () => {
    expect(series(1888, 'WS')).toMatchObject({
      round_name: "World's Series",
      stage: 1,
      winner_name: 'New York Giants',
      winner_league: 'NL',
      loser_league: 'AA',
    });
    expect(series(1892, 'CS')).toMatchObject({ round_name: 'NL Championship Series', wins: 5, ties: 1 });
    expect(series(1981, 'AEDIV')).toMatchObject({
      round_name: 'ALDS',
      stage: 1,
      winner_name: 'New York Yankees',
    });
    expect(series(1981, 'WS')).toMatchObject({ stage: 3, winner_name: 'Los Angeles Dodgers' });
    expect(series(1960, 'WS').stage).toBe(1);
  });

  it('gives no winner to a series that ended level (1885 and 1890, 3-3-1)', () => {
    for (const year of [1885, 1890]) {
      expect(series(year, 'WS')).toMatchObject({ wins: 3, losses: 3, ties: 1, decided_by: 'none' });
      expect(series(year, 'WS').notes).toMatch(/no winner/);
    }
    expect(rows().filter((r) => r.decided_by === 'none')).toHaveLength(2);
  });

  it('takes the tie games the hand data checked (1907: one tie)', () => {
    expect(series(1907, 'WS')).toMatchObject({ wins: 4, losses: 0, ties: 1 });
    expect(series(1907, 'WS').notes).toMatch(/tied 3-3/);
  });
});
