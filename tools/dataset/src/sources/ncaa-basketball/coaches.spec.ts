import { beforeAll, describe, expect, it } from 'vitest';
import { type Dataset, createContext, runModules } from '../../context';
import { core } from '../core';
import { ncaaBasketball } from './index';

let ctx: Dataset;

beforeAll(() => {
  ctx = createContext();
  runModules(ctx, [core, ncaaBasketball]);
}, 120000);

describe('ncaa-basketball: coaches', () => {
  it('coach stints per team-season', () => {
    const k = ctx.rows('coach_stints').filter((s) => s.coach === 'ncaa-basketball:coach:mike_krzyzewski');
    expect(k.length).toBeGreaterThan(30);
    const s = k.find((x) => x.start_year === 2014)!;
    expect(s).toMatchObject({
      team: 'ncaa-basketball:duke',
      wins: 35,
      losses: 4,
      playoff_wins: 6,
      playoff_losses: 0,
    });
    expect(ctx.get('people', 'ncaa-basketball:person:mike_krzyzewski')).toMatchObject({
      full_name: 'Mike Krzyzewski',
    });
  });
});
