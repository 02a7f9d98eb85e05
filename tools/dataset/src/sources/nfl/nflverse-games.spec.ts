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

  // Pro-Football-Reference: the "Tuck Rule" game (NE 16-13 OT, 2002-01-19); 432 games of 2000-2025 went to overtime.
  it('keeps the overtime mark of every game the file marks', () => {
    const g = ctx.rows('games').find((x) => x.game_date === '2002-01-19' && x.home_team === 'nfl:NE');
    expect(g).toMatchObject({ home_score: 16, away_score: 13, overtime: 'OT' });
    const since2000 = ctx.rows('games').filter((x) => x.league === 'nfl' && String(x.game_date) >= '2000-08');
    expect(since2000.filter((x) => x.overtime).length).toBe(432);
  });
});
