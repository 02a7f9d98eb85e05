import type { Coach, CoachDetail, Paginated, Player, PlayerDetail } from '@trophy-room/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, get } from '../testing/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('players', () => {
  it('lists players by name with person, team and career stats', async () => {
    const page = (await get(app, '/api/people/players/?search=lebron')).body as Paginated<Player>;
    expect(page.count).toBe(1);
    expect(page.results[0]).toMatchObject({
      slug: 'lebron-james',
      person: { first_name: 'LeBron', last_name: 'James', birth_date: '1984-12-30' },
      current_team: { name: 'Los Angeles Lakers' },
      sport: { slug: 'basketball' },
      league: { slug: 'nba' },
      is_active: true,
    });
    expect(page.results[0].awards.length).toBeGreaterThan(10);
  });

  it('answers one player by slug with season lines; unknown → 404', async () => {
    const p = (await get(app, '/api/people/players/patrick-mahomes/')).body as PlayerDetail;
    expect(p).toMatchObject({
      primary_position: 'QB',
      draft_year: 2017,
      draft_round: 1,
      draft_pick: 10,
      draft_team: { name: 'Kansas City Chiefs' },
      draft_status: 'drafted',
      is_active: true,
    });
    // The sum of his season lines: the fixture keeps 2022-2024 (5,250 + 4,183 + 3,928 yards).
    expect(p.career_stats.passing_yards).toBe(13361);
    expect(Array.isArray(p.seasons)).toBe(true);
    expect(await get(app, '/api/people/players/nobody-at-all/')).toMatchObject({
      status: 404,
      body: { detail: 'Player not found.' },
    });
  });

  it("a slug now another league's: its holder on the hub, a 301 where its published player moved, else 404", async () => {
    const nfl = 'sport__slug=football&level__slug=professional';
    // earl-campbell was published for the NFL's Earl Campbell; the NHL's (born 1900) holds it now.
    const hub = (await get(app, '/api/people/players/earl-campbell/')).body as PlayerDetail;
    expect(hub.league.slug).toBe('nhl');
    const moved = await app.inject({ url: `/api/people/players/earl-campbell/?${nfl}` });
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(`/api/people/players/earl-campbell-nfl/?${nfl}`);
    const nba = await get(
      app,
      '/api/people/players/earl-campbell/?sport__slug=basketball&level__slug=professional',
    );
    expect(nba.status).toBe(404);
  });

  it('filters: active, by_position (position required), rookies, season, team', async () => {
    const active = (await get(app, '/api/people/players/active/?sport__slug=basketball&page_size=5'))
      .body as Paginated<Player>;
    expect(active.count).toBeGreaterThan(100);
    expect(active.results.every((p) => p.is_active && p.sport.slug === 'basketball')).toBe(true);
    const qbs = (await get(app, '/api/people/players/by_position/?position=QB&season=2023'))
      .body as Paginated<Player>;
    expect(qbs.count).toBeGreaterThan(30);
    expect(qbs.results.every((p) => p.primary_position === 'QB')).toBe(true);
    expect(await get(app, '/api/people/players/by_position/')).toMatchObject({
      status: 400,
      body: { detail: 'position is required' },
    });
    const rookies = (
      await get(
        app,
        '/api/people/players/rookies/?sport__slug=basketball&level__slug=professional&season=2023&page_size=500',
      )
    ).body as Paginated<Player>;
    expect(rookies.results.map((p) => p.person.full_name)).toContain('Victor Wembanyama');
    const celtics = (await get(app, '/api/people/players/?team=boston-celtics&season=2023&page_size=100'))
      .body as Paginated<Player>;
    expect(celtics.results.map((p) => p.slug)).toContain('jayson-tatum');
    expect((await get(app, '/api/people/players/?team=nowhere-fc')).status).toBe(400);
  });
});

describe('players: search, status and detail extras', () => {
  it('searches a case-insensitive substring of the name, anywhere in it', async () => {
    const page = (await get(app, '/api/people/players/?search=ReTzK&page_size=5')).body as Paginated<Player>;
    expect(page.results.map((p) => p.person.full_name)).toContain('Wayne Gretzky');
    expect(page.results.every((p) => /retzk/i.test(p.person.full_name))).toBe(true);
    // % and _ match literally, not as wildcards.
    expect(((await get(app, '/api/people/players/?search=%25')).body as Paginated<Player>).count).toBe(0);
  });

  it('filters by status: active, inactive and retired are not active, injured is not in the sources', async () => {
    const q = '/api/people/players/?sport__slug=basketball&level__slug=professional&page_size=20&status=';
    const active = (await get(app, q + 'active')).body as Paginated<Player>;
    const inactive = (await get(app, q + 'inactive')).body as Paginated<Player>;
    const all = (await get(app, q.replace('&status=', ''))).body as Paginated<Player>;
    expect(active.results.every((p) => p.is_active)).toBe(true);
    expect(inactive.results.every((p) => !p.is_active)).toBe(true);
    expect(active.count + inactive.count).toBe(all.count);
    expect(((await get(app, q + 'retired')).body as Paginated<Player>).count).toBe(inactive.count);
    expect(((await get(app, q + 'injured')).body as Paginated<Player>).count).toBe(0);
  });

  it('answers 400 naming a malformed parameter', async () => {
    expect(await get(app, '/api/people/players/?status=benched')).toMatchObject({
      status: 400,
      body: { detail: expect.stringContaining('status') },
    });
    expect(await get(app, '/api/people/coaches/?status=sacked')).toMatchObject({
      status: 400,
      body: { detail: expect.stringContaining('status') },
    });
    expect(await get(app, '/api/people/players/?page=zero')).toMatchObject({
      status: 400,
      body: { detail: expect.stringContaining('page') },
    });
  });

  it("lists a player's titles and links his awards to their seasons", async () => {
    // (The test fixture keeps stat lines and rosters of 2022–2024 only.)
    const jokic = (await get(app, '/api/people/players/nikola-jokic/')).body as PlayerDetail;
    expect(jokic.titles.map((t) => `${t.season.slug} ${t.team.name}`)).toEqual([
      'nba-2022-23 Denver Nuggets',
    ]);
    const p = (await get(app, '/api/people/players/lebron-james/')).body as PlayerDetail;
    const roy = p.awards.find((a) => a.name === 'NBA Rookie of the Year');
    expect(roy).toMatchObject({ year: 2003, season: { slug: 'nba-2003-04', start_year: 2003 } });
  });
});

describe('coaches', () => {
  it('lists coaches, head coaches by season and active ones', async () => {
    const head = (
      await get(
        app,
        '/api/people/coaches/head_coaches/?season=2023&sport__slug=baseball&level__slug=professional&page_size=100',
      )
    ).body as Paginated<Coach>;
    expect(head.count).toBeGreaterThanOrEqual(30); // mid-season changes add a few
    expect(head.results.every((c) => c.is_head_coach)).toBe(true);
    const active = (
      await get(
        app,
        '/api/people/coaches/active/?sport__slug=baseball&level__slug=professional&page_size=100',
      )
    ).body as Paginated<Coach>;
    expect(active.results.every((c) => c.is_active && c.current_team !== null)).toBe(true);
    const all = (await get(app, '/api/people/coaches/?search=bochy')).body as Paginated<Coach>;
    expect(all.results[0].person.full_name).toBe('Bruce Bochy');
  });

  it('answers one coach by slug with record and history; unknown → 404', async () => {
    const reid = (await get(app, '/api/people/coaches/andy-reid/')).body as Coach;
    expect(reid).toMatchObject({
      person: { full_name: 'Andy Reid' },
      is_head_coach: true,
      championships_won: 3,
    });
    expect(reid.career_record!.wins).toBeGreaterThan(100);
    const bochy = (
      await get(
        app,
        `/api/people/coaches/${(await get(app, '/api/people/coaches/?search=bochy')).body.results[0].slug}/`,
      )
    ).body as Coach;
    expect(bochy.coaching_history.map((h) => h.team_name)).toContain('San Francisco Giants');
    expect(await get(app, '/api/people/coaches/no-coach/')).toMatchObject({
      status: 404,
      body: { detail: 'Coach not found.' },
    });
  });

  it('gives the record by season with the title mark, and filters by status', async () => {
    const search = (await get(app, '/api/people/coaches/?search=phil%20jackson')).body as Paginated<Coach>;
    const pj = (await get(app, `/api/people/coaches/${search.results[0].slug}/`)).body as CoachDetail;
    const titles = pj.seasons.filter((s) => s.won_title).map((s) => s.season.start_year);
    expect(titles).toEqual([1990, 1991, 1992, 1995, 1996, 1997, 1999, 2000, 2001, 2008, 2009]);
    expect(pj.seasons.reduce((w, s) => w + (s.wins ?? 0), 0)).toBe(pj.career_record!.wins);
    expect(pj.seasons[0]).toMatchObject({ team: { name: 'Chicago Bulls' }, wins: 55, losses: 27 });
    // A postseason reached is a season with a playoff game: all twenty of his seasons, not his season rows.
    const reached = pj.seasons.filter((s) => (s.playoff_wins ?? 0) + (s.playoff_losses ?? 0) > 0);
    expect(pj.career_record!.playoff_appearances).toBe(reached.length);
    expect(pj.career_record!.playoff_appearances).toBe(20);
    // A season without a playoff game is no appearance, though its row may hold 0-0.
    const missed = (await get(app, '/api/people/coaches/?search=mike%20d%27antoni')).body as Paginated<Coach>;
    const dantoni = (await get(app, `/api/people/coaches/${missed.results[0].slug}/`)).body as CoachDetail;
    const played = dantoni.seasons.filter((s) => (s.playoff_wins ?? 0) + (s.playoff_losses ?? 0) > 0);
    expect(dantoni.career_record!.playoff_appearances).toBe(played.length);
    expect(played.length).toBeLessThan(dantoni.seasons.length);
    // Hockey from 1999-00: overtime losses kept apart from losses, in each season and the career.
    const bab = (await get(app, '/api/people/coaches/?search=babcock')).body as Paginated<Coach>;
    const babcock = (await get(app, `/api/people/coaches/${bab.results[0].slug}/`)).body as CoachDetail;
    expect(babcock.seasons[0]).toMatchObject({ wins: 40, losses: 27, ties: 9, ot_losses: 6 });
    expect(babcock.career_record!.ot_losses).toBe(
      babcock.seasons.reduce((n, s) => n + (s.ot_losses ?? 0), 0),
    );
    const interim = (await get(app, '/api/people/coaches/?status=interim')).body as Paginated<CoachDetail>;
    expect(interim.count).toBeGreaterThan(0);
    const q = '/api/people/coaches/?sport__slug=hockey&level__slug=professional&page_size=5&status=';
    const active = (await get(app, q + 'active')).body as Paginated<Coach>;
    const inactive = (await get(app, q + 'inactive')).body as Paginated<Coach>;
    expect(active.results.every((c) => c.is_active)).toBe(true);
    expect(inactive.results.every((c) => !c.is_active)).toBe(true);
    expect(((await get(app, q + 'fired')).body as Paginated<Coach>).count).toBe(0);
  });
});

describe('site scope and slug lists', () => {
  it('answers a player or coach of another sport or level with 404 on a sport site; the hub shows all', async () => {
    expect((await get(app, '/api/people/players/lebron-james/?sport__slug=basketball')).status).toBe(200);
    expect(await get(app, '/api/people/players/lebron-james/?sport__slug=football')).toMatchObject({
      status: 404,
      body: { detail: 'Player not found.' },
    });
    expect(
      (await get(app, '/api/people/players/lebron-james/?sport__slug=basketball&level__slug=college')).status,
    ).toBe(404);
    expect((await get(app, '/api/people/coaches/andy-reid/?sport__slug=football')).status).toBe(200);
    expect(await get(app, '/api/people/coaches/andy-reid/?sport__slug=hockey')).toMatchObject({
      status: 404,
      body: { detail: 'Coach not found.' },
    });
  });

  it('lists every slug of the site a page at a time, in one call per page', async () => {
    const all = (await get(app, '/api/people/players/slugs/?sport__slug=basketball&level__slug=professional'))
      .body as Paginated<string>;
    expect(all.count).toBeGreaterThan(100);
    expect(all.results).toHaveLength(all.count);
    expect(all.results).toContain('lebron-james');
    expect(all.results).not.toContain('wayne-gretzky');
    const list = (
      await get(app, '/api/people/players/?sport__slug=basketball&level__slug=professional&page_size=1')
    ).body as Paginated<Player>;
    expect(all.count).toBe(list.count);
    const p2 = await get(app, '/api/people/players/slugs/?sport__slug=basketball&page_size=50&page=2');
    expect(p2.body).toMatchObject({
      previous: '/api/people/players/slugs/?sport__slug=basketball&page_size=50',
    });
    expect((p2.body as Paginated<string>).results).toEqual(all.results.slice(50, 100));
    expect((await get(app, '/api/people/players/slugs/?page=999')).status).toBe(404);
    expect((await get(app, '/api/people/players/slugs/?page_size=10001')).status).toBe(400);
    const coaches = (await get(app, '/api/people/coaches/slugs/?sport__slug=football'))
      .body as Paginated<string>;
    expect(coaches.results).toContain('andy-reid');
  });
});
