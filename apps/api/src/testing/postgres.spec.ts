// The same API on PostgreSQL (only when DATABASE_URL is set): a representative request per area, in a dedicated
// schema so other suites sharing the server are not disturbed.
import type { Db } from '@trophy-room/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, get, postgresTestDb } from './test-app';

const url = process.env.DATABASE_URL;

describe.skipIf(!url)('on PostgreSQL', () => {
  let db: Db;
  let app: FastifyInstance;
  beforeAll(async () => {
    db = await postgresTestDb(url!);
    app = await buildTestApp({ db });
  }, 300_000);
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('answers every area with the same real values', async () => {
    const sb = (await get(app, '/api/championships/championships/super-bowl/champions/?season=2023')).body;
    expect(sb.results[0]).toMatchObject({
      winner_name: 'Kansas City Chiefs',
      winner_score: 25,
      runner_up_score: 22,
      game_date: '2024-02-11',
    });
    expect(
      (await get(app, '/api/championships/championships/super-bowl/stats/')).body.total_games,
    ).toBeGreaterThanOrEqual(59);
    // Four Super Bowls and the AFL titles of 1962 (the Dallas Texans) and 1966 (1969's AFL title is the Super Bowl's season).
    expect((await get(app, '/api/teams/teams/kansas-city-chiefs/')).body.championships_won).toBe(6);
    expect(
      (await get(app, '/api/games/standings/by_division/?division=afc-west&season=2023')).body.count,
    ).toBe(4);
    expect((await get(app, '/api/games/games/today/')).body.count).toBeGreaterThan(0);
    expect((await get(app, '/api/people/players/?search=lebron')).body.results[0].slug).toBe('lebron-james');
    expect((await get(app, '/api/people/coaches/andy-reid/')).body.championships_won).toBe(3);
    expect((await get(app, '/api/core/sports/')).body.count).toBe(4);
    const sonics = (await get(app, '/api/search/?q=sonics')).body;
    expect(sonics.groups[0].results[0]).toMatchObject({
      name: 'Oklahoma City Thunder',
      matched_name: 'Seattle SuperSonics',
    });
    expect((await get(app, '/api/search/?q=lebrn%20jams')).body.groups[0].results[0].slug).toBe(
      'lebron-james',
    );
    expect((await get(app, '/api/search/?q=Supersonix%20Yankeez%20Qqqq')).body.suggestions).toContain(
      'Seattle SuperSonics',
    );
    expect((await get(app, '/api/teams/teams/?season=abc')).status).toBe(400);
  });

  it('a database that stops answering gives 503, and the next request after it returns succeeds', async () => {
    const broken = await buildTestApp({
      db: {
        query: () =>
          Promise.reject(
            Object.assign(new Error('terminating connection due to administrator command'), {
              code: '57P01',
            }),
          ),
      },
    });
    expect((await broken.inject({ url: '/api/core/sports/' })).statusCode).toBe(503);
    await broken.close();
    expect((await app.inject({ url: '/api/core/sports/?level__slug=college' })).statusCode).toBe(200);
  });
});
