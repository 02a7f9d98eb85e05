import { built } from '../../testing/built';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Dataset } from '../../context';
import { core } from '../core';
import { nhlSteps } from './index';

let ctx: Dataset;
beforeAll(() => {
  ctx = built([core, ...nhlSteps]);
}, 120000);

describe('nhl: players, awards and coaches', () => {
  it('has Wayne Gretzky with his 1981-82 season', () => {
    expect(ctx.get('people', 'nhl:gretzwa01')).toMatchObject({
      full_name: 'Wayne Gretzky',
      birth_date: '1961-01-26',
      birth_city: 'Brantford',
    });
    expect(ctx.get('players', 'nhl:gretzwa01')).toMatchObject({ hall_of_fame: true, primary_position: 'C' });
    const s = ctx.get('player_seasons', 'nhl:ps:gretzwa01:1981:1')!;
    expect(s).toMatchObject({ team: 'nhl:EDM', season: 'nhl:1981', games_played: 80, is_postseason: false });
    expect(s.stats).toMatchObject({ g: 92, a: 120, pts: 212 });
  });

  it('has goalie lines and awards', () => {
    const q = ctx.get('player_seasons', 'nhl:ps:quickjo01:2011:1:post')!;
    expect(q).toMatchObject({ is_postseason: true, team: 'nhl:LAK' });
    expect(q.stats).toMatchObject({ w: 16, l: 4 });
    const hart = ctx.rows('awards').find((a) => a.name === 'Hart Memorial Trophy' && a.year === 1981)!;
    expect(hart).toMatchObject({ person: 'nhl:gretzwa01', team: 'nhl:EDM' });
  });

  it('has coach stints', () => {
    const s = ctx.rows('coach_stints').find((c) => c.coach === 'nhl:bowmasc01c' && c.season === 'nhl:1976')!;
    expect(s).toMatchObject({ team: 'nhl:MTL', wins: 60, losses: 8, ties: 12 });
  });

  it('reports source problems instead of dropping them', () => {
    expect(ctx.issues().some((i) => i.problem.includes('reversed'))).toBe(true);
  });
});
