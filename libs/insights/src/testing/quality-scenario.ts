// The data-quality page's API answers: the NBA report (one rule failing), and all passing after a new run; the
// NBA's reconciliation counts, null audit and its four disagreements (all with a reason).
import type { DataQualityReport } from '@trophy-room/contract';
import {
  aDataQualityFigures,
  aDataQualityReport,
  aDisagreement,
  mockApi,
} from '@trophy-room/contract/testing';

export const nbaReport = aDataQualityReport();

export const allPassing: DataQualityReport = {
  ...nbaReport,
  score: 100,
  status: 'excellent',
  summary: 'All 4 checks passing',
  issues: 0,
  run_at: '2026-06-15T10:00:00.000Z',
  metrics: nbaReport.metrics.map((m) => ({ ...m, value: 100, status: 'excellent' })),
  rules: nbaReport.rules.map((r) => ({ ...r, status: 'passing', issues: 0 })),
};

export const nbaFigures = aDataQualityFigures();

/** The NBA's disagreements: the 2023-24 and 2024-25 seasons whose games hold the In-Season Tournament final. */
export const nbaDisagreements = [
  aDisagreement(),
  aDisagreement({
    id: 160,
    subject: 'nba:ts:LAL:2023',
    label: 'Los Angeles Lakers, 2023-24 NBA Season',
    claims: [
      { source: 'nba_bbref', value: '47-35-0', note: null },
      { source: 'derived:games', value: '48-35-0', note: aDisagreement().claims[1].note },
    ],
  }),
];

export const qualityHandlers = {
  success: [
    mockApi.data('dataQuality', nbaReport),
    mockApi.data('dataQualityRun', allPassing),
    mockApi.data('dataQualityFigures', nbaFigures),
    mockApi.page('dataQualityDisagreements', nbaDisagreements, { count: 4 }),
  ],
  loading: [mockApi.loading('dataQuality'), mockApi.loading('dataQualityFigures')],
  error: [
    mockApi.error('dataQuality', 'The checks could not run.'),
    mockApi.error('dataQualityFigures', 'The checks could not run.'),
  ],
};
