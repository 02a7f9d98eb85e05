// Round and region names against the references named in ./postseason-rounds.ts.
import { describe, expect, it } from 'vitest';
import {
  isNcaaRegionOf,
  isSeriesRound,
  kaggleRegionNames,
  nbaLoneGameIsTiebreaker,
  nbaRoundName,
  ncaaRegionNames,
  ncaaTournamentRoundName,
} from './postseason-rounds';

describe('nbaRoundName', () => {
  it('names the 1950 NBA playoffs as Basketball-Reference does (NBA_1950.html)', () => {
    // Syracuse: Eastern Division Semifinals (v Philadelphia), Division Finals (v New York), then the Finals.
    expect(nbaRoundName(1949, { fromFinals: 2, fromStart: 1 })).toBe('Division Semifinals');
    expect(nbaRoundName(1949, { fromFinals: 1, fromStart: 2 })).toBe('Division Finals');
    // Minneapolis v Anderson, the Central and Western champions: the NBA Semifinals.
    expect(nbaRoundName(1949, { fromFinals: 1, fromStart: 3 })).toBe('Semifinals');
    expect(nbaRoundName(1949, { fromFinals: 0, fromStart: 4 })).toBe('Finals');
  });

  it('names the BAA rounds of 1947 back from the Finals (BAA_1947.html)', () => {
    // Chicago v Washington, the Western champion and runner-up, met in a Semifinal with no Quarterfinal first.
    expect(nbaRoundName(1946, { fromFinals: 1, fromStart: 1 })).toBe('Semifinals');
    expect(nbaRoundName(1946, { fromFinals: 2, fromStart: 1 })).toBe('Quarterfinals');
  });

  it('names the 1954 round robin and the conference era', () => {
    expect(nbaRoundName(1953, { fromFinals: 2, fromStart: 1 })).toBe('Division Round Robin');
    expect(nbaRoundName(1953, { fromFinals: 1, fromStart: 3 })).toBe('Division Finals');
    expect(nbaRoundName(1958, { fromFinals: 1, fromStart: 1 })).toBe('Division Semifinals');
    expect(nbaRoundName(1970, { fromFinals: 2, fromStart: 1 })).toBe('Conference Semifinals');
    expect(nbaRoundName(2015, { fromFinals: 3, fromStart: 1 })).toBe('First Round');
    expect(nbaRoundName(2015, { fromFinals: 1, fromStart: 3 })).toBe('Conference Finals');
  });

  it('gives no name to a position the format does not have', () => {
    expect(nbaRoundName(1946, { fromFinals: 3, fromStart: 1 })).toBeNull();
    expect(nbaRoundName(1960, { fromFinals: 1, fromStart: 3 })).toBeNull();
  });
});

describe('NCAA regions', () => {
  it('names the 1985 regions East, Southeast, Midwest and West (NCAA bracket history)', () => {
    expect(ncaaRegionNames(1985)).toEqual(['East', 'Midwest', 'Southeast', 'West']);
    expect(isNcaaRegionOf(1985, 'Southeast')).toBe(true);
    expect(isNcaaRegionOf(1985, 'South')).toBe(false);
    expect(ncaaRegionNames(1980)).toContain('Mideast');
    expect(ncaaRegionNames(2011)).toEqual(['East', 'Southeast', 'Southwest', 'West']);
    expect(ncaaRegionNames(2005)).toBeNull(); // host cities
  });

  it("turns Kaggle's letters into the NCAA's names by Kaggle's convention", () => {
    // 2025: Duke (East) met Houston (Midwest), Florida (West) met Auburn (South); Kaggle's seeds give W01 Duke,
    // X01 Houston, Y01 Auburn, Z01 Florida.
    expect(kaggleRegionNames(2025)).toEqual({ W: 'East', X: 'Midwest', Y: 'South', Z: 'West' });
    // 2023: Florida Atlantic (East) met San Diego State (South).
    expect(kaggleRegionNames(2023)).toEqual({ W: 'East', X: 'South', Y: 'Midwest', Z: 'West' });
    expect(kaggleRegionNames(2019)).toBeNull(); // Kaggle names 2019 itself
  });
});

describe('nbaLoneGameIsTiebreaker', () => {
  it('counts a lone game as a tiebreaker before 1970-71 but in the 1953-54 round robins', () => {
    expect(nbaLoneGameIsTiebreaker(1956)).toBe(true); // 1957: St. Louis v Fort Wayne and v Minneapolis
    expect(nbaLoneGameIsTiebreaker(1953)).toBe(false);
    expect(nbaLoneGameIsTiebreaker(1975)).toBe(false); // 1975-76: the First Round was best-of-three
  });
});

describe('ncaaTournamentRoundName', () => {
  it('names the early rounds of 2011-2015 as the NCAA did, and leaves other years and rounds alone', () => {
    expect(
      ['First Four', 'First Round', 'Second Round', 'Sweet 16'].map((r) => ncaaTournamentRoundName(2013, r)),
    ).toEqual(['First Round', 'Second Round', 'Third Round', 'Sweet 16']);
    expect(ncaaTournamentRoundName(2016, 'First Round')).toBe('First Round');
    expect(ncaaTournamentRoundName(2010, 'Opening Round')).toBe('Opening Round');
  });
});

describe('isSeriesRound', () => {
  it('a round robin is no series; every other round, or none named, is', () => {
    expect(isSeriesRound('Seeding Round Robin')).toBe(false);
    expect(isSeriesRound('Division Round Robin')).toBe(false);
    expect(isSeriesRound('Qualifying Round')).toBe(true);
    expect(isSeriesRound(null)).toBe(true);
  });
});
