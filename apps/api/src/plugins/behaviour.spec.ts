// Cross-cutting behaviour: bad input, 404/405, faults (503 and recovery), caching (ETag/304, response cache),
// security headers, compression and rate limiting.
import helmet from '@fastify/helmet';
import { headTags } from '@trophy-room/site-theme';
import { siteVariants } from '@trophy-room/site-theme/variants';
import { moduleLoaderScript } from '@trophy-room/site-theme/deferred-modules';
import Fastify, { type FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, get, testDb } from '../testing/test-app';
import { clearResponseCaches } from './response-cache';
import { apiSecurityHeaders, cspDirectives, securityHeaders } from './security';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('bad input', () => {
  it.each([
    ['/api/teams/teams/?season=abc', 'season must be an integer'],
    ['/api/teams/teams/?season=2024.5', 'season must be an integer'],
    ['/api/teams/teams/?page=0', 'page must be at least 1'],
    ['/api/teams/teams/?page_size=501', 'page_size must be at most 500'],
    ['/api/teams/teams/?page_size=0', 'page_size must be at least 1'],
    [
      '/api/teams/teams/?sport__slug=curling',
      'sport__slug must be one of: football, basketball, baseball, hockey',
    ],
    [
      '/api/championships/seasons/?level__slug=minor',
      'level__slug must be one of: professional, ncaa-division-i, college',
    ],
    ['/api/games/games/?game_date__gte=2024-02-30', 'game_date__gte must be a date (yyyy-MM-dd)'],
    ['/api/championships/champions/?season__start_year=x', 'season__start_year must be an integer'],
    [
      '/api/games/standings/by_division/?division=narnia&season=2023',
      "division 'narnia' is not a known division",
    ],
  ])('%s → 400 %s', async (url, detail) => {
    const res = await get(app, url);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail });
  });

  it('a page past the end is 404 Invalid page.; unknown API paths are JSON 404s', async () => {
    expect(await get(app, '/api/championships/championships/?page=99')).toMatchObject({
      status: 404,
      body: { detail: 'Invalid page.' },
    });
    expect(await get(app, '/api/nothing/here/')).toMatchObject({
      status: 404,
      body: { detail: 'Not found.' },
    });
  });

  it('never answers 500 or a stack trace for odd input', async () => {
    for (const url of [
      '/api/teams/teams/%E0%A4%A/',
      "/api/teams/teams/'; drop table teams;--/",
      '/api/people/players/?search=%25_%5C',
      `/api/games/games/${'9'.repeat(30)}/`,
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.body).not.toMatch(/at .*\.ts:\d+/);
    }
  });
});

describe('methods', () => {
  it('405 with Allow for other methods on known paths; OPTIONS → 204; HEAD works', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const res = await app.inject({ method, url: '/api/teams/teams/' });
      expect(res.statusCode).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD, OPTIONS');
      expect(res.json()).toEqual({ detail: `Method "${method}" not allowed.` });
    }
    const opt = await app.inject({ method: 'OPTIONS', url: '/api/championships/championships/super-bowl/' });
    expect(opt.statusCode).toBe(204);
    expect(opt.headers.allow).toBe('GET, HEAD, OPTIONS');
    const head = await app.inject({ method: 'HEAD', url: '/api/core/sports/' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });
});

describe('faults', () => {
  it('503 at once while the database is unreachable, and recovers without a restart', async () => {
    const real = await testDb();
    let down = true;
    const flaky = {
      query: <T>(sql: string, params?: unknown[]) =>
        down
          ? Promise.reject(
              Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
            )
          : real.query<T>(sql, params),
    };
    const faulty = await buildTestApp({ db: flaky });
    await faulty.ready();
    // The database comes back on a timer: an answer that waited for it (a retry loop) would come after, as a 200.
    const back = new Promise((resolve) => setTimeout(resolve, 1000)).then(() => (down = false));
    const res = await faulty.inject({ url: '/api/teams/teams/?search=faults' });
    expect(down, 'the 503 was answered while the database was down').toBe(true);
    expect(res.statusCode).toBe(503);
    expect(res.json().detail).toMatch(/database is unavailable/i);
    expect(res.headers['retry-after']).toBeDefined();
    await back;
    expect((await faulty.inject({ url: '/api/teams/teams/?search=faults' })).statusCode).toBe(200);
    await faulty.close();
  });

  it('503 when a query hangs past the timeout', async () => {
    const hanging = await buildTestApp({
      db: { query: () => new Promise<never>(() => undefined) },
      queryTimeoutMs: 100,
    });
    expect((await hanging.inject({ url: '/api/core/sports/' })).statusCode).toBe(503);
    await hanging.close();
  });

  it('an unexpected error is a bare 500 without details', async () => {
    const broken = await buildTestApp({
      db: {
        query: () =>
          Promise.reject(Object.assign(new Error('syntax error at or near "SELEC"'), { code: '42601' })),
      },
    });
    const res = await broken.inject({ url: '/api/core/sports/' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ detail: 'Internal server error.' });
    await broken.close();
  });
});

describe('caching', () => {
  it('Cache-Control per cache class, ETag and 304', async () => {
    const cases: [string, number][] = [
      ['/api/championships/championships/', 86400],
      ['/api/teams/teams/', 14400],
      ['/api/games/standings/?season=2023', 14400],
      ['/api/games/games/?page_size=5', 900],
      ['/api/games/standings/current/', 900],
      ['/api/games/games/today/', 30],
    ];
    for (const [url, maxAge] of cases) {
      const res = await app.inject({ url });
      expect(res.headers['cache-control'], url).toContain(`max-age=${maxAge}`);
      const etag = res.headers.etag as string;
      expect(etag).toMatch(/^"/);
      const again = await app.inject({ url, headers: { 'if-none-match': etag } });
      expect(again.statusCode, url).toBe(304);
      expect(again.body).toBe('');
    }
  });

  it('serves repeats from the response cache until cleared (on import)', async () => {
    const url = '/api/core/sports/?sport__slug=hockey';
    clearResponseCaches();
    expect((await app.inject({ url })).headers['x-cache']).toBe('MISS');
    expect((await app.inject({ url })).headers['x-cache']).toBe('HIT');
    clearResponseCaches();
    expect((await app.inject({ url })).headers['x-cache']).toBe('MISS');
    expect(
      (await app.inject({ url: '/api/championships/championships/nope/' })).headers['cache-control'],
    ).toBe('no-store');
  });
});

describe('headers', () => {
  it("security headers: the pages' set on site responses, the API's short set on JSON answers", async () => {
    const page = await app.inject({ url: '/' });
    const csp = page.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    for (const url of ['/api/core/sports/', '/api/nothing/', '/api/teams/teams/?page=0']) {
      const res = await app.inject({ url });
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
      for (const documentOnly of ['cross-origin-opener-policy', 'origin-agent-cluster', 'x-xss-protection'])
        expect(res.headers[documentOnly], `${url}: ${documentOnly}`).toBeUndefined();
    }
  });

  it("the API's set: HSTS only when enabled", () => {
    expect(apiSecurityHeaders(false)['strict-transport-security']).toBeUndefined();
    expect(apiSecurityHeaders(true)['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it("allows exactly the head's two inline scripts (colour scheme, module loader), by their hashes", async () => {
    const scripts = [...headTags(siteVariants.nfl).matchAll(/<script>(.*?)<\/script>/g)].map((m) => m[1]);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toContain('prefers-color-scheme');
    scripts.push(moduleLoaderScript);
    const hashes = scripts.map((s) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`);
    const csp = (await app.inject({ url: '/' })).headers['content-security-policy'] as string;
    const scriptSrc = csp.split(';').find((d) => d.startsWith('script-src '));
    expect(scriptSrc).toBe(`script-src 'self' ${hashes.join(' ')}`);
  });

  it('the precomputed headers are exactly what helmet sends for this configuration', async () => {
    for (const hsts of [false, true]) {
      const ref = Fastify();
      await ref.register(helmet, {
        global: true,
        contentSecurityPolicy: { useDefaults: false, directives: cspDirectives },
        referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
        crossOriginEmbedderPolicy: false,
        strictTransportSecurity: hsts,
      });
      ref.get('/x', async () => 'x');
      const { headers } = await ref.inject({ url: '/x' });
      const expected = Object.fromEntries(
        Object.entries(headers).filter(
          ([k]) => !['content-type', 'content-length', 'date', 'connection'].includes(k),
        ),
      );
      expect({ ...securityHeaders(hsts) }).toEqual(expected);
      await ref.close();
    }
  });

  it('cache hits (the fast path) carry the same security headers, ETag, Cache-Control and gzip', async () => {
    const url = '/api/teams/teams/?page_size=60';
    const miss = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    const hit = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(hit.headers['x-cache']).toBe('HIT');
    for (const k of Object.keys(apiSecurityHeaders())) expect(hit.headers[k], k).toBe(miss.headers[k]);
    expect(hit.headers.etag).toBe(miss.headers.etag);
    expect(hit.headers['cache-control']).toBe(miss.headers['cache-control']);
    expect(hit.headers['content-encoding']).toBe('gzip');
    expect(hit.headers.vary).toMatch(/accept-encoding/i);
    const plain = await app.inject({ url });
    expect(plain.headers['x-cache']).toBe('HIT');
    expect(plain.json().results).toHaveLength(60);
    const notModified = await app.inject({ url, headers: { 'if-none-match': String(miss.headers.etag) } });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.headers['content-security-policy']).toBe(miss.headers['content-security-policy']);
    expect((await app.inject({ method: 'HEAD', url })).body).toBe('');
  });

  it('compresses large responses', async () => {
    const res = await app.inject({
      url: '/api/teams/teams/?page_size=100',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('rate-limits an IP that exceeds the limit with a JSON 429', async () => {
    const limited = await buildTestApp({ rateLimit: { max: 3 } });
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await limited.inject({ url: '/api/health' })).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    const res = await limited.inject({ url: '/api/health' });
    expect(res.json().detail).toMatch(/too many requests/i);
    // Pages share the count (sites/page-rate-limit.spec.ts: their API calls and the build files do not).
    expect((await limited.inject({ url: '/' })).statusCode).toBe(429);
    await limited.close();
  });

  it('cached answers count toward the rate limit too', async () => {
    const limited = await buildTestApp({ rateLimit: { max: 3 } });
    const url = '/api/core/sports/?level__slug=professional';
    const res = [];
    for (let i = 0; i < 4; i++) res.push(await limited.inject({ url }));
    expect(res.map((r) => r.statusCode)).toEqual([200, 200, 200, 429]);
    expect(res[2].headers['x-cache']).toBe('HIT');
    expect(res[2].headers['x-ratelimit-remaining']).toBe('0');
    await limited.close();
  });
});
