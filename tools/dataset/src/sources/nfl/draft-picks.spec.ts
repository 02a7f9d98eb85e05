import { beforeAll, describe, expect, it } from 'vitest';
import { nflForSpec } from './spec-context';

let get: ReturnType<typeof nflForSpec>['get'];
beforeAll(() => {
  ({ get } = nflForSpec());
});

describe('nfl: draft picks 1980-2025', () => {
  it('drafted players: college, pick, team', () => {
    expect(get('players', 'nfl:MahoPa00')).toMatchObject({
      draft_year: 2017,
      draft_round: 1,
      draft_pick: 10,
      draft_team: 'nfl:KC',
      primary_position: 'QB',
    });
    expect(get('people', 'nfl:person-MahoPa00').college).toBe('Texas Tech');
    expect(get('players', 'nfl:SimsBi00')).toMatchObject({
      draft_year: 1980,
      draft_pick: 1,
      draft_team: 'nfl:DET',
    });
    expect(get('people', 'nfl:person-SimsBi00').college).toBe('Oklahoma');
    const jerry = get('players', 'nfl:RiceJe00');
    expect(jerry).toMatchObject({
      draft_year: 1985,
      draft_pick: 16,
      draft_team: 'nfl:SF',
      hall_of_fame: true,
    });
    expect((jerry.career as { rec: { rec: number } }).rec.rec).toBeGreaterThan(1500);
  });
});
