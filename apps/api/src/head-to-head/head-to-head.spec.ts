import {
  HEAD_TO_HEAD_PAGE_SIZE,
  type DataEnvelope,
  type HeadToHead,
  type HeadToHeadGame,
  type Opponent,
} from '@trophy-room/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, get, testDb } from '../testing/test-app';
import { meetingsPage } from './meetings-page';
import { longestStreak, record } from './summary';
import type { Meeting } from './repository';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const h2h = async (a: string, b: string, more = '') =>
  get(app, `/api/teams/head-to-head/?a=${a}&b=${b}${more}`);
const pairOf = async (a: string, b: string, more = '') =>
  ((await h2h(a, b, more)).body as DataEnvelope<HeadToHead>).data;

/** The pair's games straight from the games table, counted here in plain SQL (not by the API's code). */
async function countedInSql(a: string, b: string, playoff: boolean) {
  const db = await testDb();
  const [row] = await db.query<{
    games: number;
    a_wins: number;
    b_wins: number;
    ties: number;
    a_points: number;
  }>(
    `WITH p AS (SELECT (SELECT id FROM teams WHERE slug = $1) AS a, (SELECT id FROM teams WHERE slug = $2) AS b),
          g AS (SELECT CASE WHEN g.home_team_id = p.a THEN g.home_score ELSE g.away_score END AS af,
                       CASE WHEN g.home_team_id = p.a THEN g.away_score ELSE g.home_score END AS bf
                  FROM games g, p
                 WHERE ((g.home_team_id = p.a AND g.away_team_id = p.b) OR (g.home_team_id = p.b AND g.away_team_id = p.a))
                   AND g.home_score IS NOT NULL AND g.away_score IS NOT NULL AND COALESCE(g.is_playoff, FALSE) = $3)
     SELECT count(*)::int AS games, count(*) FILTER (WHERE af > bf)::int AS a_wins,
            count(*) FILTER (WHERE af < bf)::int AS b_wins, count(*) FILTER (WHERE af = bf)::int AS ties,
            COALESCE(sum(af), 0)::int AS a_points FROM g`,
    [a, b, playoff],
  );
  return row;
}

describe('head-to-head', () => {
  it('adds up the Bears and the Packers as the games table does, regular season and postseason apart', async () => {
    const res = await h2h('chicago-bears', 'green-bay-packers');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toMatch(/max-age=\d+/);
    const d = (res.body as DataEnvelope<HeadToHead>).data;
    expect(d.a.slug).toBe('chicago-bears');
    expect(d.sport.slug).toBe('football');
    const regular = await countedInSql('chicago-bears', 'green-bay-packers', false);
    expect(regular.games).toBeGreaterThan(0);
    expect(d.regular_season).toMatchObject(regular);
    const post = await countedInSql('chicago-bears', 'green-bay-packers', true);
    expect(d.postseason).toMatchObject(post);
    expect(d.games_count).toBe(regular.games + post.games);
    expect(d.games).toHaveLength(Math.min(d.games_count, HEAD_TO_HEAD_PAGE_SIZE));
    expect(d.seasons.reduce((n, s) => n + s.games, 0)).toBe(d.games_count);
    expect(d.first_meeting?.id).toBe(d.games[0].id);
    // A page past the last is the last: it ends with the last meeting.
    const last = await pairOf('chicago-bears', 'green-bay-packers', '&page=999');
    expect(last.page).toBe(Math.ceil(d.games_count / HEAD_TO_HEAD_PAGE_SIZE));
    expect(d.last_meeting?.id).toBe(last.games.at(-1)?.id);
    // Every meeting names both sides, with a's score first.
    for (const g of d.games) expect([g.a_name, g.b_name]).toEqual(['Chicago Bears', 'Green Bay Packers']);
  });

  it('is the same pair from the other side', async () => {
    const ab = await pairOf('boston-celtics', 'miami-heat');
    const ba = await pairOf('miami-heat', 'boston-celtics');
    expect(ab.regular_season.games).toBeGreaterThan(0);
    expect(ba.regular_season.a_wins).toBe(ab.regular_season.b_wins);
    expect(ba.postseason.b_series).toBe(ab.postseason.a_series);
    expect(ab.games.map((g) => g.id)).toEqual(ba.games.map((g) => g.id));
    expect(ab.postseason.series).toBeGreaterThan(1);
  });

  it('answers two teams that never met with empty figures', async () => {
    const res = await h2h('chicago-bears', 'new-york-yankees-1927');
    expect(res.status).toBe(200);
    const d = (res.body as DataEnvelope<HeadToHead>).data;
    expect(d).toMatchObject({ games_count: 0, page: 1, games: [] });
    expect(d.regular_season).toMatchObject({ games: 0, a_win_percentage: null });
    expect(d.first_meeting).toBeNull();
    expect(d.a_longest_streak).toBeNull();
    // The 1927 Yankees played 1927 and 1928; the fixture holds no games of those seasons, so that is not "never".
    expect(d.coverage).toMatchObject({ shared: { from: 1927, to: 1928 }, partial: true });
  });

  it('answers the meetings in the order asked for, the figures the same whatever the order', async () => {
    const oldest = await pairOf('chicago-cubs', 'st-louis-cardinals');
    const byScore = await pairOf('chicago-cubs', 'st-louis-cardinals', '&sort=-a_score');
    expect(byScore.regular_season).toEqual(oldest.regular_season);
    expect(byScore.games_count).toBe(oldest.games_count);
    // The test data's pairs fit on one page: it holds every meeting (paging itself is checked below).
    expect(byScore.games).toHaveLength(oldest.games_count);
    expect(new Set(byScore.games.map((g) => g.id))).toEqual(new Set(oldest.games.map((g) => g.id)));
    const scores = byScore.games.map((g) => g.a_score);
    expect(scores).toEqual([...scores].sort((x, y) => y - x));
    const newest = await pairOf('chicago-cubs', 'st-louis-cardinals', '&sort=-date&page=3');
    expect(newest.page).toBe(1);
    expect(newest.games[0].game_date).toBe(oldest.last_meeting?.game_date);
  });

  it('refuses a sort or page it does not know (400 naming the parameter)', async () => {
    for (const [more, name] of [
      ['&sort=score', 'sort'],
      ['&page=0', 'page'],
      ['&page=two', 'page'],
    ]) {
      const res = await h2h('chicago-bears', 'green-bay-packers', more);
      expect(res.status).toBe(400);
      expect(res.body.detail).toMatch(new RegExp(`\\b${name}\\b`));
    }
  });

  it('refuses two teams of different sports, the same team twice and a missing side (400), unknown teams (404)', async () => {
    const sports = await h2h('chicago-bears', 'new-york-yankees');
    expect(sports.status).toBe(400);
    expect(sports.body.detail).toMatch(/plays football .* plays baseball/);
    const same = await h2h('chicago-bears', 'chicago-bears');
    expect(same.status).toBe(400);
    expect(same.body.detail).toMatch(/same team/);
    const missing = await get(app, '/api/teams/head-to-head/?a=chicago-bears');
    expect(missing.status).toBe(400);
    expect(missing.body.detail).toMatch(/\bb\b/);
    const unknown = await h2h('chicago-bears', 'no-such-team');
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail).toMatch(/no-such-team/);
  });

  it("lists a team's opponents most played first", async () => {
    const res = await get(app, '/api/teams/teams/chicago-bears/opponents/');
    expect(res.status).toBe(200);
    const list = (res.body as DataEnvelope<Opponent[]>).data;
    expect(list.length).toBeGreaterThan(5);
    const counts = list.map((o) => o.games);
    expect(counts).toEqual([...counts].sort((x, y) => y - x));
    expect(list.some((o) => o.slug === 'chicago-bears')).toBe(false);
    expect((await get(app, '/api/teams/teams/no-such-team/opponents/')).status).toBe(404);
  });
});

describe('head-to-head beyond the games: season totals, series and coverage', () => {
  /** The pair's rows of a table counted in plain SQL (not by the API's code). */
  async function seriesInSql(a: string, b: string) {
    const db = await testDb();
    return db.query<{ year: number; round: string; winner: string }>(
      `SELECT s.start_year AS year, p.round_name AS round, w.slug AS winner
         FROM postseason_series p JOIN seasons s ON s.id = p.season_id
         JOIN teams w ON w.id = p.winner_team_id JOIN teams l ON l.id = p.loser_team_id
        WHERE (w.slug = $1 AND l.slug = $2) OR (w.slug = $2 AND l.slug = $1) ORDER BY s.start_year`,
      [a, b],
    );
  }

  it('counts the Red Wings and the Maple Leafs from season totals where the games are not in the sources', async () => {
    const d = await pairOf('detroit-red-wings', 'toronto-maple-leafs');
    const db = await testDb();
    // TeamVsTeam's rows of the seasons without games, plus the games, in plain SQL.
    const [t] = await db.query<{ w: number; l: number; t: number }>(
      `SELECT sum(m.wins)::int AS w, sum(m.losses + COALESCE(m.ot_losses, 0))::int AS l, sum(COALESCE(m.ties, 0))::int AS t
         FROM team_meetings m JOIN seasons s ON s.id = m.season_id
        WHERE m.team_id = (SELECT id FROM teams WHERE slug = 'detroit-red-wings')
          AND m.opponent_id = (SELECT id FROM teams WHERE slug = 'toronto-maple-leafs')
          AND NOT EXISTS (SELECT 1 FROM games g WHERE g.season_id = s.id)`,
    );
    const games = await countedInSql('detroit-red-wings', 'toronto-maple-leafs', false);
    expect(t.w).toBeGreaterThan(250);
    expect(d.regular_season).toMatchObject({
      games: t.w + t.l + t.t + games.games,
      a_wins: t.w + games.a_wins,
      ties: t.t + games.ties,
      points_games: games.games,
    });
    // From the Detroit Cougars' first season (1926-27), named as they were.
    expect(d.seasons[0]).toMatchObject({ a_name: 'Detroit Cougars', from: 'season_totals' });
    expect(d.seasons[0].season.start_year).toBe(1926);
    expect(d.coverage.shared?.from).toBe(1926);
    expect(d.coverage.season_totals[0]).toEqual({ from: 1926, to: expect.any(Number) });
    expect(d.meetings).toBe(d.regular_season.games + d.postseason.games);
    // 23 playoff series, Toronto 12, Detroit 11 (greatesthockeylegends.com, "2014 NHL Winter Classic: By The
    // Numbers"; none since 1993), seven of them Stanley Cup Finals, every one with its result and goals.
    expect(d.postseason).toMatchObject({ series: 23, a_series: 11, b_series: 12 });
    expect(
      d.postseason_series.filter((s) => s.round === 'Stanley Cup Final').map((s) => s.season.start_year),
    ).toEqual([1935, 1941, 1944, 1947, 1948, 1962, 1963]);
    expect(d.postseason_series.every((s) => s.from === 'series' && s.a_points !== null)).toBe(true);
    expect(d.postseason_series.map((s) => s.season.start_year)).toEqual(
      (await seriesInSql('detroit-red-wings', 'toronto-maple-leafs')).map((s) => s.year),
    );
  });

  it('shows the Yankees and the Dodgers in twelve World Series, games or not (Lahman SeriesPost)', async () => {
    // 1941, 1947, 1949, 1952, 1953, 1955, 1956 (Brooklyn), 1963, 1977, 1978, 1981, 2024: the Yankees won 8, the
    // Dodgers 4 (1955, 1963, 1981, 2024) (MLB.com, "Yankees-Dodgers World Series history", October 2024).
    const d = await pairOf('new-york-yankees', 'los-angeles-dodgers');
    const ws = d.postseason_series.filter((s) => s.round === 'World Series');
    expect(ws.map((s) => s.season.start_year)).toEqual([
      1941, 1947, 1949, 1952, 1953, 1955, 1956, 1963, 1977, 1978, 1981, 2024,
    ]);
    expect(ws.filter((s) => s.winner === 'b').map((s) => s.season.start_year)).toEqual([
      1955, 1963, 1981, 2024,
    ]);
    expect(ws[0]).toMatchObject({ b_name: 'Brooklyn Dodgers', a_wins: 4, b_wins: 1, from: 'series' });
    expect(d.postseason).toMatchObject({ series: 12, a_series: 8, b_series: 4 });
    // The fixture's games are 2022-2024 only: the figures say so.
    expect(d.coverage.partial).toBe(true);
    expect(d.coverage.series.length).toBeGreaterThan(0);
  });

  it('shows the Cardinals and the Yankees in five World Series, St. Louis winning three', async () => {
    // 1926 and 1942 and 1964 to St. Louis, 1928 and 1943 to New York (Baseball-Reference, World Series history).
    const d = await pairOf('st-louis-cardinals', 'new-york-yankees');
    expect(d.postseason_series.map((s) => [s.season.start_year, s.winner])).toEqual([
      [1926, 'a'],
      [1928, 'b'],
      [1942, 'a'],
      [1943, 'b'],
      [1964, 'a'],
    ]);
    expect(d.postseason.games).toBe(7 + 4 + 5 + 5 + 7);
  });

  it('counts two college football rivals from their games (the fixture: Michigan 3-0 against Ohio State, 2022-2024)', async () => {
    const d = await pairOf('michigan-football', 'ohio-state-football');
    expect(d.meetings).toBe(3);
    expect(d.regular_season).toMatchObject({ games: 3, a_wins: 3, b_wins: 0, ties: 0 });
    // 2024-11-30 at Ohio Stadium: Michigan 13, Ohio State 10 (CollegeFootballData names the home team).
    expect(d.last_meeting).toMatchObject({
      game_date: '2024-11-30',
      home: 'b',
      site_known: true,
      a_score: 13,
    });
    expect(d.coverage.season_totals).toEqual([]);
  });

  it('has every postseason series of the sources in the pair it belongs to (both teams with a page)', async () => {
    const db = await testDb();
    const pairs = await db.query<{ a: string; b: string; n: number }>(
      `SELECT w.slug AS a, l.slug AS b, count(*)::int AS n FROM postseason_series p
         JOIN teams w ON w.id = LEAST(p.winner_team_id, p.loser_team_id)
         JOIN teams l ON l.id = GREATEST(p.winner_team_id, p.loser_team_id)
        WHERE p.winner_team_id IS NOT NULL AND p.loser_team_id IS NOT NULL
        GROUP BY 1, 2 ORDER BY 1, 2`,
    );
    expect(pairs.length).toBeGreaterThan(400);
    const short: string[] = [];
    for (const p of pairs) {
      const res = await h2h(p.a, p.b);
      const d = (res.body as DataEnvelope<HeadToHead>).data;
      if (d?.postseason_series.filter((s) => s.from === 'series').length !== p.n)
        short.push(`${p.a}–${p.b}: ${res.status} ${res.body.detail ?? ''}`);
    }
    expect(short).toEqual([]);
  }, 300_000);
});

describe('head-to-head rules', () => {
  it("counts each tie by its season's rule: half a win, but not in major-league baseball or pro football before 1972", () => {
    const g = (year: number, a: number, b: number) =>
      ({ season: { start_year: year }, a_score: a, b_score: b }) as Meeting;
    const games = [g(1970, 7, 7), g(1971, 10, 3), g(1972, 14, 14), g(1973, 3, 10), g(1974, 21, 0)];
    const pro = (sport: string) => ({ sport, level: 'professional' });
    // 1970's tie is left out, 1972's counts half: (2 + 0.5) / 4.
    expect(record(games, pro('football')).a_win_percentage).toBe(0.625);
    expect(record(games, { sport: 'football', level: 'ncaa-division-i' }).a_win_percentage).toBe(0.6);
    expect(record(games, pro('baseball')).a_win_percentage).toBe(0.667);
    expect(record([], pro('hockey')).a_win_percentage).toBeNull();
  });

  it('ends a streak at a tie and keeps the earliest longest run', () => {
    const g = (d: string, a: number, b: number) => ({ game_date: d, a_score: a, b_score: b }) as Meeting;
    const games = [g('1', 2, 1), g('2', 3, 1), g('3', 1, 1), g('4', 2, 0), g('5', 1, 0), g('6', 0, 1)];
    expect(longestStreak(games, 'a')).toEqual({ length: 2, from: '1', to: '2' });
    expect(longestStreak(games, 'b')).toEqual({ length: 1, from: '6', to: '6' });
  });

  it('pages every meeting once, in order, a page past the last being the last', () => {
    const games = Array.from(
      { length: 250 },
      (_, i) =>
        ({
          id: i,
          game_date: `d${1000 + i}`,
          a_score: i % 7,
          overtime: i % 2 ? 'OT' : null,
        }) as HeadToHeadGame,
    );
    const pages = [1, 2, 3].map((p) => meetingsPage(games, '-a_score', p));
    expect(pages.map((p) => [p.page, p.games.length, p.games_count])).toEqual([
      [1, 100, 250],
      [2, 100, 250],
      [3, 50, 250],
    ]);
    const all = pages.flatMap((p) => p.games);
    expect(new Set(all.map((g) => g.id)).size).toBe(250);
    // Highest first; equal scores keep the oldest first.
    expect(all.map((g) => g.a_score)).toEqual([...games.map((g) => g.a_score)].sort((x, y) => y - x));
    expect(all[0].id).toBe(6);
    expect(meetingsPage(games, undefined, 9).page).toBe(3);
    // Missing values last in either direction.
    expect(meetingsPage(games, '-overtime', 2).games.at(-1)?.overtime).toBeNull();
    expect(meetingsPage(games, 'overtime', 1).games[0].overtime).toBe('OT');
  });
});
