// The routes' schemas compile on first use (http/lazy-schemas.ts): none before the app answers, each on its route's
// first request (validation and serialization as Fastify's own compilers give them), and every one when asked.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../testing/test-app';

describe("the routes' schemas, compiled on first use", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  }, 120_000);
  afterAll(() => app?.close());

  it("validates and serializes on a route's first request as Fastify's compilers do", async () => {
    const bad = await app.inject({ url: '/api/people/players/?page_size=0' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toMatch(/page_size/);
    const good = await app.inject({ url: '/api/core/sports/' });
    expect(good.statusCode).toBe(200);
    // The response schema's serializer: only the properties the schema lists, in its order.
    const body = good.json();
    expect(Object.keys(body)).toEqual(['count', 'next', 'previous', 'results']);
  });

  it('compiles the rest when asked: every schema of every route compiles', async () => {
    const left = app.routeSchemas.compileAll();
    // The API's routes hold some hundreds of schemas (query, params, each status's response); two requests compiled
    // only theirs.
    expect(left).toBeGreaterThan(200);
    expect(app.routeSchemas.compileAll()).toBe(0);
    await expect(app.routeSchemas.compileRest()).resolves.toBe(0);
  });
});
