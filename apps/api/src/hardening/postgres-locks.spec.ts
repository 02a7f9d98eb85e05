// PostgreSQL answering "busy": a statement cancelled at statement_timeout (57014) is a 503 with Retry-After, not a
// 500; and a table locked by another session (people, ACCESS EXCLUSIVE) does not starve the pool: statements blocked
// on the lock give their connection back at lock_timeout (503 for them), so unrelated endpoints keep answering 200.
// Runs only with DATABASE_URL. No clock is read: the games' own deadline is the statement timeout, so had the blocked
// statements kept their connections until then, the games could not have been answered 200.
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@trophy-room/db';
import { DbUnavailableError } from '../http/errors';
import { createSql } from '../plugins/db';
import { buildTestApp, postgresTestDb } from '../testing/test-app';

const url = process.env.DATABASE_URL;
const schema = 'trophy_api_test';
// Far beyond what the games need once the people statements give up at lock_timeout, even on a loaded machine.
const STATEMENT_TIMEOUT_MS = 5000;

describe.skipIf(!url)('PostgreSQL busy', () => {
  let db: Db;
  let app: FastifyInstance;
  beforeAll(async () => {
    db = await postgresTestDb(url!, schema, { statementTimeoutMs: STATEMENT_TIMEOUT_MS, lockTimeoutMs: 300 });
    app = await buildTestApp({ db, queryTimeoutMs: STATEMENT_TIMEOUT_MS });
  }, 300_000);
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('a statement cancelled at statement_timeout (57014) is DbUnavailable (503), not a 500', async () => {
    const sql = createSql(db, 4 * STATEMENT_TIMEOUT_MS);
    const cancelled = await sql
      .query(`SELECT pg_sleep(${(2 * STATEMENT_TIMEOUT_MS) / 1000})`)
      .catch((e: unknown) => e);
    expect(cancelled).toBeInstanceOf(DbUnavailableError);
    expect((cancelled as DbUnavailableError).statusCode).toBe(503);
  }, 30_000);

  it('a locked people table leaves games answering 200 while people requests answer 503', async () => {
    const locker = new pg.Client({ connectionString: url });
    await locker.connect();
    try {
      await locker.query('BEGIN');
      await locker.query(`LOCK TABLE ${schema}.people IN ACCESS EXCLUSIVE MODE`);
      // Twice the pool's ten connections: without lock_timeout the second ten would take the connections the first
      // ten give back at the statement timeout, and the games, queued behind them, would reach their deadline.
      const people = Array.from({ length: 20 }, (_, i) =>
        app.inject({ url: `/api/people/players/?search=lock${i}` }),
      );
      await new Promise((r) => setTimeout(r, 100));
      const games = await Promise.all(
        [1, 2, 3, 4, 5].map((page) => app.inject({ url: `/api/games/games/?page=${page}&page_size=7` })),
      );
      expect(games.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
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
