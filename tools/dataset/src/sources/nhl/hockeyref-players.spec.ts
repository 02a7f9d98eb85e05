// Known totals the player seasons must give (Hockey-Reference player pages; NHL.com records): the databank's rows to
// 2017-18, Hockey-Reference's after it, one source per player-season.
import { built } from '../../testing/built';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Dataset } from '../../context';
import { core } from '../core';
import { nhlSteps } from './index';

let ctx: Dataset;
beforeAll(() => {
  ctx = built([core, ...nhlSteps]);
}, 120000);

const lines = (player: string, post = false) =>
  ctx.rows('player_seasons').filter((r) => r.player === player && r.is_postseason === post);
const sum = (player: string, stat: string, through = 9999, post = false) =>
  lines(player, post)
    .filter((r) => Number(String(r.season).slice(4)) <= through)
    .reduce((n, r) => n + Number((r.stats as Record<string, number>)[stat] ?? 0), 0);

describe('nhl: player seasons as far as the sources reach', () => {
  it('Wayne Gretzky: 894 goals, 1,963 assists, 2,857 points; 92 goals in 1981-82', () => {
    expect([sum('nhl:gretzwa01', 'g'), sum('nhl:gretzwa01', 'a'), sum('nhl:gretzwa01', 'pts')]).toEqual([
      894, 1963, 2857,
    ]);
    expect(ctx.get('players', 'nhl:gretzwa01')!.career).toMatchObject({ g: 894, a: 1963, pts: 2857 });
  });

  it('Alex Ovechkin: 706 goals through 2019-20 (51 in 2018-19 and 48 in 2019-20 from Hockey-Reference)', () => {
    expect(sum('nhl:ovechal01', 'g', 2019)).toBe(706);
    const late = lines('nhl:ovechal01').filter((r) => ['nhl:2018', 'nhl:2019'].includes(String(r.season)));
    expect(late.map((r) => [r.season, r.team, (r.stats as Record<string, number>).g, r.source])).toEqual([
      ['nhl:2018', 'nhl:WSH', 51, 'nhl-hockey-reference-skaters'],
      ['nhl:2019', 'nhl:WSH', 48, 'nhl-hockey-reference-skaters'],
    ]);
  });

  it('Martin Brodeur: 691 regular-season wins', () => {
    expect(sum('nhl:brodema01', 'w')).toBe(691);
  });

  it("a traded player's season is his per-team rows, not the combined one: Mark Stone 2018-19, 28 + 5 = 33 goals", () => {
    const stone = ctx
      .rows('player_seasons')
      .filter(
        (r) =>
          r.season === 'nhl:2018' &&
          !r.is_postseason &&
          ctx.get('people', String(r.player))?.full_name === 'Mark Stone',
      );
    expect(
      stone.map((r) => [r.team, r.stint, r.games_played, (r.stats as Record<string, number>).g]),
    ).toEqual([
      ['nhl:OTT', 1, 59, 28],
      ['nhl:VGK', 2, 18, 5],
    ]);
  });

  it('goalies to 2021-22, joined by their Hockey-Reference id: Vasilevskiy 39 wins in 2018-19, playoff lines too', () => {
    const v = lines('nhl:vasilan02').find((r) => r.season === 'nhl:2018')!;
    expect(v).toMatchObject({ team: 'nhl:TBL', source: 'nhl-hockey-reference-goalies' });
    expect(v.stats).toMatchObject({ w: 39, pos: 'G' });
    expect(lines('nhl:vasilan02', true).some((r) => r.season === 'nhl:2020')).toBe(true);
    expect(
      ctx
        .rows('player_seasons')
        .some((r) => r.season === 'nhl:2021' && r.source === 'nhl-hockey-reference-goalies'),
    ).toBe(true);
  });

  it('counts goals without shootout goals: 2018-19 Tampa Bay, skaters and goalies sum to 319 (325 goals for less 6 shootout wins)', () => {
    const goals = ctx
      .rows('player_seasons')
      .filter((r) => r.season === 'nhl:2018' && r.team === 'nhl:TBL' && !r.is_postseason)
      .reduce((n, r) => n + Number((r.stats as Record<string, number>).g ?? 0), 0);
    expect(goals).toBe(319);
  });
});
