// Memory a page render must give back: renders of unknown team slugs (a 404 whose lookup rejects while its sibling
// queries are still in flight) leave the heap, after a forced GC, where it was. Before the renderer waited for those
// siblings, each render kept its whole query client (about 5 KB) for a day. Needs node --expose-gc (the api
// project's vitest config passes it to every test worker).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearResponseCaches } from '../plugins/response-cache';
import { renderingApp } from './rendering-app';
import { heapAfterGc } from '../testing/heap';

describe('page renders give their memory back', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await renderingApp(['nfl']);
  });
  afterAll(() => app.close());

  const render = async (i: number) => {
    const path = i % 2 ? `/teams/no-such-team-${i}` : `/teams/no-such-team-${i}/2020`;
    const res = await app.inject({ url: path, headers: { host: 'nfl.localhost:5184' } });
    expect(res.statusCode).toBe(404);
  };

  it('500 unknown team slugs leave the heap after GC within 1.5 MB', async () => {
    expect(global.gc, 'run with --expose-gc').toBeTypeOf('function');
    for (let i = 0; i < 100; i++) await render(i);
    const before = await heapAfterGc();
    for (let i = 100; i < 600; i++) await render(i);
    const after = await heapAfterGc();
    console.log(
      `heap after GC ${(before / 1e6).toFixed(1)} → ${(after / 1e6).toFixed(1)} MB over 500 renders`,
    );
    expect(after - before).toBeLessThan(1.5e6);
  }, 300_000);

  it('rendered pages are held by the bounded caches only: cleared, the heap after GC is back', async () => {
    const search = (i: number) =>
      app.inject({ url: `/players?q=${i.toString(36)}x`, headers: { host: 'nfl.localhost:5184' } });
    for (let i = 0; i < 50; i++) await search(i);
    clearResponseCaches();
    const before = await heapAfterGc();
    for (let i = 50; i < 300; i++) expect((await search(i)).statusCode).toBe(200);
    const full = await heapAfterGc();
    clearResponseCaches();
    const after = await heapAfterGc();
    console.log(
      `heap after GC ${(before / 1e6).toFixed(1)} → ${(full / 1e6).toFixed(1)} MB with 250 pages cached → ${(after / 1e6).toFixed(1)} MB once cleared`,
    );
    expect(after - before).toBeLessThan(2e6);
  }, 300_000);
});
