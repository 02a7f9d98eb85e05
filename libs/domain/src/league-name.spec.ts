import { describe, expect, it } from 'vitest';
import { leagueShortName } from './league-name';

describe('leagueShortName', () => {
  it('gives the pro abbreviations and "NCAA" with the sport for a college league, never a source code', () => {
    expect(leagueShortName({ slug: 'nfl', abbreviation: 'NFL' })).toBe('NFL');
    expect(leagueShortName({ slug: 'ncaa-baseball', abbreviation: 'NCAABSB' })).toBe('NCAA Baseball');
    expect(leagueShortName({ slug: 'ncaa-hockey', abbreviation: 'NCAAH' })).toBe('NCAA Hockey');
  });
});
