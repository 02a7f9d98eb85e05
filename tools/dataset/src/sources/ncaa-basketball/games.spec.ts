import { built } from '../../testing/built';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Dataset } from '../../context';
import { core } from '../core';
import { ncaaBasketballSteps } from './index';

let ctx: Dataset;
const gamesOn = (date: string) => ctx.rows('games').filter((g) => g.game_date === date);

beforeAll(() => {
  ctx = built([core, ...ncaaBasketballSteps]);
}, 120000);

describe('ncaa-basketball: games', () => {
  it('2025 national final with its round and date from DayZero', () => {
    const g = gamesOn('2025-04-07');
    expect(g).toHaveLength(1);
    expect(g[0]).toMatchObject({
      round: 'National Championship',
      is_playoff: true,
      is_neutral: true,
      championship: 'ncaa-basketball:ncaa-tournament',
      season: 'ncaa-basketball:2024',
    });
    const scores = [g[0].home_score, g[0].away_score].sort();
    expect(scores).toEqual([63, 65]);
  });

  it('tournament rounds: 2018 UMBC over Virginia was a First Round game; 2021 Oregon-Iowa a Second Round game', () => {
    const umbc = ctx
      .rows('games')
      .find(
        (g) =>
          g.game_date === '2018-03-16' &&
          [g.home_team, g.away_team].includes('ncaa-basketball:maryland-baltimore-county'),
      )!;
    expect(umbc).toMatchObject({
      round: 'First Round',
      home_team: 'ncaa-basketball:virginia',
      home_score: 54,
      away_score: 74,
    });
    const oregon = ctx
      .rows('games')
      .find(
        (g) =>
          g.season === 'ncaa-basketball:2020' &&
          g.championship &&
          [g.home_team, g.away_team].includes('ncaa-basketball:oregon') &&
          [g.home_team, g.away_team].includes('ncaa-basketball:iowa'),
      )!;
    expect(oregon.round).toBe('Second Round');
  });

  it('regular-season games have dates, home/away and overtime', () => {
    const g = ctx.rows('games').filter((x) => x.season === 'ncaa-basketball:1984' && !x.is_playoff);
    expect(g.length).toBeGreaterThan(3000);
    expect(g.every((x) => /^198[45]-\d\d-\d\d$/.test(String(x.game_date)))).toBe(true);
  });

  it('names the regions as the NCAA did (1985: East, Southeast, Midwest, West; 2025 from Kaggle letters)', () => {
    const region = (school: string, start: number) =>
      (ctx.get('team_seasons', `ncaa-basketball:ts:${school}:${start}`)?.stats as Record<string, unknown>)
        ?.region;
    // 1985 top seeds (NCAA bracket): Georgetown East, Michigan Southeast, Oklahoma Midwest, St. John's West.
    expect(region('georgetown', 1984)).toBe('East');
    expect(region('michigan', 1984)).toBe('Southeast');
    // 2025 top seeds: Duke East, Houston Midwest, Auburn South, Florida West (not Kaggle's W/X/Y/Z).
    expect([
      region('duke', 2024),
      region('houston', 2024),
      region('auburn', 2024),
      region('florida', 2024),
    ]).toEqual(['East', 'Midwest', 'South', 'West']);
    const named = ctx
      .rows('team_seasons')
      .filter((r) => /^Region /.test(String((r.stats as Record<string, unknown>)?.region ?? '')));
    expect(named).toEqual([]);
  });
});
