import { describe, expect, it } from 'vitest';
import { EXCLUDED_LEAGUES, excludedLeagues } from './league-scope';

describe('excludedLeagues', () => {
  it("leaves the National Association out of MLB's records by default, and nothing out of another league's", () => {
    expect(excludedLeagues('mlb', undefined).map((x) => [x.abbreviation, x.first_year, x.last_year])).toEqual(
      [['NA', 1871, 1875]],
    );
    expect(excludedLeagues('nba', undefined)).toEqual([]);
  });

  it('includes it when asked (any case, in a list), and names an unknown key', () => {
    expect(excludedLeagues('mlb', 'na')).toEqual([]);
    expect(excludedLeagues('mlb', ' NA ,')).toEqual([]);
    expect(() => excludedLeagues('mlb', 'na,al')).toThrow(/include: 'al'/);
  });

  it('marks each excluded league by a conference the data has, and states its rule with its source', () => {
    for (const x of EXCLUDED_LEAGUES) {
      expect(x.conference).toMatch(/^[a-z-]+$/);
      expect(x.rule).toMatch(/Committee|MLB/);
    }
  });
});
