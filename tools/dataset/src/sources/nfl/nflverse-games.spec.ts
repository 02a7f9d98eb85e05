import { beforeAll, describe, expect, it } from 'vitest';
import type { Dataset } from '../../context';
import { nflForSpec } from './spec-context';

let ctx: Dataset;
beforeAll(() => {
  ({ ctx } = nflForSpec());
});

describe('source: nflverse games 2000-2025', () => {
  it('adds the games the other files lack and each game its coaches and quarterbacks: Super Bowl LX', () => {
    const g = ctx.rows('games').find((x) => x.game_date === '2026-02-08' && x.round === 'Super Bowl');
    expect(g).toMatchObject({
      home_team: 'nfl:NE',
      away_team: 'nfl:SEA',
      home_score: 13,
      away_score: 29,
      home_coach: 'Mike Vrabel',
      away_coach: 'Mike Macdonald',
      away_qb: 'Sam Darnold',
      source: 'nfl-games-nflverse',
    });
  });
});
