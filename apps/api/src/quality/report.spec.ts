import { describe, expect, it } from 'vitest';
import { buildReport, freshnessRules, grade, lagDays } from './report';
import { countBySource, firstFields } from './set-aside';

const nhl = { id: 8, slug: 'nhl', name: 'National Hockey League' } as never;
const cbs = { id: 3, slug: 'ncaa-baseball', name: 'NCAA Baseball' } as never;
const leagues = new Map([
  [8, nhl],
  [3, cbs],
]);

describe('data-quality report', () => {
  it('grades at 95 and 80', () => {
    expect([grade(95), grade(94.9), grade(80), grade(79.9)]).toEqual(['excellent', 'good', 'good', 'poor']);
  });

  it("measures a league's lag from its latest date, or an undated league from its latest title year", () => {
    expect(lagDays({ league_id: 8, data_as_of: '2025-06-14', latest_title_year: 2025 }, '2026-06-14')).toBe(
      365,
    );
    expect(lagDays({ league_id: 3, data_as_of: null, latest_title_year: 2025 }, '2026-06-14')).toBe(0);
    expect(lagDays({ league_id: 3, data_as_of: null, latest_title_year: 2022 }, '2026-06-14')).toBe(1095);
  });

  it('marks a league stale after a year, failing after two, and lowers freshness', () => {
    const f = freshnessRules(
      [
        { league_id: 8, data_as_of: '2026-06-14', latest_title_year: 2026 },
        { league_id: 3, data_as_of: '2024-12-01', latest_title_year: 2024 },
      ],
      '2026-06-14',
      leagues,
    );
    expect(f.rules.map((r) => [r.league, r.status])).toEqual([
      ['nhl', 'passing'],
      ['ncaa-baseball', 'warning'],
    ]);
    expect(f.value).toBeLessThan(100);
  });

  it('scores the mean of the four metrics and counts the issues', () => {
    const r = buildReport({
      rules: [
        {
          id: 'standings-equal-games:nhl',
          rule: 'Standings equal the games',
          metric: 'consistency',
          league: 'nhl',
          league_name: 'National Hockey League',
          status: 'failing',
          checked: 10,
          issues: 5,
          detail: '5 of 10 pass',
        },
      ],
      freshness: { rules: [], value: 100 },
      asOf: '2026-06-14',
      sources: [{ id: 1, name: 'Lahman', url: null, licence: 'CC BY-SA 3.0', rows: 0 }],
      setAside: [],
      feeds: [],
      runAt: new Date('2026-06-15T00:00:00Z'),
    });
    expect(r.metrics.map((m) => [m.id, m.value, m.status])).toEqual([
      ['completeness', 100, 'excellent'],
      ['accuracy', 100, 'excellent'],
      ['freshness', 100, 'excellent'],
      ['consistency', 50, 'poor'],
    ]);
    expect(r).toMatchObject({
      score: 87.5,
      status: 'good',
      issues: 5,
      summary: '1 of 1 checks need attention',
    });
    expect(r.sources[0].status).toBe('reference');
  });
});

describe('set-aside rows', () => {
  it('reads the first field of each record, quoted commas and line breaks included', () => {
    const csv = 'source,file,line,problem\na,f.csv,1,"x, y"\nb,f.csv,2,"two\nlines"\na,f.csv,3,z\n';
    expect(firstFields(csv)).toEqual(['a', 'b', 'a']);
    expect(countBySource(csv)).toEqual([
      { source: 'a', rows: 2 },
      { source: 'b', rows: 1 },
    ]);
  });
});
