import { built } from '../../testing/built';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Dataset } from '../../context';
import { core } from '../core';
import { ncaaBasketballSteps } from './index';

let ctx: Dataset;

beforeAll(() => {
  ctx = built([core, ...ncaaBasketballSteps]);
}, 120000);

describe('ncaa-basketball: teams', () => {
  it('every Kaggle school plus historical champions like CCNY and Holy Cross', () => {
    expect(ctx.get('teams', 'ncaa-basketball:city-college-of-new-york')).toMatchObject({
      name: 'CCNY',
      is_active: false,
    });
    expect(ctx.get('teams', 'ncaa-basketball:holy-cross')).toMatchObject({
      city: 'Worcester',
      state: 'MA',
      is_active: true,
    });
    expect(ctx.get('teams', 'ncaa-basketball:duke')).toMatchObject({
      slug: 'duke-basketball',
      conference: 'ncaa-basketball:conf:acc',
    });
  });
});
