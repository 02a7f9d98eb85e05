// The data-quality report (/api/core/data-quality/) with the dataset's real figures for the NBA.
import type { DataQualityReport, QualityRule } from '../../quality';

/** A rule checked on the NBA (passing unless overridden). */
export function aQualityRule(
  r: Partial<QualityRule> & Pick<QualityRule, 'id' | 'rule' | 'metric'>,
): QualityRule {
  return {
    league: 'nba',
    league_name: 'National Basketball Association',
    status: 'passing',
    checked: 80,
    issues: 0,
    detail: '80 of 80 pass',
    ...r,
  };
}

/** The NBA site's report: real counts from the dataset's checks, with one rule failing. */
export function aDataQualityReport(overrides: Partial<DataQualityReport> = {}): DataQualityReport {
  return {
    score: 92.4,
    status: 'good',
    summary: '1 of 4 checks need attention',
    as_of: '2026-06-14',
    run_at: '2026-06-15T09:30:00.000Z',
    issues: 30,
    metrics: [
      {
        id: 'completeness',
        name: 'Completeness',
        value: 100,
        status: 'excellent',
        description: 'Title years with a champion',
      },
      {
        id: 'accuracy',
        name: 'Accuracy',
        value: 100,
        status: 'excellent',
        description: 'Valid scores and results',
      },
      {
        id: 'freshness',
        name: 'Freshness',
        value: 100,
        status: 'excellent',
        description: 'Latest record against the as-of date',
      },
      {
        id: 'consistency',
        name: 'Consistency',
        value: 69.6,
        status: 'poor',
        description: 'Standings agree with the games',
      },
    ],
    rules: [
      aQualityRule({
        id: 'champion-every-year:nba',
        rule: 'A champion for every year the title was held',
        metric: 'completeness',
      }),
      aQualityRule({
        id: 'series-equal-games:nba',
        rule: 'Final series equal their games',
        metric: 'consistency',
        checked: 78,
        detail: '78 of 78 pass',
      }),
      aQualityRule({
        id: 'standings-equal-games:nba',
        rule: 'Standings equal the games',
        metric: 'consistency',
        status: 'failing',
        checked: 98,
        issues: 30,
        detail: '68 of 98 pass; e.g. Boston Celtics 1950',
      }),
      aQualityRule({
        id: 'fresh:nba',
        rule: "Latest record within a year of the data's as-of date",
        metric: 'freshness',
        checked: 1,
        detail: 'Latest record 2026-06-13, 1 days before the as-of date',
      }),
    ],
    sources: [
      {
        id: 12,
        name: 'Basketball-Reference',
        url: 'https://www.basketball-reference.com/',
        licence: 'Facts only',
        rows: 1724,
        status: 'active',
      },
      { id: 2, name: 'cfbplotR team reference', url: null, licence: 'MIT', rows: 0, status: 'reference' },
    ],
    set_aside: [
      { source: 'nba_fivethirtyeight_elo', rows: 93 },
      { source: 'nba_bbref', rows: 37 },
    ],
    feeds: [
      {
        feed: 'nhl_api_web',
        name: 'NHL web API (api-web.nhle.com)',
        url: 'https://api-web.nhle.com/v1/',
        status: 'current',
        last_success: '2026-10-11T23:41:30.000Z',
        last_error: null,
        last_error_message: null,
        lag_seconds: 12,
        games_applied: 214,
      },
      {
        feed: 'mlb_statsapi',
        name: 'MLB Stats API (statsapi.mlb.com)',
        url: 'https://statsapi.mlb.com/api/v1/',
        status: 'off',
        last_success: null,
        last_error: null,
        last_error_message: null,
        lag_seconds: null,
        games_applied: 0,
      },
    ],
    ...overrides,
  };
}
