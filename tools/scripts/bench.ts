// `npm run bench`: prints figures, asserts nothing. Runs, side by side in one run, the limits and what the server
// does against them, each as requests/s, p50/p99 and the ratio to its limit:
//   bare Fastify (constant JSON)      — the limit of /api/health and of the warm API mix
//   a static file of a page's bytes   — the limit of cached pages (bare Fastify sending the same gzip bytes)
//   /api/health, the warm API mix, one cached page, six cached pages round robin (all with a browser's
//   Accept-Encoding), uncached pages (distinct URLs: each a page-cache miss) and the cache-miss API crawl with its
//   concurrent probe (/api/health and a site page every 50 ms).
// The server is the built one (`npm run build` first), in its own process as `npm start` runs it (logging on, to
// /dev/null), on the loaded database (.data/pglite, or $DATABASE_URL); the limits in another process; the load
// generator (autocannon; a keep-alive client for distinct URLs) in this one.
// Each figure with a limit is measured in rounds alternating with its limit's (see paired()).
// Options: --duration <s> (default 10), --port <p> (default 5290; the limits on p + 1), --connections <n> (64).
import autocannon from 'autocannon';
import { fork, spawn } from 'node:child_process';
import { mkdtempSync, openSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { warmApiMix } from '../../apps/api/bench/api-mix';
import { distinctApiUrls } from '../../apps/api/bench/distinct-urls';

const arg = (name: string, dflt: number) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : dflt;
};
const duration = arg('--duration', 10);
const port = arg('--port', 5290);
const connections = arg('--connections', 64);
const root = resolve(import.meta.dirname, '../..');
const base = `http://127.0.0.1:${port}`;
const browser = { 'accept-encoding': 'gzip, deflate, br' };

const server = spawn(process.execPath, ['dist/apps/api/main.mjs'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', RATE_LIMIT_MAX: '1000000000' },
  stdio: ['ignore', openSync('/dev/null', 'w'), 'inherit'],
});
const agent = new Agent({ keepAlive: true, maxSockets: 64 });

function get(path: string, headers: Record<string, string> = {}, at = port) {
  const t0 = performance.now();
  return new Promise<{ status: number; ms: number; body: Buffer }>((done) => {
    const req = request({ host: '127.0.0.1', port: at, path, agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        done({ status: res.statusCode ?? 0, ms: performance.now() - t0, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', () => done({ status: 0, ms: performance.now() - t0, body: Buffer.alloc(0) }));
    req.end();
  });
}

interface Figure {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

type Requests = { path: string; headers?: Record<string, string> }[];

const cannon = (url: string, requests: Requests, conns: number, secs: number): Promise<Figure> =>
  new Promise((done, fail) =>
    autocannon({ url, connections: conns, duration: secs, headers: browser, requests }, (err, r) =>
      err
        ? fail(err)
        : done({
            rps: r.requests.average,
            p50: r.latency.p50,
            p99: r.latency.p99,
            errors: r.errors + r.non2xx,
          }),
    ),
  );

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))] ?? NaN;

/** Distinct URLs (each a cache miss) from `next`, on `conns` keep-alive connections. */
async function distinct(next: () => [string, Record<string, string>], conns: number, probe = false) {
  const times: number[] = [];
  const probes: number[] = [];
  let errors = 0;
  const end = performance.now() + duration * 1000;
  const workers = Array.from({ length: conns }, async () => {
    while (performance.now() < end) {
      const [path, headers] = next();
      const r = await get(path, { ...browser, ...headers });
      times.push(r.ms);
      if (r.status >= 400 || r.status === 0) errors++;
    }
  });
  const prober = (async () => {
    while (probe && performance.now() < end) {
      probes.push((await get('/api/health')).ms, (await get('/', { host: 'nfl.localhost' })).ms);
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  await Promise.all([...workers, prober]);
  const figure: Figure = { rps: times.length / duration, p50: pct(times, 50), p99: pct(times, 99), errors };
  return { figure, probe: { p50: pct(probes, 50), p99: pct(probes, 99), n: probes.length } };
}

for (let i = 0; i < 600 && (await get('/api/health')).status !== 200; i++)
  await new Promise((r) => setTimeout(r, 500));

// The pages: one to compare with a static file of its bytes, six round robin (each cached before measuring).
const nfl = { host: 'nfl.localhost' };
const page = '/championships/super-bowl';
const pages = ['/', '/championships', page, '/seasons', '/teams', '/standings'].map((path) => ({
  path,
  headers: nfl,
}));
for (const p of [...pages, { path: page, headers: nfl }]) await get(p.path, { ...browser, ...p.headers });
for (const p of warmApiMix) await get(p, browser);
const pageGzip = (await get(page, { ...nfl, 'accept-encoding': 'gzip' })).body;
const pageFile = join(mkdtempSync(join(tmpdir(), 'bench-')), 'page.html.gz');
writeFileSync(pageFile, pageGzip);

const limits = fork(join(import.meta.dirname, 'bench/limits.mjs'), {
  env: { ...process.env, PORT: String(port + 1), PAGE_FILE: pageFile },
  stdio: 'inherit',
});
await new Promise((r) => limits.once('message', r));
const limitsBase = `http://127.0.0.1:${port + 1}`;

const load = loadavg()[0];
const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
const combine = (runs: Figure[]): Figure => ({
  rps: runs.reduce((n, r) => n + r.rps, 0) / runs.length,
  p50: median(runs.map((r) => r.p50)),
  p99: median(runs.map((r) => r.p99)),
  errors: runs.reduce((n, r) => n + r.errors, 0),
});

/**
 * A subject and its limit measured in alternating 2-second rounds (limit, subject, limit, …) for `duration` seconds
 * each: on a machine whose load changes by the second, both see the same moments, so their ratio holds.
 */
async function paired(limit: Requests, subject: Requests, conns: number): Promise<[Figure, Figure]> {
  const limitRuns: Figure[] = [];
  const subjectRuns: Figure[] = [];
  for (let i = 0; i < Math.max(1, Math.round(duration / 2)); i++) {
    limitRuns.push(await cannon(limitsBase, limit, conns, 2));
    subjectRuns.push(await cannon(base, subject, conns, 2));
  }
  return [combine(limitRuns), combine(subjectRuns)];
}

const rows: [string, Figure, Figure | null, string][] = [];
const bare = [{ path: '/bare' }];
const staticFile = [{ path: '/page' }];
const add = async (name: string, subject: Requests, limit: Requests, limitName: string, conns: number) => {
  const [l, r] = await paired(limit, subject, conns);
  rows.push([`${limitName} (the limit, same rounds)`, l, null, String(conns)]);
  rows.push([name, r, l, String(conns)]);
};
const bareName = 'bare Fastify, constant JSON';
const staticName = `static file of the page's ${(pageGzip.length / 1024).toFixed(1)} KB gzip bytes`;
await add('/api/health', [{ path: '/api/health' }], bare, bareName, connections);
await add(
  `warm API mix (${warmApiMix.length} reads)`,
  warmApiMix.map((path) => ({ path })),
  bare,
  bareName,
  connections,
);
await add(`cached page nfl ${page}`, [{ path: page, headers: nfl }], staticFile, staticName, 32);
await add('six cached nfl pages, round robin', pages, staticFile, staticName, 32);
let n = 0;
const sites = ['nfl', 'nba', 'mlb', 'nhl'];
const uncached = await distinct(() => {
  const i = n++;
  const path = [`/players?page=${2 + i}`, `/coaches?page=${2 + (i % 40)}&status=all`, `/search?q=${i}a`][
    i % 3
  ];
  return [path, { host: `${sites[Math.floor(i / 3) % 4]}.localhost` }];
}, 8);
rows.push(['uncached pages (distinct URLs)', uncached.figure, null, '8']);
const nextApi = distinctApiUrls(Date.now() % 5000);
const crawl = await distinct(() => [nextApi(), {}], 16, true);
rows.push(['cache-miss API crawl (distinct URLs)', crawl.figure, null, '16']);

const f = (x: number) => (x >= 100 ? x.toFixed(0) : x.toFixed(1));
console.log(
  `\n${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${cpus().length} cores, load average ${load.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end; ${duration} s each (paired rows: alternating 2-s rounds; requests/s the mean of the rounds, p50/p99 their medians)\n`,
);
console.log('| what | connections | requests/s | p50 ms | p99 ms | errors | ratio to its limit |');
console.log('| --- | --- | --- | --- | --- | --- | --- |');
for (const [name, r, limit, conns] of rows)
  console.log(
    `| ${name} | ${conns} | ${r.rps.toFixed(0)} | ${f(r.p50)} | ${f(r.p99)} | ${r.errors} | ${limit ? `${(r.rps / limit.rps).toFixed(2)} ×` : '—'} |`,
  );
console.log(
  `\nprobe during the crawl (/api/health and an nfl page every 50 ms): p50 ${f(crawl.probe.p50)} ms, p99 ${f(crawl.probe.p99)} ms over ${crawl.probe.n} requests`,
);
agent.destroy();
limits.kill('SIGTERM');
server.kill('SIGTERM');
