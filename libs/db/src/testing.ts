// Test helper: the databases a suite runs on — PGlite in memory always, PostgreSQL too when DATABASE_URL is set
// (in a throw-away schema named after the suite and process, dropped by `cleanup`).
import { createDb, type Db } from './client';

export type TestBackend = [kind: string, open: () => Promise<Db>, cleanup: (db: Db) => Promise<void>];

export function testBackends(schemaPrefix: string): TestBackend[] {
  const backends: TestBackend[] = [['pglite', () => createDb({ dataDir: 'memory' }), async () => undefined]];
  if (process.env.DATABASE_URL) {
    const schemaName = `${schemaPrefix}_${process.pid}`;
    backends.push([
      'postgres',
      () => createDb({ url: process.env.DATABASE_URL, pgSchema: schemaName }),
      async (db) => void (await db.exec(`DROP SCHEMA IF EXISTS ${schemaName} CASCADE`)),
    ]);
  }
  return backends;
}
