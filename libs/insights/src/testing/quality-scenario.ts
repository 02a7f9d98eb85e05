// The data-quality page's API answers: the NBA report (one rule failing), and all passing after a new run.
import type { DataQualityReport } from '@trophy-room/contract';
import { aDataQualityReport, mockApi } from '@trophy-room/contract/testing';

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

export const qualityHandlers = {
  success: [mockApi.data('dataQuality', nbaReport), mockApi.data('dataQualityRun', allPassing)],
  loading: [mockApi.loading('dataQuality')],
  error: [mockApi.error('dataQuality', 'The checks could not run.')],
};
