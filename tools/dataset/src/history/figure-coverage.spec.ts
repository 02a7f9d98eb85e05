import { beforeAll, describe, expect, it } from 'vitest';
import type { Row } from '../model';
import { core } from '../sources/core';
import { ncaaBasketballSteps } from '../sources/ncaa-basketball/index';
import { nflForSpec } from '../sources/nfl/spec-context';
import { built } from '../testing/built';
import { coverageNote, figureCoverageRows } from './figure-coverage';

describe('the coverage note', () => {
  it('names the range and the seasons missing inside it', () => {
    expect(coverageNote([1970, 1971, 1972])).toBe('1970–1972');
    expect(coverageNote([1950, 1952, 1956, 1957])).toBe('1950–1957, not 1951, 1953–1955');
    expect(coverageNote([2025])).toBe('2025');
  });
});

describe('nfl: the coverage model, from the built rows', () => {
  let rows: Row<'figure_coverage'>[];
  beforeAll(() => {
    rows = figureCoverageRows(nflForSpec({ players: true }).ctx);
  }, 600_000);
  const years = (figure: string) =>
    [...new Set(rows.filter((r) => r.figure === figure).flatMap((r) => r.seasons as number[]))].sort(
      (a, b) => a - b,
    );

  it('holds one row per league, figure and source, each with its seasons in order', () => {
    expect(new Set(rows.map((r) => r.key)).size).toBe(rows.length);
    for (const r of rows) {
      const s = r.seasons as number[];
      expect(s, r.key).toEqual([...s].sort((a, b) => a - b));
      expect([r.first_year, r.last_year], r.key).toEqual([s[0], s.at(-1)]);
    }
  });

  it('starts sacks in 1982, when the league began to count them, and tackles later still', () => {
    expect(years('stat.sacks')[0]).toBe(1982);
    expect(years('stat.tackles')[0]).toBeGreaterThan(1982);
    // Passing lines reach back far beyond the 1970 rosters.
    expect(years('stat.passing-yards')[0]).toBeLessThan(1960);
    expect(years('roster')[0]).toBe(1970);
  });

  it('covers the draft only for first seasons whose every possible draft the file holds (from 1970)', () => {
    const draft = years('draft');
    // A player who began in 1970 may have been drafted before the file's first draft: never called undrafted.
    expect(draft[0]).toBeGreaterThan(1970);
    expect(draft).toContain(2004);
    expect(draft.at(-1)).toBeGreaterThanOrEqual(2024);
  });

  it('says which seasons no source holds: passing lines miss 2017 and 2018', () => {
    const passing = years('stat.completions');
    expect(passing).not.toContain(2017);
    expect(passing).not.toContain(2018);
    expect(passing).toContain(2016);
    expect(passing).toContain(2019);
  });
});

describe("ncaa-basketball: coaches' postseason W-L in the coverage model", () => {
  let rows: Row<'figure_coverage'>[];
  beforeAll(() => {
    rows = figureCoverageRows(built([core, ...ncaaBasketballSteps]));
  }, 600_000);

  it("holds Kaggle's seasons (1984-85 on, 2019-20 without a tournament too), not Sports-Reference's before", () => {
    const held = rows
      .filter((r) => r.figure === 'coach_postseason_record')
      .flatMap((r) => r.seasons as number[]);
    expect(Math.min(...held)).toBe(1984);
    expect(held).toContain(2019);
    expect(held).not.toContain(1983);
  });
});
