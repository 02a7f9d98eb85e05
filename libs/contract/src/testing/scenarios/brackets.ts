// Brackets for the bracket's tests and stories, from real results: the 2016 NFL playoffs (a 12-team field with
// byes), the 1927 NHL playoffs from series results with their total-goal rounds, the 2016 MLB postseason's last
// rounds from series results (no games), the 2023 NBA play-in, a list fallback, a season without postseason data,
// and the 2024 Super Bowl for the season page's Playoffs tab.
import type { Bracket, BracketGame, BracketRound, BracketSeries, BracketTeam } from '../../brackets';
import { mockApi } from '../handlers';

type Side = [slug: string, name: string, seed?: number, bye?: boolean];
const team = ([slug, name, seed, bye]: Side): BracketTeam => ({
  slug,
  name,
  seed: seed ?? null,
  bye: bye ?? false,
});

let gameNo = 0;
const game = (date: string, top: number, bottom: number, extra: Partial<BracketGame> = {}): BracketGame => ({
  slug: `game-${++gameNo}`,
  date,
  top_score: top,
  bottom_score: bottom,
  top_home: true,
  neutral: false,
  overtime: null,
  has_box_score: false,
  ...extra,
});

/** One game: the winner is the side with more points. */
const single = (
  top: Side,
  bottom: Side,
  date: string,
  t: number,
  b: number,
  extra: Partial<BracketGame> = {},
) => series(top, bottom, [game(date, t, b, extra)], 'game', `${Math.max(t, b)}-${Math.min(t, b)}`);

function series(
  top: Side,
  bottom: Side,
  games: BracketGame[],
  decided_by: BracketSeries['decided_by'],
  result: string,
  winner?: 'top' | 'bottom',
): BracketSeries {
  const t = games.reduce((n, g) => n + (g.top_score ?? 0), 0);
  const b = games.reduce((n, g) => n + (g.bottom_score ?? 0), 0);
  const won = (x: 'top_score' | 'bottom_score', y: 'top_score' | 'bottom_score') =>
    games.filter((g) => (g[x] ?? 0) > (g[y] ?? 0)).length;
  const [tf, bf] =
    decided_by === 'wins' ? [won('top_score', 'bottom_score'), won('bottom_score', 'top_score')] : [t, b];
  return {
    top: team(top),
    bottom: team(bottom),
    winner: winner ?? (t > b ? 'top' : 'bottom'),
    result,
    decided_by,
    top_figure: tf,
    bottom_figure: bf,
    note: null,
    region: null,
    games,
  };
}

/** A series known only by its result (no games): the winner on top, its games won or its goals. */
const result = (
  winner: Side | [slug: null, name: string],
  loser: Side | [slug: null, name: string],
  [w, l]: [number, number],
  extra: Partial<BracketSeries> = {},
): BracketSeries => ({
  top: { slug: winner[0], name: winner[1], seed: null, bye: false },
  bottom: { slug: loser[0], name: loser[1], seed: null, bye: false },
  winner: 'top',
  result: `${w}-${l}`,
  decided_by: 'wins',
  top_figure: w,
  bottom_figure: l,
  note: null,
  region: null,
  games: [],
  ...extra,
});

const onGoals = (w: number, l: number, note: string | null = null): Partial<BracketSeries> => ({
  result: `${w}-${l} on total goals`,
  decided_by: 'goals',
  top_figure: w,
  bottom_figure: l,
  note,
});

const round = (name: string, list: BracketSeries[], preliminary = false): BracketRound => ({
  name,
  preliminary,
  series: list,
  consolation: [],
});

const head = (
  slug: string,
  name: string,
  start_year: number,
  league_slug: string,
  source: Bracket['source'] = 'games',
) => ({
  season: { slug, name, start_year, league_slug },
  source,
});

const NE: Side = ['new-england-patriots', 'New England Patriots', undefined, true];
const ATL: Side = ['atlanta-falcons', 'Atlanta Falcons', undefined, true];
const PIT: Side = ['pittsburgh-steelers', 'Pittsburgh Steelers'];
const GB: Side = ['green-bay-packers', 'Green Bay Packers'];
const HOU: Side = ['houston-texans', 'Houston Texans'];
const SEA: Side = ['seattle-seahawks', 'Seattle Seahawks'];
const KC: Side = ['kansas-city-chiefs', 'Kansas City Chiefs', undefined, true];
const DAL: Side = ['dallas-cowboys', 'Dallas Cowboys', undefined, true];
const unbye = ([slug, name]: Side): Side => [slug, name];

/** The 2016 NFL playoffs: four teams enter after a bye in the divisional round; Super Bowl LI in overtime. */
export const bracketWithByes: Bracket = {
  ...head('nfl-2016', '2016 NFL Season', 2016, 'nfl'),
  competition: 'Super Bowl',
  layout: 'tree',
  note: null,
  champion: { slug: 'new-england-patriots', name: 'New England Patriots' },
  games_count: 11,
  rounds: [
    round('Wild Card Round', [
      single(HOU, ['las-vegas-raiders', 'Oakland Raiders'], '2017-01-07', 27, 14),
      single(PIT, ['miami-dolphins', 'Miami Dolphins'], '2017-01-08', 30, 12),
      single(SEA, ['detroit-lions', 'Detroit Lions'], '2017-01-07', 26, 6),
      single(GB, ['new-york-giants', 'New York Giants'], '2017-01-08', 38, 13),
    ]),
    round('Divisional Round', [
      single(NE, HOU, '2017-01-14', 34, 16),
      single(KC, PIT, '2017-01-15', 16, 18),
      single(ATL, SEA, '2017-01-14', 36, 20),
      single(DAL, GB, '2017-01-15', 31, 34),
    ]),
    round('Conference Championship', [
      single(unbye(NE), PIT, '2017-01-22', 36, 17),
      single(unbye(ATL), GB, '2017-01-22', 44, 21),
    ]),
    round('Super Bowl', [
      single(unbye(NE), unbye(ATL), '2017-02-05', 34, 28, { neutral: true, overtime: 'OT' }),
    ]),
  ],
};

const [MTL, MTM, BOS, CHI, OTT, NYR] = [
  ['montreal-canadiens', 'Montreal Canadiens'],
  ['montreal-maroons', 'Montreal Maroons'],
  ['boston-bruins', 'Boston Bruins'],
  ['chicago-blackhawks', 'Chicago Black Hawks'],
  ['st-louis-eagles', 'Ottawa Senators'],
  ['new-york-rangers', 'New York Rangers'],
] satisfies Side[];

/**
 * The 1926-27 Stanley Cup playoffs from the Hockey Databank's series (no games): the two-game total-goal rounds
 * (the Canadiens over the Maroons 2-1 on goals) and the Final Ottawa won 2-0 with two ties.
 */
export const totalGoalBracket: Bracket = {
  ...head('nhl-1926-27', '1926-27 NHL Season', 1926, 'nhl', 'series'),
  competition: 'Stanley Cup',
  layout: 'tree',
  note: null,
  champion: { slug: 'st-louis-eagles', name: 'Ottawa Senators' },
  games_count: 0,
  rounds: [
    round('Quarterfinals', [
      result(MTL, MTM, [1, 0], onGoals(2, 1, '1 tied game')),
      result(BOS, CHI, [1, 0], onGoals(10, 5, '1 tied game')),
    ]),
    round('Semifinals', [
      result(OTT, MTL, [1, 0], onGoals(5, 1, '1 tied game')),
      result(BOS, NYR, [1, 0], onGoals(3, 1, '1 tied game')),
    ]),
    round('Stanley Cup Final', [result(OTT, BOS, [2, 0], { result: '2-0-2', note: '2 tied games' })]),
  ],
};

const [CHC, CLE] = [
  ['chicago-cubs', 'Chicago Cubs'],
  ['cleveland-guardians', 'Cleveland Indians'],
] satisfies Side[];

/** The 2016 MLB postseason's last two rounds from Lahman's series (no games): the Cubs over Cleveland 4-3. */
export const seriesOnlyBracket: Bracket = {
  ...head('mlb-2016', '2016 MLB Season', 2016, 'mlb', 'series'),
  competition: 'World Series',
  layout: 'tree',
  note: null,
  champion: { slug: 'chicago-cubs', name: 'Chicago Cubs' },
  games_count: 0,
  rounds: [
    round('ALCS / NLCS', [
      result(CLE, ['toronto-blue-jays', 'Toronto Blue Jays'], [4, 1]),
      result(CHC, ['los-angeles-dodgers', 'Los Angeles Dodgers'], [4, 2]),
    ]),
    round('World Series', [result(CHC, CLE, [4, 3])]),
  ],
};

/** The 2023 NBA play-in (7 v 8 in the West) and the Lakers' first-round series that followed. */
export const playInBracket: Bracket = {
  ...head('nba-2022-23', '2022-23 NBA Season', 2022, 'nba'),
  competition: 'NBA Finals',
  layout: 'tree',
  note: null,
  champion: null,
  games_count: 7,
  rounds: [
    round(
      'Play-In',
      [
        single(
          ['los-angeles-lakers', 'Los Angeles Lakers'],
          ['minnesota-timberwolves', 'Minnesota Timberwolves'],
          '2023-04-11',
          108,
          102,
          { overtime: 'OT' },
        ),
      ],
      true,
    ),
    round('First Round', [
      series(
        ['memphis-grizzlies', 'Memphis Grizzlies'],
        ['los-angeles-lakers', 'Los Angeles Lakers'],
        [
          game('2023-04-16', 112, 128),
          game('2023-04-19', 103, 93),
          game('2023-04-22', 101, 111, { top_home: false }),
          game('2023-04-24', 108, 117, { top_home: false, overtime: 'OT' }),
          game('2023-04-26', 116, 99),
          game('2023-04-28', 85, 125, { top_home: false }),
        ],
        'wins',
        '4-2',
        'bottom',
      ),
    ]),
  ],
};

/** A season drawn as a list: the 1950 NBA's tiebreaker and divisional playoffs. */
export const listBracket: Bracket = {
  ...head('nba-1949-50', '1949-50 NBA Season', 1949, 'nba'),
  competition: 'NBA Finals',
  layout: 'list',
  note: 'A team that lost a series played on in a later round, so the series are listed in order instead of drawn as a bracket.',
  champion: { slug: 'los-angeles-lakers', name: 'Minneapolis Lakers' },
  games_count: 2,
  rounds: [
    round('Playoffs', [
      single(
        ['los-angeles-lakers', 'Minneapolis Lakers'],
        ['chicago-stags', 'Chicago Stags'],
        '1950-03-21',
        75,
        67,
      ),
      single(
        ['new-york-knicks', 'New York Knicks'],
        ['washington-capitols', 'Washington Capitols'],
        '1950-03-21',
        90,
        87,
      ),
    ]),
  ],
};

/** A season without postseason games: what the data lacks. */
export const emptyBracket: Bracket = {
  ...head('mlb-1994', '1994 MLB Season', 1994, 'mlb', null),
  competition: null,
  layout: 'none',
  note: "The dataset has MLB postseason series 1884-2024 (Lahman's SeriesPost, results without games); this season has none in it: no postseason was played (1994, 1904, most seasons before 1903), or its series are not in the source (2025, and the Temple Cup and Chronicle-Telegraph Cup of the 1890s).",
  champion: null,
  games_count: 0,
  rounds: [],
};

/** The 2024 NFL season's Super Bowl (LIX), as the season page's fixtures know it. */
export const superBowlLixBracket: Bracket = {
  ...head('nfl-2024', '2024 NFL Season', 2024, 'nfl'),
  competition: 'Super Bowl',
  layout: 'tree',
  note: null,
  champion: { slug: 'philadelphia-eagles', name: 'Philadelphia Eagles' },
  games_count: 1,
  rounds: [
    round('Super Bowl', [
      single(
        ['philadelphia-eagles', 'Philadelphia Eagles'],
        ['kansas-city-chiefs', 'Kansas City Chiefs'],
        '2025-02-09',
        40,
        22,
        { neutral: true },
      ),
    ]),
  ],
};

const bySlug = new Map(
  [
    bracketWithByes,
    totalGoalBracket,
    seriesOnlyBracket,
    playInBracket,
    listBracket,
    emptyBracket,
    superBowlLixBracket,
  ].map((b) => [b.season.slug, b]),
);

/** Each season above by its slug; any other season has no postseason games. */
export const bracketHandlers = {
  success: [
    mockApi.json('seasonBracket', ({ params }) => {
      const b = bySlug.get(params.key);
      return (
        b ?? {
          ...emptyBracket,
          season: { ...emptyBracket.season, slug: params.key },
          note: 'The dataset has no postseason games or series for this season.',
        }
      );
    }),
  ],
  loading: [mockApi.loading('seasonBracket')],
  error: [mockApi.error('seasonBracket', 'The bracket could not be loaded.')],
};
