// The database off the request thread: while a slow query runs (on PGlite in its worker, or on PostgreSQL) the API
// keeps answering — /api/health is served before the query ends, and a request that cannot get the database in time
// is a 503 with Retry-After, also before the query ends — and a query that hangs past the limit gets the worker
// replaced. Everything is checked by order of events, never by milliseconds (a shared machine stretches any time).
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

describe.each(backends)('a slow query on %s', (kind, open) => {
  let app: FastifyInstance;
  afterAll(() => app?.close());

  it('does not hold up /api/health; a request needing the database meanwhile is a 503 before the query ends', async () => {
    const db = await open();
    app = await buildTestApp({ db, queryTimeoutMs: 400 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const addr = app.server.address();
    const base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
    await fetch(`${base}/api/health`).then((r) => r.arrayBuffer());

    let slowDone = false;
    const slow = db.query(SLOW[kind]).then(
      () => (slowDone = true),
      () => (slowDone = true),
    );
    // Each answer notes whether the slow query had ended when it arrived: on a blocked thread none could arrive first.
    const answer = async (path: string) => {
      const res = await fetch(`${base}${path}`);
      await res.arrayBuffer();
      return { status: res.status, retryAfter: res.headers.get('retry-after'), duringSlow: !slowDone };
    };
    // The slow query is handed to the database first (a moment for PostgreSQL to start it on its connection).
    await new Promise((r) => setTimeout(r, 100));
    const health = [];
    for (let i = 0; i < 10; i++) health.push(await answer('/api/health'));
    // (PostgreSQL serves other connections meanwhile, so only PGlite has to refuse the uncached request.)
    const blocked = await answer('/api/core/sports/?sport__slug=baseball');
    await slow;

    expect(health).toEqual(Array(10).fill({ status: 200, retryAfter: null, duringSlow: true }));
    if (kind === 'pglite') expect(blocked).toMatchObject({ status: 503, retryAfter: expect.any(String) });
    else expect(blocked).toMatchObject({ status: 200 });
    expect(
      blocked.duringSlow,
      'the request needing the database was answered before the slow query ended',
    ).toBe(true);
    // Once the database is free again the same request is served (the slow query may outlive its own deadline).
    let after = 0;
    for (let i = 0; i < 60 && after !== 200; i++) {
      after = (await answer('/api/core/sports/?sport__slug=baseball')).status;
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
      // A billion rows would take minutes: the failure is the deadline's, not the query's end.
      await expect(db.query('SELECT count(*) FROM generate_series(1, 1000000000)')).rejects.toMatchObject({
        code: 'ETIMEDOUT',
        message: 'query timeout after 300 ms',
      });
      expect(db.restarts).toBe(0);
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
