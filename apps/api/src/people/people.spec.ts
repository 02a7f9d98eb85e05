import type { Coach, Paginated, Player, PlayerDetail } from '@trophy-room/contract';
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
      is_active: true,
    });
    expect(p.career_stats.passing_yards).toBe(32352);
    expect(Array.isArray(p.seasons)).toBe(true);
    expect(await get(app, '/api/people/players/nobody-at-all/')).toMatchObject({
      status: 404,
      body: { detail: 'Player not found.' },
    });
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
    expect(reid.career_record.wins).toBeGreaterThan(100);
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
});
