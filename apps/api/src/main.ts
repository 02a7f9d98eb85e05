// Starts the server `npm start` runs: the database (PGlite under .data/, or PostgreSQL when DATABASE_URL is set),
// loaded from data/ on first start, then the API and the nine sites on port 5184 unless PORT says otherwise.
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { createDb, ensureLoaded, type LoadResult } from '@trophy-room/db';
import { buildApp } from './app';
import { loadProgressPrinter } from './db/load-progress';
import { batchedLogStream } from './http/log-stream';
import { WorkerDb } from './db/worker-db';
import { deferredDb, type ApiDb } from './plugins/db';
import { clearResponseCaches } from './plugins/response-cache';
import { replayFeeds } from './feeds/replay';
import { startFeeds } from './feeds/runtime';
import { holdDatabase } from './feeds/pid-file';
import { QualityRepository } from './quality/repository';
import { localSiteUrls } from './sites/host-map';

// The sites' server renderers load React when the server starts: its production build unless told otherwise.
process.env.NODE_ENV ??= 'production';
const port = Number(process.env.PORT ?? 5184);
const host = process.env.HOST ?? 'localhost';
/** The repository root: the nearest folder up with nx.json (works from the bundle in dist/ and from source). */
function findRoot(from: string): string {
  for (let dir = from; dir !== dirname(dir); dir = dirname(dir))
    if (existsSync(resolve(dir, 'nx.json'))) return dir;
  return process.cwd();
}
const root = findRoot(import.meta.dirname);

// Paths from the repository root, explicitly: in the esbuild bundle (dist/apps/api/main.mjs) @trophy-room/db's own
// module-relative defaults would point inside dist/.
const datasetDir = process.env.TROPHY_DATASET_DIR || resolve(root, 'data');
const migrationsDir = process.env.TROPHY_MIGRATIONS_DIR || resolve(root, 'libs/db/migrations');
const queryTimeoutMs = Number(process.env.QUERY_TIMEOUT_MS ?? 5000);
// PostgreSQL: how long a statement may wait for a lock (a locked table must not hold the pool's connections).
const lockTimeoutMs = Number(process.env.LOCK_TIMEOUT_MS ?? 500);
// The database opens (or loads) while the app is built and its plugins start (the render workers, the sites): on a
// warm start each takes about half a second. Nothing listens before both are ready.
const kind = process.env.DATABASE_URL ? 'postgres' : 'pglite';
const opening = openDatabase();
opening.catch(() => undefined); // awaited below; a failure is thrown there
/**
 * PostgreSQL: load with one pool, then serve with another whose statements the server cancels at the query timeout
 * (a bulk load may take longer). PGlite: in a worker thread (src/db/), which loads it and answers queries off the
 * request thread, so a slow query cannot stall the server.
 */
async function openDatabase(): Promise<{
  db: ApiDb & { close(): Promise<void>; kind: 'pglite' | 'postgres' };
  loaded: LoadResult;
}> {
  if (process.env.DATABASE_URL) {
    const loader = await createDb({});
    const loaded = await ensureLoaded(loader, {
      dataDir: datasetDir,
      migrationsDir,
      onProgress: loadProgressPrinter(),
    })
      .then(async (l) => (await replayFeeds(loader), l))
      .finally(() => loader.close());
    const db = await createDb({ statementTimeoutMs: queryTimeoutMs, lockTimeoutMs });
    // An idle pooled connection that drops (PostgreSQL restart) must not crash the process; requests get 503 meanwhile.
    db.pool?.on('error', (e) => console.warn(`database connection error: ${e.message}`));
    return { db, loaded };
  }
  const dataDir = process.env.TROPHY_DATA_DIR || resolve(root, '.data/pglite');
  const started = WorkerDb.start(
    { dataDir, datasetDir, migrationsDir },
    { timeoutMs: queryTimeoutMs, onProgress: loadProgressPrinter() },
  );
  // Noted once open (the loader beside the build has closed it by then): `npm run update` then knows to wait.
  return started.then((s) => (holdDatabase(dataDir), s));
}

const app = await buildApp({
  sitesDir: process.env.SITES_DIR ?? resolve(root, 'dist/apps'),
  ssrDir: process.env.SSR_DIR ?? resolve(root, 'dist/ssr'),
  siteHosts: process.env.SITE_HOSTS,
  // One JSON line per request on stdout; LOG_LEVEL=warn keeps only failures, silent turns logging off.
  logger:
    process.env.LOG_LEVEL === 'silent'
      ? false
      : {
          level: process.env.LOG_LEVEL || 'info',
          stream: batchedLogStream() as unknown as NodeJS.WritableStream,
        },
  db: deferredDb(opening, kind),
  queryTimeoutMs,
  datasetDir,
  localPort: port,
});
app.addHook('onClose', () => opening.then((o) => o.db.close()));
await app.ready();
const { db, loaded } = await opening;
if (loaded.status === 'loaded') {
  const rows = Object.values(loaded.rows ?? {}).reduce((a, b) => a + b, 0);
  console.log(
    `Database (${db.kind}) loaded from data/ in ${(loaded.ms / 1000).toFixed(1)} s (${rows} rows).`,
  );
  clearResponseCaches();
} else if (loaded.status === 'warm') {
  console.log(`Database (${db.kind}) ready in ${Math.round(loaded.ms)} ms (already loaded).`);
} else {
  console.warn('No dataset found (data/manifest.json missing): the API will answer with empty lists.');
}

// The data-quality checks scan whole tables (seconds on the embedded database): run them before the first visitor,
// so the page answers at once and no visitor's query waits in the database's queue behind them. They are kept in the
// database with the dataset they ran on: on a dataset already checked the server listens at once and reads them after.
const checkQuality = async () => {
  const checked = performance.now();
  const quality = await app.inject({ url: '/api/core/data-quality/' });
  if (quality.statusCode === 200)
    console.log(`Data-quality checks ready in ${((performance.now() - checked) / 1000).toFixed(1)} s.`);
  else
    console.warn(
      `Data-quality checks failed (${quality.statusCode}); the page will run them on first request.`,
    );
};
const kept = await new QualityRepository(db).hasKeptChecks().catch(() => false);
if (!kept) await checkQuality();
await app.listen({ port, host });
if (kept) void checkQuality();
// The routes' schemas not compiled yet (each compiles on its route's first request): between requests, once the
// first visitor's page has had the thread to itself.
setTimeout(() => {
  app.routeSchemas
    .compileRest()
    .catch((e: Error) => console.error(`A route schema does not compile: ${e.message}`));
}, 2000).unref();
console.log(`Trophy Room is running on port ${port}:`);
for (const { id, url } of localSiteUrls(port)) console.log(`  ${id.padEnd(4)} ${url}`);
console.log(`  API  http://localhost:${port}/api/docs (OpenAPI: /api/openapi.json)`);

// Live games from the leagues' feeds when FEEDS names leagues (off by default: nothing reaches the network).
const feeds = startFeeds({
  db,
  env: process.env,
  now: () => app.now(),
  log: (m) => console.log(m),
  watchChanges: kind === 'postgres',
});
if (process.env.FEEDS) console.log(`Feeds: ${process.env.FEEDS} (updated while the server runs).`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(
    signal,
    () => void (feeds?.stop() ?? Promise.resolve()).then(() => app.close()).then(() => process.exit(0)),
  );
}
