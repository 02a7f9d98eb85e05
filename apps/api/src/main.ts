// Starts the server `npm start` runs: the database (PGlite under .data/, or PostgreSQL when DATABASE_URL is set),
// loaded from data/ on first start, then the API and the nine sites on port 5184 unless PORT says otherwise.
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { createDb, ensureLoaded } from '@trophy-room/db';
import { buildApp } from './app';
import { clearResponseCaches } from './plugins/response-cache';
import { localSiteUrls } from './sites/host-map';

const port = Number(process.env.PORT ?? 5184);
const host = process.env.HOST ?? 'localhost';
/** The repository root: the nearest folder up with nx.json (works from the bundle in dist/ and from source). */
function findRoot(from: string): string {
  for (let dir = from; dir !== dirname(dir); dir = dirname(dir)) if (existsSync(resolve(dir, 'nx.json'))) return dir;
  return process.cwd();
}
const root = findRoot(import.meta.dirname);

// Paths from the repository root, explicitly: in the esbuild bundle (dist/apps/api/main.mjs) @trophy-room/db's own
// module-relative defaults would point inside dist/.
const db = await createDb(process.env.DATABASE_URL ? {} : { dataDir: process.env.TROPHY_DATA_DIR || resolve(root, '.data/pglite') });
// An idle pooled connection that drops (PostgreSQL restart) must not crash the process; requests get 503 meanwhile.
db.pool?.on('error', (e) => console.warn(`database connection error: ${e.message}`));
const loaded = await ensureLoaded(db, {
  dataDir: process.env.TROPHY_DATASET_DIR || resolve(root, 'data'),
  migrationsDir: process.env.TROPHY_MIGRATIONS_DIR || resolve(root, 'libs/db/migrations'),
});
if (loaded.status === 'loaded') {
  const rows = Object.values(loaded.rows ?? {}).reduce((a, b) => a + b, 0);
  console.log(`Database (${db.kind}) loaded from data/ in ${(loaded.ms / 1000).toFixed(1)} s (${rows} rows).`);
  clearResponseCaches();
} else if (loaded.status === 'warm') {
  console.log(`Database (${db.kind}) ready in ${Math.round(loaded.ms)} ms (already loaded).`);
} else {
  console.warn('No dataset found (data/manifest.json missing): the API will answer with empty lists.');
}

const app = await buildApp({
  sitesDir: process.env.SITES_DIR ?? resolve(root, 'dist/apps'),
  siteHosts: process.env.SITE_HOSTS,
  logger: process.env.LOG_LEVEL ? true : false,
  db,
});
app.addHook('onClose', () => db.close());
await app.listen({ port, host });
console.log(`Trophy Room is running on port ${port}:`);
for (const { id, url } of localSiteUrls(port)) console.log(`  ${id.padEnd(4)} ${url}`);
console.log(`  API  http://localhost:${port}/api/docs (OpenAPI: /api/openapi.json)`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
