// `npm start` runs this beside the build when there is one to wait for: it migrates the database and, when data/ is
// not what it holds, loads it (the embedded PGlite under .data/, or PostgreSQL with DATABASE_URL) — the same
// ensureLoaded the server calls on start, which then finds the database current. After a load it runs the
// data-quality checks and keeps them with the dataset, so the server has nothing left to do before it listens. Paths
// and settings as the server reads them (apps/api/src/main.ts).
import { resolve } from 'node:path';
import { createDb, ensureLoaded } from '@trophy-room/db';
import { loadProgressPrinter } from '../../apps/api/src/db/load-progress';
import { replayFeeds } from '../../apps/api/src/feeds/replay';
import { runChecks } from '../../apps/api/src/quality/checks';
import { QualityRepository } from '../../apps/api/src/quality/repository';

const root = resolve(import.meta.dirname, '../..');
const db = await createDb(
  process.env.DATABASE_URL ? {} : { dataDir: process.env.TROPHY_DATA_DIR || resolve(root, '.data/pglite') },
);
try {
  const loaded = await ensureLoaded(db, {
    dataDir: process.env.TROPHY_DATASET_DIR || resolve(root, 'data'),
    migrationsDir: process.env.TROPHY_MIGRATIONS_DIR || resolve(root, 'libs/db/migrations'),
    onProgress: loadProgressPrinter(),
  });
  if (loaded.status === 'loaded') {
    const rows = Object.values(loaded.rows ?? {}).reduce((a, b) => a + b, 0);
    console.log(
      `Database (${db.kind}) loaded from data/ in ${(loaded.ms / 1000).toFixed(1)} s (${rows} rows).`,
    );
  }
  // What the feeds applied comes back after a load emptied the tables (one small query when nothing is gone).
  await replayFeeds(db);
  const checked = performance.now();
  const repo = new QualityRepository(db);
  if (!(await repo.hasKeptChecks())) {
    await runChecks(repo, () => new Date());
    console.log(
      `Data-quality checks run and kept in ${((performance.now() - checked) / 1000).toFixed(1)} s.`,
    );
  }
} finally {
  await db.close();
}
