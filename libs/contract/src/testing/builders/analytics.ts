// The analytics figures (/api/core/analytics/) in the shape the API gives for the NBA site's latest season.
import type { AnalyticsFigures, AnalyticsKpi, AnalyticsLeague } from '../../analytics';

type LeagueRow = [
  id: number,
  slug: string,
  name: string,
  abbreviation: string,
  sport: string,
  college?: boolean,
];
const SCORING: Record<string, AnalyticsLeague['scoring']> = { baseball: 'runs', hockey: 'goals' };
const league = ([id, slug, name, abbreviation, sport, college]: LeagueRow): AnalyticsLeague => ({
  id,
  slug,
  name,
  abbreviation,
  sport_slug: sport,
  level_slug: college ? 'ncaa-division-i' : 'professional',
  scoring: SCORING[sport] ?? 'points',
});

/** The eight leagues as the API lists them (pro first, in the sites' sport order): the hub's choices. */
export const analyticsLeagues: AnalyticsLeague[] = (
  [
    [7, 'nfl', 'National Football League', 'NFL', 'football'],
    [2, 'nba', 'National Basketball Association', 'NBA', 'basketball'],
    [1, 'mlb', 'Major League Baseball', 'MLB', 'baseball'],
    [8, 'nhl', 'National Hockey League', 'NHL', 'hockey'],
    [5, 'ncaa-football', 'NCAA Division I Football', 'NCAAF', 'football', true],
    [4, 'ncaa-basketball', "NCAA Division I Men's Basketball", 'NCAAB', 'basketball', true],
    [3, 'ncaa-baseball', 'NCAA Division I Baseball', 'NCAABSB', 'baseball', true],
    [6, 'ncaa-hockey', "NCAA Division I Men's Ice Hockey", 'NCAAH', 'hockey', true],
  ] satisfies LeagueRow[]
).map(league);

/** One of the eight by slug (nba, mlb, …). */
export const anAnalyticsLeague = (slug = 'nba') => analyticsLeagues.find((l) => l.slug === slug)!;

const aKpi = (k: Partial<AnalyticsKpi> & Pick<AnalyticsKpi, 'id' | 'label' | 'value'>): AnalyticsKpi => ({
  unit: 'number',
  change: null,
  trend: 'neutral',
  description: k.label,
  ...k,
});

/** Team performance, NBA, 2024-25 against 2023-24. */
export function anAnalyticsFigures(overrides: Partial<AnalyticsFigures> = {}): AnalyticsFigures {
  const nba = anAnalyticsLeague('nba');
  return {
    league: nba,
    leagues: [nba],
    category: 'team-performance',
    timeframe: 'season',
    as_of: '2026-06-13',
    period: { label: '2025-26 NBA Season', from: null, to: '2026-06-13' },
    previous: { label: '2024-25 NBA Season', from: null, to: null },
    team: null,
    conference: null,
    games: 1321,
    note: null,
    kpis: [
      aKpi({
        id: 'home-win-rate',
        label: 'Home win rate',
        unit: 'percent',
        value: 54.6,
        change: -0.3,
        trend: 'down',
      }),
      aKpi({ id: 'points-per-game', label: 'Points per game', value: 115.2, change: 1.1, trend: 'up' }),
      aKpi({ id: 'average-margin', label: 'Average margin', value: 13.1, change: 0, trend: 'neutral' }),
      aKpi({ id: 'games', label: 'Games', value: 1321, change: 2, trend: 'up' }),
    ],
    charts: [
      {
        id: 'win-pct',
        title: 'Win % — top 10 teams',
        kind: 'bar',
        x_label: 'Team',
        y_label: 'Win %',
        points: [
          { label: 'Oklahoma City Thunder', value: 77.8 },
          { label: 'Cleveland Cavaliers', value: 71.3 },
          { label: 'Boston Celtics', value: 62.5 },
        ],
      },
      {
        id: 'scoring-trend',
        title: 'Points per game over time',
        kind: 'line',
        x_label: 'Month',
        y_label: 'Points per game',
        points: [
          { label: '2025-10', value: 114.9 },
          { label: '2025-11', value: 115.6 },
          { label: '2025-12', value: 115.1 },
        ],
      },
    ],
    insights: [
      { title: 'Best record', text: 'Oklahoma City Thunder (NBA): 84-24, 77.8% of 108 games.' },
      { title: 'Strongest at home', text: 'Cleveland Cavaliers won 80.5% at home.' },
      { title: 'Highest scoring', text: 'Memphis Grizzlies scored 121.5 per game and allowed 116.4.' },
    ],
    report: {
      title: 'Team records',
      columns: [
        { key: 'team', label: 'Team', numeric: false },
        { key: 'games', label: 'Games', numeric: true },
        { key: 'win_pct', label: 'Win %', numeric: true },
      ],
      rows: [
        { team: 'Oklahoma City Thunder', games: 108, win_pct: 77.8 },
        { team: 'Cleveland Cavaliers', games: 87, win_pct: 71.3 },
        { team: 'Boston Celtics', games: 93, win_pct: 62.5 },
      ],
    },
    ...overrides,
  };
}
