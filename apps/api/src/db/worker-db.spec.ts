// The database off the request thread: a slow query (on PGlite in its worker, or on PostgreSQL) does not delay a
// concurrent health check beyond 100 ms; a request that cannot get the database in time is a quick 503 while the
// others keep flowing; and a query that hangs past the limit gets the worker replaced.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, postgresTestDb, testDb } from '../testing/test-app';
import type { ApiDb } from '../plugins/db';
import { WorkerDb } from './worker-db';

// A query that keeps the database busy for a few seconds on either backend.
const SLOW: Record<string, string> = {
  pglite: 'SELECT count(*) FROM generate_series(1, 5000000)',
  postgres: 'SELECT pg_sleep(2)',
};

const backends: [string, () => Promise<ApiDb>][] = [['pglite', testDb]];
if (process.env.DATABASE_URL) backends.push(['postgres', () => postgresTestDb(process.env.DATABASE_URL!)]);

async function timed(url: string) {
  const t0 = performance.now();
  const res = await fetch(url);
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - t0, retryAfter: res.headers.get('retry-after') };
}

describe.each(backends)('a slow query on %s', (kind, open) => {
  let app: FastifyInstance;
  afterAll(() => app?.close());

  it('does not delay /api/health beyond 100 ms; a request needing the database meanwhile is a quick 503', async () => {
    const db = await open();
    app = await buildTestApp({ db, queryTimeoutMs: 400 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const addr = app.server.address();
    const base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
    await timed(`${base}/api/health`);

    let slowDone = false;
    const slow = db.query(SLOW[kind]).then(
      () => (slowDone = true),
      () => (slowDone = true),
    );
    await new Promise((r) => setTimeout(r, 100));
    const health = [];
    for (let i = 0; i < 10; i++) health.push(await timed(`${base}/api/health`));
    // (PostgreSQL serves other connections meanwhile, so only PGlite has to refuse the uncached request.)
    const blocked = await timed(`${base}/api/core/sports/?sport__slug=baseball`);
    const busy = !slowDone;
    await slow;

    expect(busy, 'the slow query was still running while health was measured').toBe(true);
    for (const h of health) expect(h.status).toBe(200);
    // Stalled, every one of them would wait for the whole query (seconds). The typical one must stay under 100 ms and
    // none may wait long; single outliers on a 2-core machine shared with other jobs are CPU scheduling, not stalls.
    const ms = health.map((h) => h.ms).sort((a, b) => a - b);
    expect(ms[Math.floor(ms.length / 2)]).toBeLessThan(100);
    expect(ms[ms.length - 1]).toBeLessThan(500);
    if (kind === 'pglite') {
      expect(blocked.status).toBe(503);
      expect(blocked.retryAfter).toBeTruthy();
      expect(blocked.ms).toBeLessThan(1500);
    } else expect(blocked.status).toBe(200);
    // Once the database is free again the same request is served (the slow query may outlive its own deadline).
    let after = 0;
    for (let i = 0; i < 60 && after !== 200; i++) {
      after = (await timed(`${base}/api/core/sports/?sport__slug=baseball`)).status;
      if (after !== 200) await new Promise((r) => setTimeout(r, 500));
    }
    expect(after).toBe(200);
  }, 120_000);
});

describe('a query that hangs', () => {
  it('fails at its deadline, and the worker is replaced so later queries are answered', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'trophy-hang-'));
    const { db } = await WorkerDb.start(
      { dataDir: dir, datasetDir: join(dir, 'no-dataset') },
      { timeoutMs: 300, hangMs: 600 },
    );
    try {
      const t0 = performance.now();
      await expect(db.query('SELECT count(*) FROM generate_series(1, 1000000000)')).rejects.toMatchObject({
        code: 'ETIMEDOUT',
      });
      expect(performance.now() - t0).toBeLessThan(1000);
      // Retried until the new worker answers (each try has its own 300 ms deadline).
      let rows: unknown[] | undefined;
      for (let i = 0; i < 100 && !rows; i++) rows = await db.query('SELECT 1 AS one').catch(() => undefined);
      expect(rows).toEqual([{ one: 1 }]);
      expect(db.restarts).toBe(1);
    } finally {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
