// What an operator relies on: liveness vs readiness, one structured log line per request (errors with their cause),
// and a response cache that only the validated parameters key.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ResponseCache } from '../plugins/response-cache';
import { buildTestApp } from '../testing/test-app';

const down = {
  query: () =>
    Promise.reject(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })),
};

describe('health and readiness', () => {
  it('/api/health answers while the database is down; /api/ready says 503 with Retry-After', async () => {
    const app = await buildTestApp({ db: down });
    expect((await app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok' });
    const ready = await app.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['retry-after']).toBeDefined();
    expect(Object.keys(ready.json())).toEqual(['detail']);
    await app.close();
    const up = await buildTestApp();
    expect((await up.inject({ url: '/api/ready' })).json()).toEqual({
      status: 'ready',
      renderers: { sites: {} },
    });
    await up.close();
  });
});

describe('request log', () => {
  it('one JSON line per request with method, route, status and ms; a failure logged with its cause', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk, _enc, cb) {
        for (const l of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(l));
        cb();
      },
    });
    const app = await buildTestApp({ logger: { level: 'info', stream }, db: down });
    await app.inject({ url: '/api/health' });
    await app.inject({ url: '/api/teams/teams/?season=abc' });
    await app.inject({ url: '/api/core/sports/' });
    await app.close();
    const requests = lines.filter((l) => l.msg === 'request');
    expect(requests.map((l) => [l.method, l.route, l.status])).toEqual([
      ['GET', '/api/health', 200],
      ['GET', '/api/teams/teams/', 400],
      ['GET', '/api/core/sports/', 503],
    ]);
    for (const l of requests) expect(typeof l.ms).toBe('number');
    const unavailable = lines.find((l) => l.msg === 'database unavailable') as
      { err?: { message?: string } } | undefined;
    expect(unavailable?.err?.message).toMatch(/ECONNREFUSED/);
  });
});

describe('response cache keys', () => {
  let app: FastifyInstance;
  const cache = new ResponseCache();
  beforeAll(async () => {
    app = await buildTestApp({ cache });
  });
  afterAll(() => app.close());

  it('spellings of the same request share one entry; refused parameters add none', async () => {
    const base = '/api/championships/seasons/?sport__slug=hockey';
    expect((await app.inject({ url: `${base}&season=2023` })).headers['x-cache']).toBe('MISS');
    const size = cache.size;
    for (const url of [
      `${base}&season=02023`,
      `${base}&season=2023.0`,
      `/api/championships/seasons?season=2023&sport__slug=hockey`,
    ]) {
      const res = await app.inject({ url });
      expect(res.headers['x-cache'], url).toBe('HIT');
    }
    for (let i = 0; i < 5; i++)
      expect((await app.inject({ url: `${base}&season=2023&cachebust=${i}` })).statusCode).toBe(400);
    expect(cache.size).toBe(size);
  });
});
