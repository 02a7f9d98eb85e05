// Test helpers: the fixture database, in-memory PGlite started from the loaded fixture's snapshot in a worker thread as
// the server runs it (src/db/worker-db.ts), and an app over it. The test files of one Vitest worker share one module
// graph (vitest.config.mts) and so one fixture database, which they only read; a file that writes to its database
// starts its own with ownTestDb.
import type { FastifyInstance } from 'fastify';
import { createDb, ensureLoaded, type CreateDbOptions, type Db } from '@trophy-room/db';
import { buildApp, type AppOptions } from '../app';
import { WorkerDb } from '../db/worker-db';
import { fixtureDir, fixtureSnapshotPath } from './fixture';

/** "Today" for the tests: Super Bowl LVIII day. */
export const TODAY = new Date('2024-02-11T12:00:00');

let shared: Promise<WorkerDb> | undefined;

/** The fixture database the test files of this worker share: never written to (see ownTestDb). */
export function testDb(): Promise<WorkerDb> {
  shared ??= ownTestDb();
  return shared;
}

/** A fixture database of the caller's own, for a test file that writes to it; the file closes it when done. */
export function ownTestDb(): Promise<WorkerDb> {
  // A generous deadline: on a loaded machine a legitimate query must not turn into a 503 (tests of timeouts set their
  // own, shorter one on the app).
  return WorkerDb.start(
    { dataDir: 'memory', snapshot: fixtureSnapshotPath(), datasetDir: fixtureDir() },
    { timeoutMs: 60_000 },
  ).then((w) => w.db);
}

/** The fixture on PostgreSQL ($DATABASE_URL) in a dedicated schema, so other suites are not disturbed. */
export async function postgresTestDb(
  url: string,
  schema = 'trophy_api_test',
  timeouts: Pick<CreateDbOptions, 'statementTimeoutMs' | 'lockTimeoutMs'> = {},
): Promise<Db> {
  const db = await createDb({ url, pgSchema: schema });
  await ensureLoaded(db, { dataDir: fixtureDir() });
  if (!timeouts.statementTimeoutMs && !timeouts.lockTimeoutMs) return db;
  // As the server does (main.ts): the load on a pool without deadlines, then serving on one with them.
  await db.close();
  return createDb({ url, pgSchema: schema, ...timeouts });
}

export async function buildTestApp(opts: Partial<AppOptions> = {}): Promise<FastifyInstance> {
  // The same generous deadline as the worker's: timeout tests set their own, shorter one.
  return buildApp({
    sitesDir: '/nonexistent',
    db: opts.db ?? (await testDb()),
    rateLimit: false,
    now: () => TODAY,
    queryTimeoutMs: 60_000,
    ...opts,
  });
}

/** GET a JSON body, asserting nothing: tests check status and shape themselves. */
export async function get(app: FastifyInstance, url: string) {
  const res = await app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}
