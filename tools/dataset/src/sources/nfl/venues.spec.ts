import { beforeAll, describe, expect, it } from 'vitest';
import { nflForSpec } from './spec-context';

let get: ReturnType<typeof nflForSpec>['get'];
beforeAll(() => {
  ({ get } = nflForSpec());
});

describe('nfl: venues', () => {
  it('venues: renamed buildings are one venue', () => {
    const v = get('venues', 'nfl:venue-hard-rock-stadium');
    expect(v).toMatchObject({ city: 'Miami Gardens', state: 'FL', opened_year: 1987 });
    expect(get('championship_results', 'nfl:super-bowl:1988').venue).toBe('nfl:venue-hard-rock-stadium'); // Joe Robbie Stadium
    expect(get('teams', 'nfl:GB').home_venue).toBe('nfl:venue-lambeau-field');
  });
});
