// Benchmark (prints figures, asserts nothing): `npx tsx apps/api/bench/api.ts [--connections 64] [--duration 10]
// [--quiet] [--no-uncached] [--search-only]`.
// Starts the API in this process on the full dataset (PGlite under .data/, or $DATABASE_URL), then:
// (1) with wrk (Debian package `wrk`; a separate process, as real clients are): a realistic endpoint mix with a warm
//     response cache vs the bare constant-JSON route /api/health, both with a browser's Accept-Encoding (cached
//     answers are stored gzipped once); requests/s, their ratio, p50/p99;
// (2) with autocannon, each endpoint uncached (response cache off), one connection, p50/p97.5;
// (3) the players' and coaches' name search (a substring, ILIKE '%…%'), uncached: p50/p97.5 and the index the
//     plan uses (people_full_name_trgm_idx, a pg_trgm GIN index: migration 0006).
import autocannon from 'autocannon';
import { warmApiMix } from './api-mix';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createWriteStream } from 'node:fs';
import { createDb, ensureLoaded } from '@trophy-room/db';
import { buildApp } from '../src/app';
import { WorkerDb } from '../src/db/worker-db';
import type { ApiDb } from '../src/plugins/db';
import { ResponseCache } from '../src/plugins/response-cache';

const arg = (name: string, dflt: number) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : dflt;
};
const connections = arg('--connections', 64);
const duration = arg('--duration', 10);
// As a browser sends it (the sites fetch with compression); --identity benchmarks uncompressed transfers.
const headers: Record<string, string> = process.argv.includes('--identity')
  ? {}
  : { 'accept-encoding': 'gzip, deflate, br' };

const mix = warmApiMix;

// Measured uncached only: the hub's whole championship history (≈460 KB of JSON) is one screen's single call, not
// part of a browsing mix; with it in the warm mix the ratio is bound by transfer size, not by the server.
const extraUncached = [
  '/api/championships/champions/',
  '/api/games/games/?page_size=50',
  '/api/people/players/?search=james',
];

function run(url: string, paths: string[], conns: number, secs: number): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections: conns,
        duration: secs,
        headers,
        requests: paths.map((path) => ({ method: 'GET', path })),
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
  });
}

/** Drives `paths` round-robin with wrk in its own process; null when wrk is not installed. */
async function wrk(base: string, paths: string[], conns: number, secs: number) {
  const script = join(mkdtempSync(join(tmpdir(), 'wrk-')), 'mix.lua');
  writeFileSync(
    script,
    `local paths = { ${paths.map((p) => JSON.stringify(p)).join(', ')} }\nlocal i = 0\n` +
      `request = function()\n  i = i % #paths + 1\n  return wrk.format('GET', paths[i], { ['Accept-Encoding'] = '${headers['accept-encoding'] ?? 'identity'}' })\nend\n`,
  );
  // Asynchronous: the server under test runs on this process's event loop.
  const r = await promisify(execFile)('wrk', [
    '-t1',
    `-c${conns}`,
    `-d${secs}s`,
    '--latency',
    '-s',
    script,
    base,
  ]).catch(() => null);
  if (!r) return null;
  const ms = (label: string) => {
    const m = new RegExp(`\\s${label}%\\s+([\\d.]+)(us|ms|s)`).exec(r.stdout);
    if (!m) return NaN;
    return Number(m[1]) * (m[2] === 'us' ? 0.001 : m[2] === 's' ? 1000 : 1);
  };
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(r.stdout)?.[1] ?? 0);
  return {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(r.stdout)?.[1]),
    p50: ms('50'),
    p99: ms('99'),
    errors: non2xx,
  };
}

// As the server runs it: PGlite in its worker thread (src/db/), or PostgreSQL when DATABASE_URL is set.
async function open(): Promise<{
  db: ApiDb & { close(): Promise<void>; kind: string };
  status: string;
  ms: number;
}> {
  if (process.env.DATABASE_URL) {
    const db = await createDb();
    const r = await ensureLoaded(db);
    return { db, ...r };
  }
  const { db, loaded } = await WorkerDb.start({
    dataDir: process.env.TROPHY_DATA_DIR || join(import.meta.dirname, '../../../.data/pglite'),
  });
  return { db, ...loaded };
}
const { db, status, ms } = await open();
console.log(`database ${db.kind}: ${status} in ${Math.round(ms)} ms`);
// The server logs a line per request by default: so does the benchmark (to /dev/null; --quiet turns it off).
const logger = process.argv.includes('--quiet')
  ? false
  : { level: 'info', stream: createWriteStream('/dev/null') };

async function serve(cache?: ResponseCache) {
  const app = await buildApp({ sitesDir: '/nonexistent', db, rateLimit: false, cache, logger });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  return { app, base: `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}` };
}

// (3) name search, uncached, with the index its plan uses.
async function searchBench() {
  const cold = await serve(new ResponseCache(0, 0));
  const plan = await db.query<{ 'QUERY PLAN': string }>(
    "EXPLAIN SELECT count(*) FROM players pl JOIN people pe ON pe.id = pl.person_id WHERE pe.full_name ILIKE '%gretz%'",
  );
  const index = plan.map((r) => r['QUERY PLAN']).find((l) => /Index.* on people_/.test(l));
  console.log(
    `\nname search, uncached, 1 connection, 3 s each — plan: ${index?.trim() ?? 'no index on people'}`,
  );
  for (const p of [
    '/api/people/players/?search=gretz',
    '/api/people/players/?search=jordan',
    '/api/people/players/?search=ohtani&sport__slug=baseball&level__slug=professional',
    '/api/people/players/?search=mahomes&status=active',
    '/api/people/coaches/?search=belichick',
  ]) {
    const r = await run(cold.base, [p], 1, 3);
    console.log(
      `  p50 ${String(r.latency.p50).padStart(4)} ms  p97.5 ${String(r.latency.p97_5).padStart(4)} ms  ${p}`,
    );
  }
  await cold.app.close();
}
if (process.argv.includes('--search-only')) {
  await searchBench();
  await db.close();
  process.exit(0);
}

// (1) warm cache: the mix vs the bare route.
const warm = await serve();
for (const p of mix) await fetch(warm.base + p);
const bare = await wrk(warm.base, ['/api/health'], connections, duration);
const real = await wrk(warm.base, mix, connections, duration);
if (!bare || !real) {
  console.log('\nwrk is not installed (apt-get install -y wrk): skipping the throughput comparison.');
} else {
  const row = (name: string, r: NonNullable<typeof bare>) =>
    `${name.padEnd(22)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${r.p50.toFixed(2)} ms   p99 ${r.p99.toFixed(2)} ms   non-2xx ${r.errors}`;
  console.log(`\n${connections} connections, ${duration} s each (wrk)`);
  console.log(row('bare /api/health', bare));
  console.log(row('endpoint mix (warm)', real));
  console.log(`ratio mix / bare: ${(real.rps / bare.rps).toFixed(2)}`);
}
await warm.app.close();

// (2) uncached: a response cache that keeps nothing; one connection, so each figure is one request's own time.
if (process.argv.includes('--no-uncached')) {
  await db.close();
  process.exit(0);
}
const cold = await serve(new ResponseCache(0, 0));
console.log('\nuncached, 1 connection, 3 s each:');
const results: [string, number, number][] = [];
for (const p of [...mix, ...extraUncached]) {
  const r = await run(cold.base, [p], 1, 3);
  results.push([p, r.latency.p50, r.latency.p97_5 ?? r.latency.p99]);
}
for (const [p, p50, p95] of results.sort((a, b) => b[2] - a[2]))
  console.log(`  p50 ${String(p50).padStart(4)} ms  p97.5 ${String(p95).padStart(4)} ms  ${p}`);
await cold.app.close();
await searchBench();
await db.close();
