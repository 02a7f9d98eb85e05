// The Bears and the Packers for the head-to-head screen's tests and stories (the contract's aHeadToHead: four real
// meetings and the figures they add up to), the Bears and a team they never met, and the calls the page makes.
import type { HeadToHead, HeadToHeadGame, MeetingSortKey } from '@trophy-room/contract';
import {
  aHeadToHead,
  aHeadToHeadRecord,
  aSearchGroup,
  aSearchResponse,
  aSearchResult,
  aTeam,
  leagues,
  mockApi,
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
    return typeof vx === 'number' && typeof vy === 'number'
      ? sign * (vx - vy)
      : sign * compareText(text(x), text(y));
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
    req.url.searchParams.get('b')?.includes('yankees')
      ? neverMet
      : sortedAs(bearsPackers, req.url.searchParams),
  ),
  mockApi.json('search', (req) => searchAnswer(req.url.searchParams.get('q') ?? '')),
];
