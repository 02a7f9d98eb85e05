// The full shipped dataset (data/) in a PGlite database, for the suites that read it whole: the fact suite
// (facts/facts.spec.ts) and the famous names (search/famous-names.spec.ts). Loading it is the costly part (a minute or
// more on one core), and `npm test` needs it loaded once more for e2e: so there FULL_DATASET_PGLITE names the e2e
// server's directory (.data/pglite), these suites load data/ into it (or find it loaded) before that server starts,
// and the server then opens it as it is. These two suites are left out of the api project's `test` target and run
// that way, one file at a time (a PGlite directory has one user at a time). Run alone (`npx vitest run <spec>`),
// they load into memory: `dflt` says what (the famous names load a cut of data/ that the search reads).
import { createDb, defaultDatasetDir, ensureLoaded, type Db } from '@trophy-room/db';

/** The directory $FULL_DATASET_PGLITE names, if any. */
export const sharedDatasetDir = () => process.env.FULL_DATASET_PGLITE || undefined;

/** A PGlite database holding the full dataset: the shared directory's, or `dflt` (default data/) loaded in memory. */
export async function openFullDataset(dflt = defaultDatasetDir()): Promise<Db> {
  const shared = sharedDatasetDir();
  const db = await createDb({ dataDir: shared ?? 'memory' });
  try {
    await ensureLoaded(db, { dataDir: shared ? defaultDatasetDir() : dflt });
  } catch (e) {
    await db.close();
    throw e;
  }
  return db;
}
