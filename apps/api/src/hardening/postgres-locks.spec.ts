// PostgreSQL answering "busy": a statement cancelled at statement_timeout (57014) is a 503 with Retry-After, not a
// 500; and a table locked by another session (people, ACCESS EXCLUSIVE) does not starve the pool: statements blocked
// on the lock give their connection back at lock_timeout (503 for them), so unrelated endpoints keep answering 200.
// Runs only with DATABASE_URL.
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@trophy-room/db';
import { DbUnavailableError } from '../http/errors';
import { createSql } from '../plugins/db';
import { buildTestApp, postgresTestDb } from '../testing/test-app';

const url = process.env.DATABASE_URL;
const schema = 'trophy_api_test';

describe.skipIf(!url)('PostgreSQL busy', () => {
  let db: Db;
  let app: FastifyInstance;
  beforeAll(async () => {
    db = await postgresTestDb(url!, schema, { statementTimeoutMs: 2500, lockTimeoutMs: 300 });
    app = await buildTestApp({ db, queryTimeoutMs: 2500 });
  }, 300_000);
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('a statement cancelled at statement_timeout (57014) is DbUnavailable (503), not a 500', async () => {
    const sql = createSql(db, 10_000);
    const cancelled = await sql.query('SELECT pg_sleep(5)').catch((e: unknown) => e);
    expect(cancelled).toBeInstanceOf(DbUnavailableError);
    expect((cancelled as DbUnavailableError).statusCode).toBe(503);
  }, 20_000);

  it('a locked people table leaves games answering 200 while people requests answer 503', async () => {
    const locker = new pg.Client({ connectionString: url });
    await locker.connect();
    try {
      await locker.query('BEGIN');
      await locker.query(`LOCK TABLE ${schema}.people IN ACCESS EXCLUSIVE MODE`);
      const people = Array.from({ length: 20 }, (_, i) =>
        app.inject({ url: `/api/people/players/?search=lock${i}` }),
      );
      await new Promise((r) => setTimeout(r, 100));
      const t0 = performance.now();
      const games = await Promise.all(
        [1, 2, 3, 4, 5].map((page) => app.inject({ url: `/api/games/games/?page=${page}&page_size=7` })),
      );
      const gamesMs = performance.now() - t0;
      expect(games.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
      expect(gamesMs).toBeLessThan(2000);
      const blocked = await Promise.all(people);
      for (const r of blocked) {
        expect(r.statusCode).toBe(503);
        expect(r.headers['retry-after']).toBeDefined();
      }
    } finally {
      await locker.query('ROLLBACK');
      await locker.end();
    }
    expect((await app.inject({ url: '/api/people/players/?search=unlocked' })).statusCode).toBe(200);
  }, 60_000);
});
