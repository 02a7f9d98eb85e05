import { describe, expect, it } from 'vitest';
import { createContext } from '../../context';
import { addPfrCoaches } from './coaches-pfr';

describe('source: NFL coaches (PFR career totals, to about 2015)', () => {
  const ctx = createContext();
  const careers = addPfrCoaches(ctx);

  it('reads each career total: Don Shula 328-156-6, playoffs 19-17', () => {
    expect(careers.find((c) => c.name === 'Don Shula')).toMatchObject({
      coach: 'nfl:coach-don-shula',
      wins: 328,
      losses: 156,
      ties: 6,
      playoffWins: 19,
      playoffLosses: 17,
    });
    expect(ctx.get('people', 'nfl:coach-don-shula:person')?.full_name).toBe('Don Shula');
  });

  it('keeps two coaches of one name apart, and marks the name ambiguous', () => {
    expect(ctx.has('coaches', 'nfl:coach-jim-mora-2')).toBe(true);
    expect(careers.filter((c) => c.name === 'Jim Mora').every((c) => c.ambiguous)).toBe(true);
  });
});
