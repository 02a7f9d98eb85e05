// Faults while rendering pages pass and leave nothing behind: during each fault the page answers 503 with
// Retry-After and Cache-Control: no-store (never a 404, never a stored error), and the same URL answers 200 within
// five seconds after it, with no restart. The renderer is the NFL site's own, from the apps' sources; the render
// pool's faults (a worker lost, a render past its timeout, a chunk missing from the build, descriptors run out) are
// in render-pool-faults.spec.ts.
import type { FastifyInstance } from 'fastify';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '@trophy-room/db';
import { WorkerDb } from '../db/worker-db';
import { TcpProxy } from '../hardening/tcp-proxy';
import { fixtureDir, fixtureSnapshotPath } from '../testing/fixture';
import { postgresTestDb } from '../testing/test-app';
import { expectHealed, expectUnavailable } from './fault-checks';
import { injectFetch } from './inject-fetch';
import type { SiteRenderer } from './site-renderer';
import { rendererOf, renderingApp } from './rendering-app';

const repo = resolve(import.meta.dirname, '../../../..');
const host = 'nfl.localhost:5184';

describe('faults in the renderer', () => {
  let app: FastifyInstance;
  let nfl: SiteRenderer;
  const page = (url: string) => app.inject({ url, headers: { host } });
  beforeAll(async () => {
    app = await renderingApp(['nfl']);
    nfl = await rendererOf('nfl');
  });
  afterAll(() => app?.close());

  it('a route whose page chunk fails to load: 503 while it fails, then 200 once it loads again', async () => {
    const chunk = resolve(repo, 'libs/people/src/coach/coach-detail-page.tsx');
    vi.doMock(chunk, () => {
      throw Object.assign(new Error('EMFILE: too many open files'), { code: 'EMFILE' });
    });
    try {
      for (const url of ['/coaches/andy-reid', '/coaches/bill-belichick'])
        expectUnavailable(await page(url), `${url} while its chunk fails`);
      // An unknown path is still a 404.
      expect((await page('/no-such-page')).statusCode).toBe(404);
    } finally {
      vi.doUnmock(chunk);
    }
    const res = await expectHealed(() => page('/coaches/andy-reid'), 'the coach page');
    expect(res.body).toMatch(/<h1[^>]*>Andy Reid<\/h1>/);
    // Nothing of the fault was stored: the page is served from the cache as rendered now.
    expect((await page('/coaches/andy-reid')).body).toBe(res.body);
  });

  it("a route's data that throws (the API transport failing): 503 with the page's loading state, then 200", async () => {
    nfl.connectApi(() => Promise.reject(new TypeError('fetch failed')));
    try {
      const res = await page('/players/patrick-mahomes');
      expectUnavailable(res, 'a player page while its data throws');
      // The failures are not sent: the browser asks again as the page loads.
      expect(res.body).not.toContain('"status":"error"');
    } finally {
      nfl.connectApi(injectFetch(app));
    }
    const res = await expectHealed(() => page('/players/patrick-mahomes'), 'the player page');
    expect(res.body).toMatch(/<h1[^>]*>Patrick Mahomes<\/h1>/);
  });
});

/**
 * A page of every kind whose data is in the database, while the database cannot answer for a few seconds and after.
 * Each URL is asked once during the fault (not cached before it).
 */
async function expectDatabaseFaultHealed(app: FastifyInstance, fault: () => Promise<() => Promise<unknown>>) {
  const urls = [
    '/players/travis-kelce',
    '/coaches/andy-reid',
    '/teams/kansas-city-chiefs/2023',
    '/seasons/nfl-2023',
  ];
  const page = (url: string) => app.inject({ url, headers: { host } });
  const end = await fault();
  try {
    // All at once, well within the fault (a busy machine stretches every render).
    const during = await Promise.all(urls.map(page));
    urls.forEach((url, i) => expectUnavailable(during[i], `${url} while the database is unreachable`));
  } finally {
    await end();
  }
  for (const url of urls) expect((await expectHealed(() => page(url), url)).body).not.toContain('Not Found');
}

describe('the embedded database (PGlite) unable to answer for a few seconds', () => {
  let app: FastifyInstance;
  let db: WorkerDb;
  beforeAll(async () => {
    // Its own database with a short query deadline, so that one long statement holds it past every page's deadline.
    db = (
      await WorkerDb.start(
        { dataDir: 'memory', snapshot: fixtureSnapshotPath(), datasetDir: fixtureDir() },
        { timeoutMs: 500, hangMs: 60_000 },
      )
    ).db;
    app = await renderingApp(['nfl'], { db, queryTimeoutMs: 500 });
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('pages answer 503 while it is held, and 200 within 5 s after', async () => {
    await expectDatabaseFaultHealed(app, async () => {
      const held = db.query('SELECT pg_sleep(6)', [], { timeoutMs: 30_000 });
      return () => held;
    });
  }, 60_000);
});

const url = process.env.DATABASE_URL;

describe.skipIf(!url)('PostgreSQL stopped for a few seconds', () => {
  let app: FastifyInstance;
  let proxy: TcpProxy;
  let db: Db;
  beforeAll(async () => {
    const target = new URL(url!);
    proxy = new TcpProxy(target.hostname, Number(target.port || 5432));
    await proxy.start();
    target.host = `127.0.0.1:${proxy.port}`;
    db = await postgresTestDb(target.toString(), 'trophy_render_faults', { statementTimeoutMs: 1000 });
    db.pool?.on('error', () => undefined);
    app = await renderingApp(['nfl'], { db, queryTimeoutMs: 1000 });
  }, 300_000);
  afterAll(async () => {
    await app?.close();
    await proxy?.stop();
    await db?.close().catch(() => undefined);
  });

  it('pages answer 503 while it is down, and 200 within 5 s after it is back', async () => {
    await expectDatabaseFaultHealed(app, async () => {
      const port = proxy.port;
      await proxy.stop();
      return () => proxy.start(port);
    });
  }, 60_000);
});
