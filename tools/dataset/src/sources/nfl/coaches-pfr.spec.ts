import { beforeAll, describe, expect, it } from 'vitest';
import type { Dataset } from '../../context';
import { nflForSpec } from './spec-context';

let ctx: Dataset;
let get: ReturnType<typeof nflForSpec>['get'];
beforeAll(() => {
  ({ ctx, get } = nflForSpec());
});

describe('nfl: coaches (PFR career totals)', () => {
  it('coaches with career totals', () => {
    const stint = get('coach_stints', 'nfl:coach-vince-lombardi:career');
    expect(stint).toMatchObject({
      wins: 96,
      losses: 34,
      ties: 6,
      playoff_wins: 9,
      playoff_losses: 1,
      team: null,
    });
    expect(stint.title).toBe('Head Coach'); // clean text, not the source's career note
    expect(ctx.has('coaches', 'nfl:coach-jim-mora-2')).toBe(true);
  });
});
