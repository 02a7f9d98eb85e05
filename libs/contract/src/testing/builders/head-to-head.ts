// Builders of head-to-head answers: the Chicago Bears and the Green Bay Packers by default, with four real meetings
// (their first, in 1921 as the Chicago Staleys, and the 2025 season's three, with the Wild Card Round) and the
// figures those four add up to; the one page of meetings holds all four.
import type { HeadToHead, HeadToHeadGame, HeadToHeadRecord, Opponent } from '../../head-to-head';
import { leagues, levels, sports } from '../refs';

const s1921 = { id: 618, slug: 'nfl-1921', name: '1921 NFL Season', start_year: 1921 };
const s2025 = { id: 722, slug: 'nfl-2025', name: '2025 NFL Season', start_year: 2025 };

/** A Bears–Packers meeting of the 2025 regular season at Chicago (override the rest). */
export function aHeadToHeadGame(overrides: Partial<HeadToHeadGame> = {}): HeadToHeadGame {
  return {
    id: 515082,
    game_date: '2025-12-20',
    season: s2025,
    is_playoff: false,
    round: null,
    home: 'a',
    is_neutral: false,
    site_known: true,
    a_name: 'Chicago Bears',
    b_name: 'Green Bay Packers',
    a_score: 22,
    b_score: 16,
    overtime: null,
    ...overrides,
  };
}

const first = aHeadToHeadGame({
  id: 497054,
  game_date: '1921-11-27',
  season: s1921,
  a_name: 'Chicago Staleys',
  a_score: 20,
  b_score: 0,
});
const atLambeau = aHeadToHeadGame({
  id: 515052,
  game_date: '2025-12-07',
  home: 'b',
  a_score: 21,
  b_score: 28,
});
const atSoldier = aHeadToHeadGame();
const wildCard = aHeadToHeadGame({
  id: 515129,
  game_date: '2026-01-10',
  is_playoff: true,
  round: 'Wild Card Round',
  a_score: 31,
  b_score: 27,
});

/** A record without ties (a's win percentage from its wins). */
export const aHeadToHeadRecord = (
  games: number,
  a_wins: number,
  b_wins: number,
  a_points: number,
  b_points: number,
): HeadToHeadRecord => ({
  games,
  a_wins,
  b_wins,
  ties: 0,
  a_points,
  b_points,
  points_games: games,
  a_win_percentage: games ? Math.round((a_wins / games) * 1000) / 1000 : null,
});

export function aHeadToHead(overrides: Partial<HeadToHead> = {}): HeadToHead {
  const record = aHeadToHeadRecord;
  return {
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
      {
        season: s1921,
        a_name: 'Chicago Staleys',
        b_name: 'Green Bay Packers',
        ...record(1, 1, 0, 20, 0),
        from: 'games',
      },
      {
        season: s2025,
        a_name: 'Chicago Bears',
        b_name: 'Green Bay Packers',
        ...record(3, 2, 1, 74, 71),
        from: 'games',
      },
    ],
    postseason_series: [
      {
        season: s2025,
        round: 'Wild Card Round',
        a_name: 'Chicago Bears',
        b_name: 'Green Bay Packers',
        winner: 'a',
        a_wins: 1,
        b_wins: 0,
        ties: 0,
        a_points: 31,
        b_points: 27,
        from: 'games',
      },
    ],
    meetings: 4,
    coverage: {
      shared: { from: 1921, to: 2025 },
      games: [{ from: 1921, to: 2025 }],
      season_totals: [],
      series: [],
      missing: [],
      partial: false,
    },
    games_count: 4,
    page: 1,
    page_size: 100,
    games: [first, atLambeau, atSoldier, wildCard],
    ...overrides,
  };
}

/** The Bears' most played opponent (final games, 2025 season included). */
export function anOpponent(overrides: Partial<Opponent> = {}): Opponent {
  return { id: 1112, slug: 'green-bay-packers', name: 'Green Bay Packers', games: 213, ...overrides };
}
