// Pages rendered in the pool of render workers (render-pool.ts), as the built server does: the renderers' API calls
// come back to the main thread and are not counted by the rate limit, the main thread answers while a worker
// renders, and a worker that crashes, loops or keeps throwing costs only its own renders (503) and is replaced. The renderer here is a stand-in with the built renderers' contract (render.mjs exporting `renderer`).
import type { FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../testing/test-app';
import { renderWorkersFrom } from './render-pool';
import { minimalTemplate } from './rendering-app';

const standIn = `
let api;
export const renderer = {
  connectApi(f) { api = f; },
  async render(href) {
    const url = new URL(href);
    if (url.pathname === '/busy') { const end = Date.now() + 1500; while (Date.now() < end); }
    if (url.pathname === '/loop') for (;;);
    if (url.pathname === '/crash') process.exit(1);
    if (url.pathname === '/throw') throw new Error('renderer failed');
    if (url.pathname === '/moved') return { status: 301, location: '/here', head: '', html: '', state: '', cacheClass: null };
    const calls = Number(url.searchParams.get('calls') ?? 1);
    const seen = [];
    for (let i = 0; i < calls; i++) {
      const res = await api('/api/core/sports/');
      seen.push(res.status + ':' + Object.keys(await res.json()).length);
    }
    return { status: url.pathname === '/missing' ? 404 : 200, head: '<title>' + url.pathname + '</title>', html: '<p>' + seen.join(',') + '</p>', state: '', cacheClass: 'static' };
  },
  async sitemap(origin, file) { return file === '/sitemap.xml' ? '<urlset>' + origin + '</urlset>' : null; },
};
`;

describe('the render worker pool', () => {
  let app: FastifyInstance;
  let client = 0;
  /** Each request from its own address: the tests of the limit count their own. */
  const get = (url: string, remoteAddress = `10.0.${client >> 8}.${client++ & 255}`) =>
    app.inject({ url, headers: { host: 'nfl.localhost:5184' }, remoteAddress });

  beforeAll(async () => {
    process.env.RENDER_TIMEOUT_MS = '2000';
    const dir = mkdtempSync(join(tmpdir(), 'render-pool-'));
    mkdirSync(join(dir, 'apps', 'nfl'), { recursive: true });
    mkdirSync(join(dir, 'ssr', 'nfl'), { recursive: true });
    writeFileSync(join(dir, 'apps', 'nfl', 'index.html'), minimalTemplate('nfl'));
    writeFileSync(join(dir, 'ssr', 'nfl', 'render.mjs'), standIn);
    app = await buildTestApp({
      sitesDir: join(dir, 'apps'),
      ssrDir: join(dir, 'ssr'),
      renderWorkers: 1,
      rateLimit: { max: 3 },
    });
  });
  afterAll(async () => {
    delete process.env.RENDER_TIMEOUT_MS;
    await app.close();
  });

  it('renders a page in a worker whose API calls the main thread answers, outside the rate limit', async () => {
    // Five API calls in one page, under a limit of three requests: only the page counts.
    const res = await get('/page?calls=5', '10.9.9.9');
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<div id="root"><p>(200:\d+,){4}200:\d+<\/p><\/div>/);
    expect(res.body).toContain('<title>/page</title>');
    expect(res.headers['etag']).toBeDefined();
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    // A cached page answers from the main thread; a 404 and a 301 keep their status and headers.
    expect((await get('/page?calls=5', '10.9.9.9')).body).toBe(res.body);
    const missing = await get('/missing', '10.9.9.9');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
  });

  it('stores a page as it goes on the wire: Brotli or gzip by Accept-Encoding, a 304 without a body', async () => {
    const url = '/stored?calls=1';
    const first = await get(url);
    const text = first.body;
    const as = (encoding?: string, etag?: string) =>
      app.inject({
        url,
        headers: {
          host: 'nfl.localhost:5184',
          ...(encoding ? { 'accept-encoding': encoding } : {}),
          ...(etag ? { 'if-none-match': etag } : {}),
        },
        remoteAddress: `10.2.0.${client++ & 255}`,
      });
    const br = await as('gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(text);
    const gzip = await as('gzip;q=1.0, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(text);
    const plain = await as('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(text);
    expect(new Set([br, gzip, plain].map((r) => r.headers['etag']))).toEqual(
      new Set([first.headers['etag']]),
    );
    const revalidated = await as('br', String(first.headers['etag']));
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
  });

  it('keeps answering on the main thread while a worker renders', async () => {
    const order: string[] = [];
    const busy = get('/busy?calls=0').then((r) => order.push(`page ${r.statusCode}`));
    // The worker has the page (its first API call would be answered here, so none is made: calls=0).
    await new Promise((r) => setTimeout(r, 200));
    const health = await get('/api/health');
    order.push(`health ${health.statusCode}`);
    await busy;
    expect(order).toEqual(['health 200', 'page 200']);
  });

  it('a renderer that throws answers 503 (its worker replaced at the third in a row); a worker that crashes, or loops past the render timeout, answers 503 and is replaced', async () => {
    const pool = (globalThis as Record<symbol, Set<{ restarts: number }>>)[
      Symbol.for('trophy-room.render-pools')
    ];
    const before = [...pool][0].restarts;
    for (let i = 1; i <= 3; i++) {
      const thrown = await get(`/throw?i=${i}`);
      expect(thrown.statusCode).toBe(503);
      expect(thrown.headers['cache-control']).toBe('no-store');
      expect(thrown.body).toContain('Temporarily unavailable');
      expect([...pool][0].restarts).toBe(before + (i === 3 ? 1 : 0));
    }
    const crashed = await get('/crash');
    expect(crashed.statusCode).toBe(503);
    expect(crashed.headers['retry-after']).toBe('5');
    expect([...pool][0].restarts).toBe(before + 2);
    // The replacement renders.
    expect((await get('/page?n=1')).statusCode).toBe(200);
    // A render that never ends: at the render timeout (2 s here) its worker is replaced.
    const looped = await get('/loop');
    expect(looped.statusCode).toBe(503);
    expect([...pool][0].restarts).toBe(before + 3);
    expect((await get('/page?n=2')).statusCode).toBe(200);
  });

  it('sizes the pool from the cores unless RENDER_WORKERS says', () => {
    expect(renderWorkersFrom('3')).toBe(3);
    expect(renderWorkersFrom('0')).toBe(0);
    expect(renderWorkersFrom(undefined)).toBeGreaterThanOrEqual(1);
    expect(renderWorkersFrom(undefined)).toBeLessThanOrEqual(4);
    expect(renderWorkersFrom('lots')).toBe(renderWorkersFrom(undefined));
  });
});
