// Test helper: the databases a suite runs on — PGlite in memory always, PostgreSQL too when DATABASE_URL is set
// (in a throw-away schema named after the suite and process, dropped by `cleanup`).
import { createDb, type Db } from './client';
import { defaultDatasetDir, ensureLoaded } from './load';

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

// The full shipped dataset (data/) in a PGlite database, for the suites that read it whole — the fact
// suite and the famous names (apps/api), the committed data's checks (tools/dataset). Loading it is the costly part (a
// minute or more on one core), and `npm test` needs it loaded once more for e2e: so there FULL_DATASET_PGLITE names
// the e2e server's directory (.data/pglite), these suites load data/ into it (or find it loaded) before that server
// starts, and the server then opens it as it is. They are left out of their projects' `test` targets and run by the
// `test-full-dataset` targets, one file at a time (a PGlite directory has one user at a time). Run alone
// (`npx vitest run <spec>`), they load into memory: `dflt` says what (the famous names load a cut of data/).

/** A PGlite database holding the full dataset: the shared directory's, or `dflt` (default data/) loaded in memory. */
export async function openFullDataset(dflt = defaultDatasetDir()): Promise<Db> {
  const shared = process.env.FULL_DATASET_PGLITE || undefined;
  const db = await createDb({ dataDir: shared ?? 'memory' });
  try {
    await ensureLoaded(db, { dataDir: shared ? defaultDatasetDir() : dflt });
  } catch (e) {
    await db.close();
    throw e;
  }
  return db;
}
