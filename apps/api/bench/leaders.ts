// Benchmark (prints figures, asserts nothing): the leader lists (/api/leaders/…) uncached, on the full dataset, as
// the server runs them (PGlite in its worker thread, or PostgreSQL when DATABASE_URL is set), through app.inject
// with the response cache off. Each URL is asked --runs times (default 7) after one warm-up; prints p50, p95 and max
// per URL and overall. `npx tsx apps/api/bench/leaders.ts [--runs 7]`.
import { join } from 'node:path';
import { loadavg } from 'node:os';
import { createDb, ensureLoaded } from '@trophy-room/db';
import { buildApp } from '../src/app';
import { WorkerDb } from '../src/db/worker-db';
import { ResponseCache } from '../src/plugins/response-cache';

const i = process.argv.indexOf('--runs');
const runs = i >= 0 ? Number(process.argv[i + 1]) : 7;

const urls = [
  '/api/leaders/',
  '/api/leaders/home-runs/?league=mlb',
  '/api/leaders/home-runs/?league=mlb&view=active',
  '/api/leaders/home-runs/?league=mlb&view=season&top=100',
  '/api/leaders/batting-average/?league=mlb',
  '/api/leaders/batting-average/?league=mlb&view=season',
  '/api/leaders/earned-run-average/?league=mlb&from=1990&to=2010',
  '/api/leaders/hits/?league=mlb&team=new-york-yankees',
  '/api/leaders/receiving-yards/?league=nfl',
  '/api/leaders/passing-yards/?league=nfl&view=season',
  '/api/leaders/points/?league=nba&view=season',
  '/api/leaders/points/?league=nhl&phase=postseason',
  '/api/leaders/save-percentage/?league=nhl&view=season',
  '/api/leaders/players/barry-bonds/',
  '/api/leaders/players/lebron-james/',
];

const db = process.env.DATABASE_URL
  ? await (async () => {
      const d = await createDb();
      await ensureLoaded(d);
      return d;
    })()
  : (
      await WorkerDb.start({
        dataDir: process.env.TROPHY_DATA_DIR || join(import.meta.dirname, '../../../.data/pglite'),
      })
    ).db;
const app = await buildApp({
  sitesDir: '/nonexistent',
  db,
  rateLimit: false,
  cache: new ResponseCache(0, 0),
  logger: false,
});

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))];
const all: number[] = [];
console.log(
  `load average ${loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')}; ${runs} runs per URL, uncached`,
);
for (const url of urls) {
  const ms: number[] = [];
  for (let r = 0; r <= runs; r++) {
    const t0 = performance.now();
    const res = await app.inject({ url, headers: { host: 'localhost' } });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    if (r > 0) ms.push(performance.now() - t0);
  }
  all.push(...ms);
  console.log(
    `${pct(ms, 0.5).toFixed(1).padStart(7)} ms p50 ${pct(ms, 0.95).toFixed(1).padStart(7)} ms p95  ${url}`,
  );
}
console.log(
  `overall p50 ${pct(all, 0.5).toFixed(1)} ms, p95 ${pct(all, 0.95).toFixed(1)} ms, max ${Math.max(...all).toFixed(1)} ms`,
);
await app.close();
await db.close();
