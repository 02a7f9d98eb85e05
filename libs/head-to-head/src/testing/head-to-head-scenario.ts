// The Bears and the Packers for the head-to-head screen's tests and stories: four real meetings (their first, in
// 1921 as the Chicago Staleys, and the 2025 season's three, with the Wild Card Round), and the figures they add up to.
import type { HeadToHead, HeadToHeadGame, MeetingSortKey } from '@trophy-room/contract';
import {
  aSearchGroup,
  aSearchResponse,
  aSearchResult,
  aTeam,
  leagues,
  levels,
  mockApi,
  sports,
} from '@trophy-room/contract/testing';
import { compareText, meetingSortValues } from '@trophy-room/routes';

const s1921 = { id: 618, slug: 'nfl-1921', name: '1921 NFL Season', start_year: 1921 };
const s2025 = { id: 722, slug: 'nfl-2025', name: '2025 NFL Season', start_year: 2025 };

const game = (
  o: Partial<HeadToHeadGame> & Pick<HeadToHeadGame, 'id' | 'game_date' | 'a_score' | 'b_score'>,
): HeadToHeadGame => ({
  season: s2025,
  is_playoff: false,
  round: null,
  home: 'a',
  is_neutral: false,
  a_name: 'Chicago Bears',
  b_name: 'Green Bay Packers',
  overtime: null,
  ...o,
});

export const first = game({
  id: 497054,
  game_date: '1921-11-27',
  season: s1921,
  a_name: 'Chicago Staleys',
  a_score: 20,
  b_score: 0,
});
const atLambeau = game({ id: 515052, game_date: '2025-12-07', home: 'b', a_score: 21, b_score: 28 });
const atSoldier = game({ id: 515082, game_date: '2025-12-20', a_score: 22, b_score: 16 });
export const wildCard = game({
  id: 515129,
  game_date: '2026-01-10',
  is_playoff: true,
  round: 'Wild Card Round',
  a_score: 31,
  b_score: 27,
});

const record = (games: number, a_wins: number, b_wins: number, a_points: number, b_points: number) => ({
  games,
  a_wins,
  b_wins,
  ties: 0,
  a_points,
  b_points,
  a_win_percentage: games ? Math.round((a_wins / games) * 1000) / 1000 : null,
});

export const bearsPackers: HeadToHead = {
  sport: sports.football,
  level: levels.pro,
  a: { id: 1106, slug: 'chicago-bears', name: 'Chicago Bears', abbreviation: 'CHI', league: leagues.nfl },
  b: {
    id: 1112,
    slug: 'green-bay-packers',
    name: 'Green Bay Packers',
    abbreviation: 'GB',
    league: leagues.nfl,
  },
  regular_season: record(3, 2, 1, 63, 44),
  postseason: { ...record(1, 1, 0, 31, 27), series: 1, a_series: 1, b_series: 0 },
  a_longest_streak: { length: 2, from: '2025-12-20', to: '2026-01-10' },
  b_longest_streak: { length: 1, from: '2025-12-07', to: '2025-12-07' },
  first_meeting: first,
  last_meeting: wildCard,
  a_biggest_wins: [first, atSoldier, wildCard],
  b_biggest_wins: [atLambeau],
  seasons: [
    { season: s1921, a_name: 'Chicago Staleys', b_name: 'Green Bay Packers', ...record(1, 1, 0, 20, 0) },
    { season: s2025, a_name: 'Chicago Bears', b_name: 'Green Bay Packers', ...record(3, 2, 1, 74, 71) },
  ],
  games_count: 4,
  page: 1,
  page_size: 100,
  games: [first, atLambeau, atSoldier, wildCard],
};

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
  games_count: 0,
  games: [],
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
    return typeof vx === 'number' && typeof vy === 'number' ? sign * (vx - vy) : sign * compareText(text(x), text(y));
  });
  return { ...pair, games };
}

/** Every call of the head-to-head page, answered with the Bears and the Packers (or the Yankees: never met). */
export const headToHeadHandlers = [
  mockApi.json('team', (req) =>
    req.url.pathname.includes('green-bay-packers')
      ? packers
      : req.url.pathname.includes('yankees')
        ? yankees
        : bears,
  ),
  mockApi.data('headToHead', (req) =>
    req.url.searchParams.get('b')?.includes('yankees') ? neverMet : sortedAs(bearsPackers, req.url.searchParams),
  ),
  mockApi.json('search', (req) => searchAnswer(req.url.searchParams.get('q') ?? '')),
];
