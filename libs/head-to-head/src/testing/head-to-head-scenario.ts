// The Bears and the Packers for the head-to-head screen's tests and stories (the contract's aHeadToHead: four real
// meetings and the figures they add up to), the Bears and a team they never met, and the calls the page makes.
import type { HeadToHead, HeadToHeadGame, MeetingSortKey } from '@trophy-room/contract';
import {
  aHeadToHead,
  aHeadToHeadGame,
  aHeadToHeadRecord,
  aSearchGroup,
  aSearchResponse,
  aSearchResult,
  aTeam,
  leagues,
  levels,
  mockApi,
  sports,
} from '@trophy-room/contract/testing';
import { compareText, meetingSortValues } from '@trophy-room/domain';

export const bearsPackers = aHeadToHead();
const record = aHeadToHeadRecord;

/** The Bears and the 1927 New York Yankees (NFL): one sport, never met. */
export const neverMet: HeadToHead = {
  ...bearsPackers,
  b: {
    id: 1173,
    slug: 'new-york-yankees-1927',
    name: 'New York Yankees',
    abbreviation: 'NYY',
    league: leagues.nfl,
  },
  regular_season: record(0, 0, 0, 0, 0),
  postseason: { ...record(0, 0, 0, 0, 0), series: 0, a_series: 0, b_series: 0 },
  a_longest_streak: null,
  b_longest_streak: null,
  first_meeting: null,
  last_meeting: null,
  a_biggest_wins: [],
  b_biggest_wins: [],
  seasons: [],
  postseason_series: [],
  meetings: 0,
  // The 1927 Yankees played the 1927 and 1928 seasons, whose games are all in the sources: they never met.
  coverage: {
    shared: { from: 1927, to: 1928 },
    games: [{ from: 1927, to: 1928 }],
    season_totals: [],
    series: [],
    missing: [],
    partial: false,
  },
  games_count: 0,
  games: [],
};

const nhl1926 = { id: 732, slug: 'nhl-1926-27', name: '1926-27 NHL Season', start_year: 1926 };
const nhl1928 = { id: 734, slug: 'nhl-1928-29', name: '1928-29 NHL Season', start_year: 1928 };
const nhl1935 = { id: 741, slug: 'nhl-1935-36', name: '1935-36 NHL Season', start_year: 1935 };
const nhl2010 = { id: 815, slug: 'nhl-2010-11', name: '2010-11 NHL Season', start_year: 2010 };
const nhl2025 = { id: 830, slug: 'nhl-2025-26', name: '2025-26 NHL Season', start_year: 2025 };
const wingsGame = (id: number, game_date: string, season: typeof nhl2010, a_score: number, b_score: number) =>
  aHeadToHeadGame({
    id,
    game_date,
    season,
    a_name: 'Detroit Red Wings',
    b_name: 'Toronto Maple Leafs',
    a_score,
    b_score,
  });
const firstGame = wingsGame(516267, '2011-03-26', nhl2010, 4, 2);
const lastGame = wingsGame(534556, '2026-01-21', nhl2025, 2, 1);

/**
 * The Red Wings and the Maple Leafs as the dataset has them (a sample of their seasons and series): 691
 * regular-season meetings, 1926-27 to 2009-10 from the Hockey Databank's season totals (no scores) and 49 games from
 * 2010-11; 23 playoff series (Toronto 12, Detroit 11) from its SeriesPost, none with games.
 */
export const wingsLeafs: HeadToHead = {
  ...bearsPackers,
  sport: sports.hockey,
  a: {
    id: 1201,
    slug: 'detroit-red-wings',
    name: 'Detroit Red Wings',
    abbreviation: 'DET',
    league: leagues.nhl,
  },
  b: {
    id: 1222,
    slug: 'toronto-maple-leafs',
    name: 'Toronto Maple Leafs',
    abbreviation: 'TOR',
    league: leagues.nhl,
  },
  regular_season: {
    games: 691,
    a_wins: 295,
    b_wins: 303,
    ties: 93,
    a_points: 139,
    b_points: 161,
    points_games: 49,
    a_win_percentage: 0.494,
  },
  postseason: {
    games: 117,
    a_wins: 59,
    b_wins: 58,
    ties: 0,
    a_points: 321,
    b_points: 311,
    points_games: 117,
    a_win_percentage: 0.504,
    series: 23,
    a_series: 11,
    b_series: 12,
  },
  a_longest_streak: null,
  b_longest_streak: null,
  first_meeting: firstGame,
  last_meeting: lastGame,
  a_biggest_wins: [firstGame],
  b_biggest_wins: [],
  seasons: [
    {
      season: nhl1926,
      a_name: 'Detroit Cougars',
      b_name: 'Toronto Maple Leafs',
      ...record(4, 1, 2, 0, 0),
      ties: 1,
      points_games: 0,
      a_win_percentage: 0.375,
      from: 'season_totals',
    },
    {
      season: nhl2025,
      a_name: 'Detroit Red Wings',
      b_name: 'Toronto Maple Leafs',
      ...record(1, 1, 0, 2, 1),
      from: 'games',
    },
  ],
  postseason_series: [
    {
      season: nhl1928,
      round: 'Quarterfinals',
      a_name: 'Detroit Cougars',
      b_name: 'Toronto Maple Leafs',
      winner: 'b',
      a_wins: 0,
      b_wins: 2,
      ties: 0,
      a_points: 2,
      b_points: 7,
      from: 'series',
    },
    {
      season: nhl1935,
      round: 'Stanley Cup Final',
      a_name: 'Detroit Red Wings',
      b_name: 'Toronto Maple Leafs',
      winner: 'a',
      a_wins: 3,
      b_wins: 1,
      ties: 0,
      a_points: 18,
      b_points: 11,
      from: 'series',
    },
  ],
  meetings: 808,
  coverage: {
    shared: { from: 1926, to: 2025 },
    games: [{ from: 2010, to: 2025 }],
    season_totals: [{ from: 1926, to: 2009 }],
    series: [{ from: 1926, to: 2017 }],
    missing: [],
    partial: false,
  },
  games_count: 2,
  games: [firstGame, lastGame],
};

const ncaaFootball = {
  id: 5,
  slug: 'ncaa-football',
  name: 'NCAA Division I Football',
  abbreviation: 'NCAAF',
};

/** Michigan and Ohio State: the dataset has no college football games yet, so none of their meetings. */
export const michiganOhioState: HeadToHead = {
  ...neverMet,
  level: levels.ncaa,
  a: { id: 947, slug: 'michigan-football', name: 'Michigan', abbreviation: null, league: ncaaFootball },
  b: { id: 965, slug: 'ohio-state-football', name: 'Ohio State', abbreviation: null, league: ncaaFootball },
  coverage: {
    shared: { from: 1936, to: 2025 },
    games: [],
    season_totals: [],
    series: [],
    missing: [{ from: 1936, to: 2025 }],
    partial: true,
  },
};

const bears = aTeam({ id: 1106, slug: 'chicago-bears', name: 'Chicago Bears', lineage: [] });
const packers = aTeam({ id: 1112, slug: 'green-bay-packers', name: 'Green Bay Packers', lineage: [] });
const yankees = aTeam({ id: 1173, slug: 'new-york-yankees-1927', name: 'New York Yankees', lineage: [] });

/** The team search: "pack" finds the Packers; "stal" finds the Bears by their 1921 name. */
const searchAnswer = (q: string) => {
  const nfl = {
    abbreviation: 'NFL',
    name: 'National Football League',
    sport_slug: 'football',
    level_slug: 'professional',
  };
  const all = [
    aSearchResult({
      slug: 'green-bay-packers',
      name: 'Green Bay Packers',
      city: 'Green Bay',
      first_year: 1921,
      league: nfl,
    }),
    aSearchResult({
      slug: 'chicago-bears',
      name: 'Chicago Bears',
      city: 'Chicago',
      first_year: 1920,
      matched_name: 'Chicago Staleys',
      matched_first_year: 1921,
      matched_last_year: 1921,
      league: nfl,
    }),
  ];
  const found = all.filter((r) =>
    `${r.name} ${r.matched_name ?? ''}`.toLowerCase().includes(q.toLowerCase()),
  );
  return aSearchResponse({
    query: q,
    kind: 'team',
    groups: found.length ? [aSearchGroup({ results: found })] : [],
  });
};

/** The pair's one page of meetings in the order the request asks for (the API's sort, as the table reads it). */
function sortedAs(pair: HeadToHead, q: URLSearchParams): HeadToHead {
  const sort = q.get('sort') ?? '';
  const value = meetingSortValues[sort.replace(/^-/, '') as MeetingSortKey];
  if (!value) return pair;
  const sign = sort.startsWith('-') ? -1 : 1;
  const text = (g: HeadToHeadGame) => String(value(g) ?? '');
  const games = [...pair.games].sort((x, y) => {
    const [vx, vy] = [value(x), value(y)];
    return typeof vx === 'number' && typeof vy === 'number'
      ? sign * (vx - vy)
      : sign * compareText(text(x), text(y));
  });
  return { ...pair, games };
}

/**
 * Every call of the head-to-head page, answered with the Bears and the Packers (or the Yankees: never met; the Maple
 * Leafs: the Red Wings' season totals and series; Ohio State: Michigan, whose games are not in the sources).
 */
export const headToHeadHandlers = [
  mockApi.json('team', (req) =>
    req.url.pathname.includes('green-bay-packers')
      ? packers
      : req.url.pathname.includes('yankees')
        ? yankees
        : bears,
  ),
  mockApi.data('headToHead', (req) => {
    const b = req.url.searchParams.get('b') ?? '';
    if (b.includes('yankees')) return neverMet;
    if (b.includes('maple-leafs')) return wingsLeafs;
    if (b.includes('ohio-state')) return michiganOhioState;
    return sortedAs(bearsPackers, req.url.searchParams);
  }),
  mockApi.json('search', (req) => searchAnswer(req.url.searchParams.get('q') ?? '')),
];
