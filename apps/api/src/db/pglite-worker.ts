// The worker thread that owns the embedded database (PGlite is synchronous WebAssembly: a slow query on the main
// thread would stall every request). It opens and, when needed, loads the database, then answers queries one by one.
import { parentPort, workerData } from 'node:worker_threads';
import { createDb, ensureLoaded } from '@trophy-room/db';
import { applyFeedBatch } from '../feeds/apply';
import { replayFeeds } from '../feeds/replay';
import type { WorkerInit, WorkerReply, WorkerRequest } from './worker-protocol';

const init = (workerData as { init: WorkerInit }).init;
const port = parentPort!;

try {
  const db = await createDb({ dataDir: init.dataDir, snapshot: init.snapshot });
  const loaded = await ensureLoaded(db, {
    dataDir: init.datasetDir,
    migrationsDir: init.migrationsDir,
    onProgress: (progress) => port.postMessage({ type: 'progress', progress } satisfies WorkerReply),
  });
  // What the feeds applied comes back after a load emptied the tables (one small query when nothing is gone).
  await replayFeeds(db);
  port.postMessage({ type: 'ready', kind: db.kind, loaded } satisfies WorkerReply);
  port.on('message', async (m: WorkerRequest) => {
    if (m.type === 'close') {
      await db.close();
      port.postMessage({ type: 'closed' } satisfies WorkerReply);
      return;
    }
    try {
      if (m.type === 'apply-feeds') {
        const result = await applyFeedBatch(db, m.batch);
        port.postMessage({ type: 'rows', id: m.id, rows: [result] } satisfies WorkerReply);
        return;
      }
      const rows = m.fixedJoinOrder
        ? await db.transaction(async (tx) => {
            await tx.exec('SET LOCAL join_collapse_limit = 1');
            return tx.query(m.sql, m.params);
          })
        : await db.query(m.sql, m.params);
      port.postMessage({ type: 'rows', id: m.id, rows } satisfies WorkerReply);
    } catch (e) {
      const err = e as { message?: string; code?: string };
      port.postMessage({
        type: 'error',
        id: m.id,
        message: String(err.message ?? e),
        code: err.code,
      } satisfies WorkerReply);
    }
  });
} catch (e) {
  port.postMessage({
    type: 'failed',
    message: e instanceof Error ? e.message : String(e),
  } satisfies WorkerReply);
}
