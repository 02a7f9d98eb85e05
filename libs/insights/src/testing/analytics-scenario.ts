// The analytics page's API answers: the NBA's team performance this season, other categories and timeframes
// answered from the request (so a change of selector shows new figures), an empty week, and the Filter's teams;
// on the hub (no sport in the request) one league at a time: the NFL first, MLB (in runs) when asked for.
import type { AnalyticsFigures } from '@trophy-room/contract';
import {
  analyticsLeagues,
  anAnalyticsFigures,
  anAnalyticsLeague,
  aTeam,
  mockApi,
  type MockRequest,
} from '@trophy-room/contract/testing';

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

/** The hub's first league, the NFL's 2024 season: the hub offers all eight leagues, one at a time. */
export const hubNfl: AnalyticsFigures = anAnalyticsFigures({
  league: anAnalyticsLeague('nfl'),
  leagues: analyticsLeagues,
  as_of: '2026-02-08',
  period: { label: '2024 NFL Season', from: null, to: '2026-02-08' },
  previous: { label: '2023 NFL Season', from: null, to: null },
  games: 285,
  kpis: teamPerformance.kpis.map((k) =>
    k.id === 'points-per-game' ? { ...k, value: 23, change: -0.4, trend: 'down' } : k,
  ),
  insights: [
    {
      title: 'Best record',
      text: 'Philadelphia Eagles: 18-3 (.857) in 21 games, among the teams with at least 11 games (half the most any team played).',
    },
  ],
});

/** The hub on MLB: runs, never points. */
export const hubMlb: AnalyticsFigures = anAnalyticsFigures({
  league: anAnalyticsLeague('mlb'),
  leagues: analyticsLeagues,
  as_of: '2025-11-01',
  period: { label: '2025 MLB Season', from: null, to: '2025-11-01' },
  previous: { label: '2024 MLB Season', from: null, to: null },
  games: 2477,
  kpis: [
    { ...teamPerformance.kpis[0], value: 52.7 },
    {
      id: 'runs-per-game',
      label: 'Runs per game',
      unit: 'number',
      value: 4.4,
      change: -0.1,
      trend: 'down',
      description: 'Runs one team scores in a game, on average',
    },
    {
      ...teamPerformance.kpis[2],
      value: 3.4,
      description: 'Average difference between the two scores, in runs',
    },
    { ...teamPerformance.kpis[3], value: 2477 },
  ],
  charts: [
    {
      id: 'win-pct',
      title: 'Win % — top 10 teams with at least 81 games (half a full 162-game season)',
      kind: 'bar',
      x_label: 'Team',
      y_label: 'Win %',
      points: [{ label: 'Milwaukee Brewers', value: 59.3 }],
    },
    {
      id: 'scoring-trend',
      title: 'Runs per game over time',
      kind: 'line',
      x_label: 'Month',
      y_label: 'Runs per game',
      points: [{ label: '2025-04', value: 4.3 }],
    },
  ],
  insights: [
    {
      title: 'Best record',
      text: 'Milwaukee Brewers: 97-65 (.599) in 162 games, among the teams with at least 81 games (half a full 162-game season).',
    },
  ],
});

const celtics = aTeam({ id: 102, slug: 'boston-celtics', name: 'Boston Celtics', city: 'Boston' });
function answer(q: URLSearchParams): AnalyticsFigures {
  if (q.get('category') === 'season-trends') return seasonTrends;
  if (q.get('timeframe') === 'week') return emptyWeek;
  if (q.get('team') === 'boston-celtics')
    return {
      ...teamPerformance,
      team: 'Boston Celtics',
      report: { ...teamPerformance.report, rows: [teamPerformance.report.rows[2]] },
    };
  return teamPerformance;
}

const byRequest = ({ url }: MockRequest): AnalyticsFigures => {
  const q = url.searchParams;
  const figures = answer(q);
  if (q.get('sport__slug')) return figures;
  // The hub: the NFL unless another league is asked for.
  if (q.get('league') === 'mlb') return hubMlb;
  return figures === teamPerformance
    ? hubNfl
    : { ...figures, league: anAnalyticsLeague('nfl'), leagues: analyticsLeagues };
};

export const analyticsHandlers = {
  success: [mockApi.data('analytics', byRequest), mockApi.page('teams', [celtics])],
  loading: [mockApi.loading('analytics')],
  error: [mockApi.error('analytics', 'The figures could not be computed.')],
};
