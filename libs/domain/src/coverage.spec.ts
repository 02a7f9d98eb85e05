import { describe, expect, it } from 'vitest';
import {
  careerLineSeasons,
  coverageOf,
  coverageText,
  holdsStat,
  missingRuns,
  runsText,
  seasonRuns,
  spanThrough,
} from './coverage';

describe('whole or partial, by the one rule', () => {
  it('is whole when the covered seasons hold every season of the span', () => {
    expect(
      coverageOf({ first_year: 1990, last_year: 1995 }, [1988, 1990, 1991, 1992, 1993, 1994, 1995]),
    ).toEqual({
      first_year: 1990,
      last_year: 1995,
      seasons: 6,
      partial: false,
    });
  });

  it('is partial when the span reaches beyond them, and names the seasons it covers', () => {
    const c = coverageOf(
      { first_year: 1965, last_year: 1978 },
      [1970, 1971, 1972, 1973, 1974, 1975, 1976, 1977, 1978],
    );
    expect(c).toEqual({ first_year: 1970, last_year: 1978, seasons: 9, partial: true });
    expect(coverageText(c, 'football', { first_year: 1965, last_year: 1978 })).toBe('from 1970');
    expect(coverageText(c, 'football')).toBe('1970–1978 only');
  });

  it('counts a gap inside the span: five seasons missing make a career partial', () => {
    const years = [2010, 2011, 2012, 2018, 2019];
    const c = coverageOf({ first_year: 2010, last_year: 2019 }, years);
    expect(c).toMatchObject({ seasons: 5, partial: true, missing_years: [2013, 2014, 2015, 2016, 2017] });
    expect(coverageText(c, 'football')).toBe('5 seasons 2010–2019 only');
  });

  it('names a few seasons missing inside (Wooden: UCLA 1950-51), not a lockout', () => {
    const years = [1948, 1949, 1951, 1952];
    const c = coverageOf({ first_year: 1948, last_year: 1952 }, years);
    expect(c.missing_years).toEqual([1950]);
    expect(coverageText(c, 'basketball')).toBe('1948-49–1952-53 only, without 1950-51');
    const lockout = coverageOf(
      { first_year: 2002, last_year: 2006 },
      [2002, 2005, 2006],
      new Set([2002, 2003, 2005, 2006]),
    );
    expect(lockout.missing_years).toEqual([2003]);
    expect(coverageText(lockout, 'hockey')).toBe('2002-03–2006-07 only, without 2003-04');
  });

  it('does not count a season the league did not play (the 2004-05 lockout)', () => {
    const league = new Set([2002, 2003, 2005, 2006]);
    expect(coverageOf({ first_year: 2002, last_year: 2006 }, [2002, 2003, 2005, 2006], league).partial).toBe(
      false,
    );
  });

  it("runs an active subject's span through the league's latest season", () => {
    expect(spanThrough(2019, true, 2024)).toBe(2024);
    expect(spanThrough(2019, false, 2024)).toBe(2019);
    const c = coverageOf({ first_year: 2003, last_year: spanThrough(2019, true, 2024) }, [2003, 2019]);
    expect(c.partial).toBe(true);
    expect(
      coverageText(
        coverageOf({ first_year: 2015, last_year: 2021 }, [2015, 2016, 2017, 2018, 2019]),
        'basketball',
        { first_year: 2015, last_year: 2021 },
      ),
    ).toBe('through 2019-20');
  });

  it('says where the sources begin when a record covering his known span may have begun before them', () => {
    // Auerbach: the NBA's coaching records begin in 1949-50, his first season in them (he coached from 1946-47).
    const c = coverageOf(
      { first_year: 1948, last_year: 1965 },
      [1949, 1950, 1951, 1952, 1953, 1954, 1955, 1956, 1957, 1958, 1959, 1960, 1961, 1962, 1963, 1964, 1965],
    );
    expect(c.partial).toBe(true);
    expect(coverageText(c, 'basketball', { first_year: 1949, last_year: 1965 })).toBe('from 1949-50');
  });

  it('says nothing beside a whole figure', () => {
    expect(coverageText({ first_year: 1, last_year: 2, seasons: 2, partial: false }, 'hockey')).toBeNull();
  });
});

describe('whether a line holds a stat', () => {
  const sacks = { formula: { num: ['def_sk'] } };
  const pct = { formula: { num: ['pass_cmp'], den: ['pass_att'] } };
  it('needs a number at one of its keys (and of its denominator for a rate)', () => {
    expect(holdsStat(sacks, { def_sk: 0 })).toBe(true);
    expect(holdsStat(sacks, { def_int: 2 })).toBe(false);
    expect(holdsStat(pct, { pass_cmp: 10 })).toBe(false);
    expect(holdsStat(pct, { pass_cmp: 10, pass_att: 20 })).toBe(true);
  });
});

describe('season runs', () => {
  it('joins consecutive seasons and breaks at a season the league played but the rows lack', () => {
    expect(seasonRuns([1950, 1951, 1953, 1952, 1960])).toEqual([
      { first_year: 1950, last_year: 1953 },
      { first_year: 1960, last_year: 1960 },
    ]);
  });
  it('does not break at a season the league did not play', () => {
    const nhl = new Set([2002, 2003, 2005, 2006]);
    expect(seasonRuns([2002, 2003, 2005, 2006], nhl)).toEqual([{ first_year: 2002, last_year: 2006 }]);
    expect(missingRuns([2002, 2006], nhl)).toEqual([{ first_year: 2003, last_year: 2005 }]);
    expect(runsText(missingRuns([2002, 2006], nhl), 'hockey')).toBe('2003-04–2005-06');
  });
  it('says none for no run, and names one season alone', () => {
    expect(runsText([], 'baseball')).toBe('none');
    expect(runsText(seasonRuns([2025]), 'baseball')).toBe('2025');
    expect(missingRuns([1990, 1991], new Set([1990, 1991]))).toEqual([]);
  });
});

describe('careerLineSeasons: the seasons a career summed from its lines covers', () => {
  it('his lines, and the seasons between them he sat out; none before his first line or after his last', () => {
    // NFL.com's lines reach back to 1950, but hold no line of Bart Starr's before 1970 (his career ran 1956-71).
    const league = Array.from({ length: 30 }, (_, i) => 1950 + i);
    expect(careerLineSeasons([1970, 1971], league)).toEqual([1970, 1971]);
    const starr = coverageOf({ first_year: 1956, last_year: 1971 }, careerLineSeasons([1970, 1971], league));
    expect(starr).toEqual({ first_year: 1970, last_year: 1971, seasons: 2, partial: true });
    // A season between his lines without one (1962: hurt) is one he sat out: covered.
    expect(careerLineSeasons([1960, 1961, 1963], league)).toEqual([1960, 1961, 1962, 1963]);
    expect(careerLineSeasons([], league)).toEqual([]);
  });
});
