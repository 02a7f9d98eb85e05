// The leader screens' answers (values from the real dataset: career home runs, Lahman 1871–2024) per state.
import { aLeaderLeague, aLeaderList, aLeaderRow, aLeaderStat, aPlayerRank } from '../builders/leaders';
import { mockApi } from '../handlers';

const battingAverage = aLeaderStat({
  slug: 'batting-average',
  label: 'Batting average',
  abbreviation: 'AVG',
  rate: true,
  digits: 3,
  qualifier: 'At least 3.1 plate appearances per team game in a season; 3,000 plate appearances in a career',
  qualifier_figure: { abbreviation: 'PA', label: 'Plate appearances', format: 'count' },
});

/** Career ERA (the catalogue's earned-run-average): innings pitched beside it, in thirds from outs. */
export const careerEra = aLeaderList({
  stat: aLeaderStat({
    slug: 'earned-run-average',
    label: 'Earned run average',
    abbreviation: 'ERA',
    group: 'Pitching',
    rate: true,
    digits: 2,
    ascending: true,
    qualifier: 'At least 1 inning pitched per team game in a season; 1,000 innings pitched in a career',
    qualifier_figure: { abbreviation: 'IP', label: 'Innings pitched', format: 'innings' },
  }),
  results: [
    aLeaderRow({
      player: { slug: 'ed-walsh', name: 'Ed Walsh' },
      value: 1.816,
      first_year: 1904,
      last_year: 1917,
      seasons: 14,
      qualifier_value: 8893,
      teams: [{ slug: 'chicago-white-sox', name: 'Chicago White Sox' }],
    }),
  ],
});

export const mlbLeaders = aLeaderLeague({
  stats: [aLeaderStat(), aLeaderStat({ slug: 'hits', label: 'Hits', abbreviation: 'H' }), battingAverage],
});

export const careerHomeRuns = aLeaderList({
  results: [
    aLeaderRow(),
    aLeaderRow({
      rank: 2,
      player: { slug: 'hank-aaron', name: 'Hank Aaron' },
      value: 755,
      first_year: 1954,
      last_year: 1976,
      seasons: 23,
      teams: [
        { slug: 'atlanta-braves', name: 'Milwaukee Braves' },
        { slug: 'atlanta-braves', name: 'Atlanta Braves' },
        { slug: 'milwaukee-brewers', name: 'Milwaukee Brewers' },
      ],
    }),
    aLeaderRow({
      rank: 3,
      player: { slug: 'babe-ruth', name: 'Babe Ruth' },
      value: 714,
      first_year: 1914,
      last_year: 1935,
      seasons: 22,
      teams: [
        { slug: 'boston-red-sox', name: 'Boston Red Sox' },
        { slug: 'new-york-yankees', name: 'New York Yankees' },
        { slug: 'atlanta-braves', name: 'Boston Braves' },
      ],
    }),
  ],
});

/**
 * The list with an active player whose career runs past the lines (Lahman ends with 2024, the league's seasons run to
 * 2025): his row is partial, as the API computes it.
 */
export const careerHomeRunsPartial = aLeaderList({
  ...careerHomeRuns,
  coverage: { ...careerHomeRuns.coverage, last_year: 2024, league_last_year: 2025 },
  results: [
    ...careerHomeRuns.results,
    aLeaderRow({
      rank: 4,
      player: { slug: 'giancarlo-stanton', name: 'Giancarlo Stanton' },
      value: 429,
      first_year: 2010,
      last_year: 2024,
      seasons: 15,
      teams: [{ slug: 'new-york-yankees', name: 'New York Yankees' }],
      partial: true,
    }),
  ],
});

export const leaderHandlers = {
  success: [
    mockApi.data('leaders', [mlbLeaders]),
    mockApi.data('leaderList', careerHomeRuns),
    mockApi.page('teams', []),
  ],
  /** No player qualifies (e.g. a team and an era that do not meet). */
  empty: [
    mockApi.data('leaders', [mlbLeaders]),
    mockApi.data('leaderList', { ...careerHomeRuns, results: [] }),
    mockApi.page('teams', []),
  ],
  /** A career past the seasons the lines cover: marked. */
  partialCareer: [
    mockApi.data('leaders', [mlbLeaders]),
    mockApi.data('leaderList', careerHomeRunsPartial),
    mockApi.page('teams', []),
  ],
  /** A rate: career ERA, innings pitched beside it. */
  rate: [
    mockApi.data('leaders', [mlbLeaders]),
    mockApi.data('leaderList', careerEra),
    mockApi.page('teams', []),
  ],
  /** A site whose sources hold no player statistics (the college sites). */
  noStats: [mockApi.data('leaders', []), mockApi.error('leaderList', 'Stat not found.', 404)],
  loading: [mockApi.loading()],
  error: [
    mockApi.error('leaders', 'The request could not be served.'),
    mockApi.error('leaderList', 'The request could not be served.'),
  ],
  notFound: [mockApi.data('leaders', [mlbLeaders]), mockApi.error('leaderList', 'Stat not found.', 404)],
};

/** Barry Bonds's career figures in the top 100. */
export const bondsRanks = [
  aPlayerRank(),
  aPlayerRank({
    stat: aLeaderStat({ slug: 'runs', label: 'Runs', abbreviation: 'R' }),
    value: 2227,
    rank: 3,
  }),
];
