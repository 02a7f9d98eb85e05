// Benchmark (prints figures, asserts nothing): every API endpoint uncached on the full dataset — the contract test's
// requests for each endpoint (src/testing/contract-requests.ts, so a new endpoint is measured once it is tested)
// plus the heaviest team pages — each sent `--samples` times (default 10) after one warm-up, one at a time, over
// HTTP with the response cache off. Prints p50 and p95 per URL, slowest first, marking those over the 100 ms target,
// then the slowest as a table to paste.
// `npx tsx apps/api/bench/endpoints.ts [--samples 10]` (the database under .data/, or $DATABASE_URL).
import { apiPaths, endpoints, type ApiPathName } from '@trophy-room/contract';
import { createDb, ensureLoaded } from '@trophy-room/db';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app';
import { WorkerDb } from '../src/db/worker-db';
import { ResponseCache } from '../src/plugins/response-cache';
import { requests } from '../src/testing/contract-requests';

const samples = Number(process.argv[process.argv.indexOf('--samples') + 1]) || 10;
const target = 100;
// Team seasons: one row per season with its derived facts (the oldest clubs have the most).
const extra = [
  `${apiPaths.teams}chicago-cubs/seasons/`,
  `${apiPaths.teams}los-angeles-dodgers/seasons/`,
  `${apiPaths.teams}new-york-yankees/seasons/`,
  `${apiPaths.teams}montreal-canadiens/seasons/`,
  `${apiPaths.teams}green-bay-packers/seasons/`,
];

const { db } = process.env.DATABASE_URL
  ? await (async () => {
      const pg = await createDb();
      await ensureLoaded(pg);
      return { db: pg };
    })()
  : await WorkerDb.start({
      dataDir: process.env.TROPHY_DATA_DIR || join(import.meta.dirname, '../../../.data/pglite'),
    });
const app = await buildApp({
  sitesDir: '/nonexistent',
  db,
  rateLimit: false,
  cache: new ResponseCache(0, 0),
});
await app.listen({ port: 0, host: '127.0.0.1' });
const addr = app.server.address();
const base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;

const json = async (url: string) =>
  (await fetch(base + url)).json() as Promise<{ results: { slug: string }[] }>;
const firstSlug = async (url: string) => (await json(url)).results[0]?.slug ?? '';
const keys: Record<string, string> = {
  game: await firstSlug(`${apiPaths.games}?season=2023&page_size=1`),
  baseballPlayer: await firstSlug(`${apiPaths.players}?sport__slug=baseball&page_size=1`),
  hockeyPlayer: await firstSlug(`${apiPaths.players}?sport__slug=hockey&page_size=1`),
  coach: await firstSlug(`${apiPaths.coaches}?page_size=1`),
};

const urls = (Object.keys(requests) as ApiPathName[]).flatMap((name) =>
  requests[name].map((req) => {
    const path = endpoints[name].path;
    const filled = req.replace(/\{(\w+)\}/g, (_, k: string) => keys[k]);
    const [key, query = ''] = path.includes(':key') ? filled.split('?') : ['', filled.replace(/^\?/, '')];
    return path.replace(':key', encodeURIComponent(key)) + (query ? `?${query}` : '');
  }),
);

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((xs.length * p) / 100) - 1)];
const rows: { url: string; status: number; p50: number; p95: number }[] = [];
for (const url of [...urls, ...extra]) {
  const first = await fetch(base + url);
  await first.arrayBuffer();
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const t0 = performance.now();
    await (await fetch(base + url)).arrayBuffer();
    times.push(performance.now() - t0);
  }
  rows.push({ url, status: first.status, p50: pct(times, 50), p95: pct(times, 95) });
}
rows.sort((a, b) => b.p95 - a.p95);
const over = rows.filter((r) => r.p95 > target);
console.log(
  `${rows.length} URLs of ${Object.keys(requests).length} endpoints, uncached, ${samples} samples each, one at a time; ${over.length} over ${target} ms p95`,
);
for (const r of rows)
  console.log(
    `${r.p95 > target ? '!' : ' '} p50 ${r.p50.toFixed(1).padStart(7)} ms  p95 ${r.p95.toFixed(1).padStart(7)} ms  ${r.status}  ${r.url}`,
  );
// The slowest, to paste: every URL over the target, or the ten slowest when none is.
const slowest = over.length ? over : rows.slice(0, 10);
console.log(
  `\n${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, load average ${loadavg()[0].toFixed(1)}: ${over.length ? `the ${over.length} URLs over ${target} ms p95` : 'the ten slowest'}\n`,
);
console.log('| URL | p50 ms | p95 ms |');
console.log('| --- | --- | --- |');
for (const r of slowest) console.log(`| \`${r.url}\` | ${r.p50.toFixed(0)} | ${r.p95.toFixed(0)} |`);
await app.close();
await db.close();
