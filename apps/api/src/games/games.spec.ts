import type { Game, Paginated, Standing } from '@trophy-room/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, get } from '../testing/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('games', () => {
  it('lists games in a date range (inclusive) with the site filters', async () => {
    const page = (
      await get(
        app,
        '/api/games/games/?game_date__gte=2024-02-11&game_date__lte=2024-02-11&sport__slug=football',
      )
    ).body as Paginated<Game>;
    expect(page.count).toBe(1);
    expect(page.results[0]).toMatchObject({
      slug: 'nfl-2024-02-11-sf-kc',
      status: 'final',
      home_score: 25,
      away_score: 22,
      overtime: 'OT',
      is_playoff: true,
      home_team: { name: 'Kansas City Chiefs', abbreviation: 'KC', sport_name: 'Football' },
      away_team: { name: 'San Francisco 49ers' },
      championship: { slug: 'super-bowl' },
      championship_name: 'Super Bowl',
      season: { start_year: 2023 },
      league: { slug: 'nfl' },
      // No source holds per-game player lines or team statistics: a game's page is its summary.
      has_box_score: false,
    });
    const hub = (await get(app, '/api/games/games/?game_date__gte=2024-02-11&game_date__lte=2024-02-11'))
      .body as Paginated<Game>;
    expect(new Set(hub.results.map((g) => g.sport.slug)).size).toBeGreaterThan(1);
    const season = (
      await get(app, '/api/games/games/?season=2023&sport__slug=basketball&level__slug=college&page_size=1')
    ).body as Paginated<Game>;
    expect(season.results[0].league.slug).toBe('ncaa-basketball');
  });

  it('answers one game by id or slug; unknown → 404', async () => {
    const g = (await get(app, '/api/games/games/nfl-2024-02-11-sf-kc/')).body as Game;
    expect((await get(app, `/api/games/games/${g.id}/`)).body.slug).toBe(g.slug);
    expect(await get(app, '/api/games/games/99999999/')).toMatchObject({
      status: 404,
      body: { detail: 'Game not found.' },
    });
  });

  it('today, live, recent and upcoming are relative to the server date (2024-02-11 here)', async () => {
    const today = (await get(app, '/api/games/games/today/')).body as Paginated<Game>;
    expect(today.count).toBeGreaterThan(0);
    expect(today.results.every((g) => g.game_date === '2024-02-11')).toBe(true);
    expect((await get(app, '/api/games/games/live/')).body).toMatchObject({ count: 0, results: [] });
    const recent = (
      await get(app, '/api/games/games/recent/?sport__slug=basketball&level__slug=professional')
    ).body as Paginated<Game>;
    expect(recent.results[0]).toMatchObject({ game_date: '2024-02-10', status: 'final' });
    expect(recent.results.every((g) => g.game_date < '2024-02-11' && g.game_date >= '2024-02-04')).toBe(true);
    const upcoming = (await get(app, '/api/games/games/upcoming/')).body as Paginated<Game>;
    expect(upcoming.results.every((g) => g.status === 'scheduled' && g.game_date >= '2024-02-11')).toBe(true);
  });

  it('filters by status and team', async () => {
    const chiefs = (await get(app, '/api/games/games/?team=kansas-city-chiefs&season=2023&page_size=100'))
      .body as Paginated<Game>;
    expect(chiefs.count).toBe(21);
    const scheduled = (await get(app, '/api/games/games/?status=scheduled&page_size=5'))
      .body as Paginated<Game>;
    expect(scheduled.results.every((g) => g.status === 'scheduled' && g.home_score === null)).toBe(true);
  });

  it('rejects bad dates, reversed ranges and unknown statuses with 400 naming the parameter', async () => {
    expect(await get(app, '/api/games/games/?game_date__gte=2024-13-01')).toMatchObject({
      status: 400,
      body: { detail: 'game_date__gte must be a date (yyyy-MM-dd)' },
    });
    expect(await get(app, '/api/games/games/?game_date__lte=yesterday')).toMatchObject({
      status: 400,
      body: { detail: 'game_date__lte must be a date (yyyy-MM-dd)' },
    });
    expect(
      (await get(app, '/api/games/games/?game_date__gte=2024-02-11&game_date__lte=2024-02-01')).status,
    ).toBe(400);
    expect((await get(app, '/api/games/games/?status=halftime')).body.detail).toMatch(
      /^status must be one of/,
    );
  });
});

describe('standings', () => {
  it('current: the latest season with standings, per league for the hub', async () => {
    const nfl = (
      await get(
        app,
        '/api/games/standings/current/?sport__slug=football&level__slug=professional&page_size=100',
      )
    ).body as Paginated<Standing>;
    expect(nfl.count).toBe(32);
    expect(new Set(nfl.results.map((s) => s.season))).toEqual(new Set([2024]));
    const hub = (await get(app, '/api/games/standings/current/?page_size=500')).body as Paginated<Standing>;
    expect(new Set(hub.results.map((s) => s.league_slug)).size).toBeGreaterThan(3);
    // College football's 2024 table is the records of its FBS-vs-FBS games (partial, as the season's coverage note
    // says): the fixture's latest season with standings.
    const cfb = (
      await get(
        app,
        '/api/games/standings/current/?sport__slug=football&level__slug=ncaa-division-i&page_size=500',
      )
    ).body as Paginated<Standing>;
    expect(new Set(cfb.results.map((s) => s.season))).toEqual(new Set([2024]));
    expect(cfb.count).toBeGreaterThan(100);
  });

  it('NHL tables by points, with points percentage', async () => {
    const nhl = (
      await get(
        app,
        '/api/games/standings/?sport__slug=hockey&level__slug=professional&season=2024&page_size=100',
      )
    ).body as Paginated<Standing>;
    const tor = nhl.results.find((s) => s.team.name === 'Toronto Maple Leafs')!;
    // 52-26-4: 108 points of 164, .659; first in the Atlantic.
    expect(tor).toMatchObject({ points: 108, points_percentage: 0.659, rank: 1, games_behind: null });
    for (const s of nhl.results)
      expect(s.points_percentage).toBe(
        Math.round(((s.points ?? 0) * 1000) / (2 * (s.games_played ?? 1))) / 1000,
      );
  });

  it('by season and by division, ranked within the division', async () => {
    const s2023 = (
      await get(
        app,
        '/api/games/standings/?season=2023&sport__slug=football&level__slug=professional&page_size=100',
      )
    ).body as Paginated<Standing>;
    expect(s2023.count).toBe(32);
    const kc = s2023.results.find((s) => s.team.abbreviation === 'KC')!;
    expect(kc).toMatchObject({
      wins: 11,
      losses: 6,
      division: 'AFC West',
      conference: expect.stringContaining('American'),
      league: 'NFL',
      season: 2023,
      is_champion: true,
      playoff_position: 'champion',
    });
    const west = (await get(app, '/api/games/standings/by_division/?division=afc-west&season=2023'))
      .body as Paginated<Standing>;
    expect(west.results.map((s) => s.position)).toEqual([1, 2, 3, 4]);
    // The Raiders and Broncos, both 8-9: Las Vegas second on head-to-head (2-0), as the NFL ranked them.
    expect(west.results.map((s) => [s.team.name, s.rank, s.tied])).toEqual([
      ['Kansas City Chiefs', 1, false],
      ['Las Vegas Raiders', 2, false],
      ['Denver Broncos', 3, false],
      ['Los Angeles Chargers', 4, false],
    ]);
    expect(
      (await get(app, '/api/games/standings/by_division/?division=AFC%20West&season=2023')).body.count,
    ).toBe(4);
  });

  it('400 for a missing or unknown division', async () => {
    expect(await get(app, '/api/games/standings/by_division/?season=2023')).toMatchObject({
      status: 400,
      body: { detail: 'division is required' },
    });
    expect(await get(app, '/api/games/standings/by_division/?division=atlantis')).toMatchObject({
      status: 400,
      body: { detail: "division 'atlantis' is not a known division" },
    });
  });
});
