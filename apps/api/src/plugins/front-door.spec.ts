// The per-request pipeline after its trimming: one root hook sets the precomputed security headers and counts the
// rate limit, the response cache's fast path runs on cached routes only, and the request log formats its own line.
// Whatever path an answer takes (the health check with no other hook, a cache hit, a 304, a validation error, a
// 404, a 429, a request without Host refused before any route), it carries every security header of its kind,
// exactly: the API's short set on JSON, the pages' set on pages and on the HTML reference.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listening } from '../hardening/listening';
import { rawRequest } from '../hardening/raw-http';
import { buildTestApp } from '../testing/test-app';
import { clientKey } from './rate-limit';
import { apiSecurityHeaders, securityHeaders } from './security';

const api = apiSecurityHeaders();
const page = securityHeaders();
/** Exactly the set: every header of it, and none of the other set's that it lacks. */
const expectSecurity = (headers: Record<string, unknown>, what: string, set = api) => {
  for (const [k, v] of Object.entries(set)) expect(headers[k], `${what}: ${k}`).toBe(v);
  const other = set === api ? page : api;
  for (const k of Object.keys(other)) if (!(k in set)) expect(headers[k], `${what}: ${k}`).toBeUndefined();
};

describe('security headers on every kind of answer', () => {
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    ({ app, port } = await listening({ rateLimit: { max: 8 } }));
  });
  afterAll(() => app.close());

  it('health, miss, hit, 304, 400, 404, 405, then 429; and a request without Host', async () => {
    const url = '/api/core/sports/?level__slug=professional';
    const answers: [string, LightMyRequestResponse][] = [];
    const ask = async (what: string, opts: InjectOptions) => {
      const res = await app.inject(opts);
      answers.push([what, res]);
      return res;
    };
    expect((await ask('health', { url: '/api/health' })).statusCode).toBe(200);
    const miss = await ask('miss', { url });
    expect(miss.headers['x-cache']).toBe('MISS');
    const hit = await ask('hit', { url, headers: { 'accept-encoding': 'gzip' } });
    expect(hit.headers['x-cache']).toBe('HIT');
    const etag = String(miss.headers.etag);
    expect((await ask('304', { url, headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    expect((await ask('400', { url: '/api/teams/teams/?page=0' })).statusCode).toBe(400);
    expect((await ask('404', { url: '/api/nothing/' })).statusCode).toBe(404);
    expect((await ask('405', { method: 'DELETE', url: '/api/core/sports/' })).statusCode).toBe(405);
    expect((await ask('8th', { url: '/api/health' })).statusCode).toBe(200);
    const refused = await ask('429', { url });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(Object.keys(refused.json())).toEqual(['detail']);
    for (const [what, res] of answers) expectSecurity(res.headers, what);

    const noHost = await rawRequest(port, ['GET /api/health HTTP/1.1\r\n\r\n']);
    expect(noHost.status).toBe(400);
    expectSecurity(noHost.headers, 'no Host');
  });
});

describe('the two sets, by path', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it("the pages and the HTML reference keep the pages' set; the OpenAPI document is JSON", async () => {
    expectSecurity((await app.inject({ url: '/' })).headers, 'a page', page);
    expectSecurity((await app.inject({ url: '/nothing-here' })).headers, 'a page 404', page);
    const docs = await app.inject({ url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toMatch(/text\/html/);
    expect(docs.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(docs.headers['cross-origin-opener-policy']).toBe('same-origin');
    // Swagger UI brings its own CSP (its inline styles allowed), which the page loads under.
    expect(docs.headers['content-security-policy']).toContain("default-src 'self'");
    expectSecurity((await app.inject({ url: '/api/openapi.json' })).headers, 'openapi.json');
    expectSecurity((await app.inject({ url: '/api' })).headers, '/api');
  });
});

describe('the rate limit', () => {
  it('counts an IPv6 client by its /64 and an IPv4-mapped address as IPv4', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    const a = clientKey('2001:db8:1:2:3:4:5:6');
    expect(clientKey('2001:db8:1:2::9')).toBe(a);
    expect(clientKey('2001:0db8:0001:0002:ffff::1')).toBe(a);
    expect(clientKey('2001:db8:1:3::1')).not.toBe(a);
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
  });

  it('counts again from zero once the window has passed, with the headers of the count', async () => {
    const app = await buildTestApp({ rateLimit: { max: 2, windowMs: 300 } });
    // On a fake clock (Date only): however long the requests take, the window ends when the test says.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const codes = async () => {
        const out = [];
        for (let i = 0; i < 3; i++) out.push((await app.inject({ url: '/api/health' })).statusCode);
        return out;
      };
      expect(await codes()).toEqual([200, 200, 429]);
      vi.setSystemTime(Date.now() + 300);
      const first = await app.inject({ url: '/api/health' });
      expect(first.statusCode).toBe(200);
      expect(first.headers['x-ratelimit-limit']).toBe('2');
      expect(first.headers['x-ratelimit-remaining']).toBe('1');
      expect(first.headers['x-ratelimit-reset']).toBe('1');
    } finally {
      vi.useRealTimers();
      await app.close();
    }
  });
});

describe('the request log', () => {
  const capture = () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk, _enc, cb) {
        for (const l of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(l));
        cb();
      },
    });
    return { lines, stream };
  };

  it('writes the line pino would (level, time, pid, hostname, reqId, the fields, msg), URLs escaped', async () => {
    const { lines, stream } = capture();
    const app = await buildTestApp({ logger: { level: 'info', stream } });
    await app.inject({ url: '/api/health?x="\\' });
    await app.close();
    const [line] = lines.filter((l) => l.msg === 'request');
    expect(line).toMatchObject({
      level: 30,
      pid: process.pid,
      method: 'GET',
      route: '/api/health',
      url: '/api/health?x=%22\\',
      status: 200,
    });
    expect(typeof line.time).toBe('number');
    expect(typeof line.hostname).toBe('string');
    expect(line.reqId).toMatch(/^req-/);
  });

  it('at level warn writes only the failures', async () => {
    const { lines, stream } = capture();
    const down = { query: () => Promise.reject(Object.assign(new Error('down'), { code: 'ECONNREFUSED' })) };
    const app = await buildTestApp({ logger: { level: 'warn', stream }, db: down });
    await app.inject({ url: '/api/health' });
    await app.inject({ url: '/api/core/sports/' });
    await app.close();
    const requests = lines.filter((l) => l.msg === 'request');
    expect(requests.map((l) => [l.level, l.status])).toEqual([[40, 503]]);
    const unavailable = lines.find((l) => l.msg === 'database unavailable');
    expect(unavailable?.reqId).toBe(requests[0].reqId);
  });
});
