// The API's response cache holds its answers as bytes outside the V8 heap, and its bound counts every form it keeps
// (the body and its gzip form): a full cache neither grows the heap after GC nor holds more than RESPONSE_CACHE_MB.
// Needs node --expose-gc (the api project's vitest config passes it to every test worker).
import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { installCacheFastPath } from './cache-fast-path';
import { installResponseCache } from './cache-store';
import { ResponseCache } from './response-cache';
import { heapAfterGc } from '../testing/heap';

/** An app with one cached route answering about `size` characters of JSON (hex: gzip halves it), new every time. */
async function cachedApp(cache: ResponseCache, size: number): Promise<FastifyInstance> {
  const app = Fastify();
  installCacheFastPath(app, cache);
  installResponseCache(app, cache);
  app.get<{ Params: { n: string } }>('/api/things/:n', { config: { cache: 'static' } }, async (req) => ({
    n: req.params.n,
    text: randomBytes(size / 2).toString('hex'),
  }));
  await app.ready();
  return app;
}

describe('the response cache', () => {
  let app: FastifyInstance | undefined;
  afterEach(() => app?.close());

  it('keeps its answers off the V8 heap: 20 MB of cached answers leave the heap after GC within 4 MB', async () => {
    expect(global.gc, 'run with --expose-gc').toBeTypeOf('function');
    const cache = new ResponseCache(5000, 256 * 1024 * 1024);
    app = await cachedApp(cache, 10_000);
    for (let i = 0; i < 20; i++) await app.inject({ url: `/api/things/warm${i}` });
    const before = await heapAfterGc();
    for (let i = 0; i < 2000; i++)
      expect((await app.inject({ url: `/api/things/${i}` })).statusCode).toBe(200);
    const after = await heapAfterGc();
    console.log(
      `heap after GC ${(before / 1e6).toFixed(1)} → ${(after / 1e6).toFixed(1)} MB with ${(cache.heldBytes() / 1e6).toFixed(1)} MB cached`,
    );
    expect(cache.heldBytes()).toBeGreaterThan(20e6);
    expect(after - before).toBeLessThan(4e6);
    // A hit answers the same bytes the miss sent.
    const miss = await app.inject({ url: '/api/things/1999' });
    expect(miss.headers['x-cache']).toBe('HIT');
    expect(miss.json()).toMatchObject({ n: '1999' });
  }, 120_000);

  it('counts the gzip forms it makes on hits within its bound', async () => {
    const maxBytes = 256 * 1024;
    const cache = new ResponseCache(5000, maxBytes);
    app = await cachedApp(cache, 8_000);
    for (let i = 0; i < 200; i++) {
      const url = `/api/things/${i}`;
      await app.inject({ url });
      const hit = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(hit.headers['content-encoding']).toBe('gzip');
      expect(cache.heldBytes()).toBeLessThanOrEqual(maxBytes);
    }
    expect(cache.size).toBeGreaterThan(10);
  });
});
