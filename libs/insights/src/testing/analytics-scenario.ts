// The analytics page's API answers: the NBA's team performance this season, other categories and timeframes
// answered from the request (so a change of selector shows new figures), an empty week, and the Filter's teams.
import type { AnalyticsFigures } from '@trophy-room/contract';
import { anAnalyticsFigures, aTeam, mockApi, type MockRequest } from '@trophy-room/contract/testing';

export const teamPerformance = anAnalyticsFigures();

export const seasonTrends: AnalyticsFigures = anAnalyticsFigures({
  category: 'season-trends',
  timeframe: 'all',
  period: { label: 'All time', from: null, to: '2026-06-13' },
  previous: null,
  kpis: [
    {
      id: 'titles',
      label: 'Titles decided',
      unit: 'number',
      value: 79,
      change: null,
      trend: 'neutral',
      description: 'Championships won',
    },
    {
      id: 'distinct-champions',
      label: 'Distinct champions',
      unit: 'number',
      value: 21,
      change: null,
      trend: 'neutral',
      description: 'Different winners',
    },
    {
      id: 'repeat-titles',
      label: 'Repeat titles',
      unit: 'number',
      value: 18,
      change: null,
      trend: 'neutral',
      description: 'Repeats',
    },
    {
      id: 'longest-drought',
      label: 'Longest current drought',
      unit: 'years',
      value: 48,
      change: null,
      trend: 'neutral',
      description: 'Years since the last title',
    },
  ],
});

export const emptyWeek: AnalyticsFigures = anAnalyticsFigures({
  timeframe: 'week',
  period: { label: 'Jun 7 – Jun 13, 2026', from: '2026-06-07', to: '2026-06-13' },
  previous: { label: 'May 31 – Jun 6, 2026', from: '2026-05-31', to: '2026-06-06' },
  games: 0,
  note: 'No games in Jun 7 – Jun 13, 2026 for this scope: the data runs to 2026-06-13.',
  kpis: teamPerformance.kpis.map((k) => ({ ...k, value: null, change: null, trend: 'neutral' })),
  charts: teamPerformance.charts.map((c) => ({ ...c, points: [] })),
  insights: [],
  report: { ...teamPerformance.report, rows: [] },
});

const celtics = aTeam({ id: 102, slug: 'boston-celtics', name: 'Boston Celtics', city: 'Boston' });
const byRequest = ({ url }: MockRequest): AnalyticsFigures => {
  const q = url.searchParams;
  if (q.get('category') === 'season-trends') return seasonTrends;
  if (q.get('timeframe') === 'week') return emptyWeek;
  if (q.get('team') === 'boston-celtics')
    return {
      ...teamPerformance,
      team: 'Boston Celtics',
      report: { ...teamPerformance.report, rows: [teamPerformance.report.rows[2]] },
    };
  return teamPerformance;
};

export const analyticsHandlers = {
  success: [mockApi.data('analytics', byRequest), mockApi.page('teams', [celtics])],
  loading: [mockApi.loading('analytics')],
  error: [mockApi.error('analytics', 'The figures could not be computed.')],
};
