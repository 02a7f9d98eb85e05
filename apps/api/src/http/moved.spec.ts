// A slug the one slug rule changed keeps answering: 301 to the same path under the new slug, query kept.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, get } from '../testing/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('changed slugs', () => {
  it('a player: the old slug answers 301 with the new one, which answers 200', async () => {
    const old = await get(app, '/api/people/players/shaquille-o-neal/');
    expect(old.status).toBe(301);
    expect(old.headers.location).toBe('/api/people/players/shaquille-oneal/');
    expect((await get(app, '/api/people/players/shaquille-oneal/')).body).toMatchObject({
      slug: 'shaquille-oneal',
    });
  });

  it('a team and its sub-resources, query string kept', async () => {
    const old = await get(app, '/api/teams/teams/texas-a-and-m-basketball/schedule/?season=2023');
    expect(old.status).toBe(301);
    expect(old.headers.location).toBe('/api/teams/teams/texas-am-basketball/schedule/?season=2023');
    expect((await get(app, '/api/teams/teams/texas-am-basketball/')).status).toBe(200);
  });

  it('a coach', async () => {
    const old = await get(app, '/api/people/coaches/k-c-jones/');
    expect(old).toMatchObject({ status: 301, headers: { location: '/api/people/coaches/kc-jones/' } });
  });

  it('a game id a rebuild gave and then gave back: 301 to the game under its slug', async () => {
    const old = await get(app, '/api/games/games/634606/');
    expect(old).toMatchObject({
      status: 301,
      headers: { location: '/api/games/games/nhl-2020-08-06-tor-cbj/' },
    });
    expect((await get(app, '/api/games/games/999999999/')).status).toBe(404);
  });

  it('an unknown slug is still a 404 with a JSON body', async () => {
    expect(await get(app, '/api/teams/teams/texas-a-and-m-nothing/')).toMatchObject({
      status: 404,
      body: { detail: 'Team not found.' },
    });
  });
});
