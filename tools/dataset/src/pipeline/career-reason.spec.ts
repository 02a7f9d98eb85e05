import { describe, expect, it } from 'vitest';
import type { Claim, Figure } from './claims';
import { careerReason } from './career-check';
import { recordReason } from './cross-checks';

const covered = new Set([2019, 2020, 2021, 2022, 2023, 2024, 2025]);

describe('careerReason', () => {
  it('explains a sum past the career source’s last season only when the earlier lines equal it', () => {
    const lines = [
      { year: 2023, value: 11 },
      { year: 2024, value: 17 },
      { year: 2025, value: 16 },
    ];
    expect(careerReason({ career: 28, lines, first: 2023, last: 2025, end: 2024, covered })).toBe(
      'the career source counts seasons to 2024; the lines of 2025 add 16',
    );
    expect(careerReason({ career: 27, lines, first: 2023, last: 2025, end: 2024, covered })).toBeNull();
  });

  it('names the missed seasons only when the lines fall short', () => {
    const lines = [
      { year: 2016, value: 5 },
      { year: 2019, value: 4 },
    ];
    expect(careerReason({ career: 15, lines, first: 2016, last: 2019, covered })).toBe(
      "the lines miss 2 season(s) of his career (no source's lines give it for 2017-2018): 6 short of the career total",
    );
    expect(careerReason({ career: 8, lines, first: 2016, last: 2019, covered })).toBeNull();
  });

  it('says where a source counts fewer games, when the lines fall short', () => {
    const lines = [
      { year: 2022, value: 12, fewer: 'counts only games with a statistic' },
      { year: 2023, value: 15, fewer: 'counts only games with a statistic' },
    ];
    expect(careerReason({ career: 30, lines, first: 2022, last: 2023, covered })).toBe(
      'counts only games with a statistic: 3 short of the career total',
    );
    expect(careerReason({ career: 25, lines, first: 2022, last: 2023, covered })).toBeNull();
  });

  it('gives no reason where every season has a line', () => {
    const lines = [{ year: 2020, value: 3 }];
    expect(careerReason({ career: 4, lines, first: 2020, last: 2020, covered })).toBeNull();
  });

  it("names the seasons where another source's count makes the sum equal the career total", () => {
    const lines = [
      { year: 2014, value: 3 },
      { year: 2015, value: 10, other: { value: 9, by: 'NFL.com' } },
    ];
    expect(careerReason({ career: 12, lines, first: 2014, last: 2015, covered })).toBe(
      'NFL.com counts 9 in 2015 (the line: 10); with its count the lines sum to the career total',
    );
    expect(careerReason({ career: 11, lines, first: 2014, last: 2015, covered })).toBeNull();
  });

  it('says where lines another compiler counted make up the sum, and only then', () => {
    const lines = [
      { year: 2008, value: 40, by: 'NFL.com' },
      { year: 2009, value: 38, by: 'NFL.com' },
    ];
    const by = 'Pro-Football-Reference';
    expect(careerReason({ career: 80, lines, first: 2008, last: 2009, covered, by })).toBe(
      "the lines of 2008-2009 are NFL.com's count, the career total Pro-Football-Reference's: separate compilations of the same games",
    );
    const own = lines.map((l) => ({ ...l, by }));
    expect(careerReason({ career: 80, lines: own, first: 2008, last: 2009, covered, by })).toBeNull();
  });

  it('says where the lines and the career total are two editions of one compiler’s tables, and only then', () => {
    const by = 'Pro-Football-Reference';
    const lines = [
      { year: 2010, value: 13, by, edition: 'season tables' },
      { year: 2011, value: 3, by, edition: 'season tables' },
    ];
    expect(
      careerReason({ career: 15, lines, first: 2010, last: 2011, covered, by, edition: 'career summary' }),
    ).toBe(
      "the lines and the career total are both Pro-Football-Reference's, from two editions of its tables (the lines: season tables; the career total: career summary), and no other source's count of his seasons accounts for the difference",
    );
    expect(careerReason({ career: 15, lines, first: 2010, last: 2011, covered, by })).toBeNull();
    const mixed = [lines[0], { ...lines[1], edition: undefined }];
    expect(
      careerReason({
        career: 15,
        lines: mixed,
        first: 2010,
        last: 2011,
        covered,
        by,
        edition: 'career summary',
      }),
    ).toBeNull();
  });
});

describe('recordReason', () => {
  const figure = { id: 'mlb.team_season.record' } as Figure;
  const c = (source: string, value: string, note?: string) => ({ figure, source, value, note }) as Claim;
  it('holds where the league’s game check gives the standings’ W-L', () => {
    expect(recordReason([c('lahman', '59-89'), c('retro', '59-89')], { source: 'lahman' }, '59-89')).toMatch(
      /differ only in forfeited or no-decision games/,
    );
  });
  it('reuses the league check’s own reason, and has none otherwise', () => {
    expect(
      recordReason([c('lahman', '59-89'), c('retro', '60-88', 'a forfeit')], { source: 'lahman' }, '59-89'),
    ).toBe('mlb.team_season.record: a forfeit');
    expect(
      recordReason([c('lahman', '59-89'), c('retro', '58-90')], { source: 'lahman' }, '59-89'),
    ).toBeNull();
  });
});
