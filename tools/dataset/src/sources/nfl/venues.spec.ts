import { beforeAll, describe, expect, it } from 'vitest';
import type { Dataset } from '../../context';
import { nflForSpec } from './spec-context';

let ctx: Dataset;
let get: ReturnType<typeof nflForSpec>['get'];
beforeAll(() => {
  ({ ctx, get } = nflForSpec());
});

describe('nfl: venues', () => {
  it('venues: renamed buildings are one venue', () => {
    const v = get('venues', 'nfl:venue-hard-rock-stadium');
    expect(v).toMatchObject({ city: 'Miami Gardens', state: 'FL', opened_year: 1987 });
    expect(get('championship_results', 'nfl:super-bowl:1988').venue).toBe('nfl:venue-hard-rock-stadium'); // Joe Robbie Stadium
    expect(get('teams', 'nfl:GB').home_venue).toBe('nfl:venue-lambeau-field');
  });

  it("names a game's venue as it was named that day, not today", () => {
    const game = (date: string, home: string) =>
      ctx.rows('games').find((g) => g.game_date === date && g.home_team === home);
    expect(game('1990-09-16', 'nfl:MIA')).toMatchObject({
      venue: 'nfl:venue-hard-rock-stadium',
      venue_name: 'Joe Robbie Stadium',
    });
    expect(game('2009-09-21', 'nfl:MIA')?.venue_name).toBe('Land Shark Stadium');
    expect(game('2005-09-11', 'nfl:PIT')?.venue_name).toBe('Heinz Field');
    expect(game('1975-12-21', 'nfl:CIN')?.venue_name).toBe('Riverfront Stadium');
  });
});
