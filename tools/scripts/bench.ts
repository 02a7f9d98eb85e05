// `npm run bench`: prints figures, asserts nothing. Runs, side by side in one run, the limits and what the server
// does against them, each as requests/s, p50/p99 and the ratio to each of its two limits:
//   bare Fastify (constant JSON)      — the limit of /api/health and of the warm API mix
//   a static file of a page's bytes   — the limit of cached pages (bare Fastify sending the same gzip bytes)
//   the same headers and bytes        — bare Fastify sending exactly what the server sent (bench/floor.mjs): its
//                                       security and cache headers cost bare Fastify about a quarter of its rate
//   /api/health, the warm API mix, one cached page, six cached pages round robin (all with a browser's
//   Accept-Encoding), uncached pages (distinct URLs: each a page-cache miss) and the cache-miss API crawl with its
//   concurrent probe (/api/health and a site page every 50 ms).
// The server is the built one (`npm run build` first), in its own process as `npm start` runs it (logging on, to
// /dev/null), on the loaded database (.data/pglite, or $DATABASE_URL); the limits in another process; the load
// generator (autocannon; a keep-alive client for distinct URLs) in this one.
// Each figure with limits is measured in rounds alternating with its limits' (see rounds()).
// Options: --duration <s> (default 10), --port <p> (default 5290; the limits on p + 1), --connections <n> (64),
// --server <file> (default dist/apps/api/main.mjs: another build of the server, to compare two).
import autocannon from 'autocannon';
import { fork, spawn } from 'node:child_process';
import { mkdtempSync, openSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { warmApiMix } from '../../apps/api/bench/api-mix';
import { stored, type Answer } from './bench/answers';
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

const serverFile = process.argv.includes('--server')
  ? process.argv[process.argv.indexOf('--server') + 1]
  : 'dist/apps/api/main.mjs';
const server = spawn(process.execPath, [serverFile], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', RATE_LIMIT_MAX: '1000000000' },
  stdio: ['ignore', openSync('/dev/null', 'w'), 'inherit'],
});
const agent = new Agent({ keepAlive: true, maxSockets: 64 });

function get(path: string, headers: Record<string, string> = {}, at = port) {
  const t0 = performance.now();
  return new Promise<Answer & { ms: number }>((done) => {
    const req = request({ host: '127.0.0.1', port: at, path, agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        done({
          status: res.statusCode ?? 0,
          headers: res.headers as Record<string, string>,
          ms: performance.now() - t0,
          body: Buffer.concat(chunks),
        }),
      );
    });
    req.on('error', () =>
      done({ status: 0, headers: {}, ms: performance.now() - t0, body: Buffer.alloc(0) }),
    );
    req.end();
  });
}

interface Figure {
  rps: number;
  p50: number;
  p99: number;
  /** Answers that failed, by status ('0': no answer: a connection error or timeout). */
  failed: Map<string, number>;
}

const add = (into: Map<string, number>, status: string, n = 1) =>
  into.set(status, (into.get(status) ?? 0) + n);
const errorsOf = (f: Figure) => {
  const total = [...f.failed.values()].reduce((a, b) => a + b, 0);
  const by = [...f.failed].map(([status, count]) => `${status === '0' ? 'no answer' : status} ×${count}`);
  return total ? `${total} (${by.join(', ')})` : '0';
};

type Requests = { path: string; headers?: Record<string, string> }[];

function failuresOf(r: autocannon.Result): Map<string, number> {
  const failed = new Map<string, number>();
  for (const [status, { count }] of Object.entries(r.statusCodeStats ?? {}))
    if (Number(status) >= 400) add(failed, status, count);
  if (r.errors) add(failed, '0', r.errors);
  return failed;
}

const cannon = (url: string, requests: Requests, conns: number, secs: number): Promise<Figure> =>
  new Promise((done, fail) =>
    autocannon({ url, connections: conns, duration: secs, headers: browser, requests }, (err, r) =>
      err
        ? fail(err)
        : done({
            rps: r.requests.average,
            p50: r.latency.p50,
            p99: r.latency.p99,
            failed: failuresOf(r),
          }),
    ),
  );

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))] ?? NaN;

/** Distinct URLs (each a cache miss) from `next`, on `conns` keep-alive connections. */
async function distinct(next: () => [string, Record<string, string>], conns: number, probe = false) {
  const times: number[] = [];
  const probes: number[] = [];
  const failed = new Map<string, number>();
  const end = performance.now() + duration * 1000;
  const workers = Array.from({ length: conns }, async () => {
    while (performance.now() < end) {
      const [path, headers] = next();
      const r = await get(path, { ...browser, ...headers });
      times.push(r.ms);
      if (r.status >= 400 || r.status === 0) add(failed, String(r.status));
    }
  });
  const prober = (async () => {
    while (probe && performance.now() < end) {
      probes.push((await get('/api/health')).ms, (await get('/', { host: 'nfl.localhost' })).ms);
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  await Promise.all([...workers, prober]);
  const figure: Figure = { rps: times.length / duration, p50: pct(times, 50), p99: pct(times, 99), failed };
  return { figure, probe: { p50: pct(probes, 50), p99: pct(probes, 99), n: probes.length } };
}

// The server loads the dataset first when its database is not loaded yet (minutes on a busy machine): wait for it,
// and stop with an error (no figures) if it exits or has not answered in 15 minutes.
let serverExit: number | null = null;
server.once('exit', (code) => (serverExit = code ?? 1));
for (let waited = 0; (await get('/api/health')).status !== 200; waited += 0.5) {
  if (serverExit !== null || waited > 900) {
    console.error(
      `The server ${serverExit !== null ? `exited (${serverExit})` : 'did not answer in 15 minutes'}: no figures.`,
    );
    server.kill('SIGTERM');
    process.exit(1);
  }
  await new Promise((r) => setTimeout(r, 500));
}
// The steady state: in its first seconds of listening the server compiles the routes' schemas its first requests
// did not (apps/api/src/http/lazy-schemas.ts), about a second of its main thread.
await new Promise((r) => setTimeout(r, 5000));

// The pages: one to compare with a static file of its bytes, six round robin (each cached before measuring).
const nfl = { host: 'nfl.localhost' };
const page = '/championships/super-bowl';
const pages = ['/', '/championships', page, '/seasons', '/teams', '/standings'].map((path) => ({
  path,
  headers: nfl,
}));
for (const p of [...pages, { path: page, headers: nfl }]) await get(p.path, { ...browser, ...p.headers });
for (const p of warmApiMix) await get(p, browser);
const pageAnswer = await get(page, { ...nfl, ...browser });
const pageGzip = (await get(page, { ...nfl, 'accept-encoding': 'gzip' })).body;
const pageFile = join(mkdtempSync(join(tmpdir(), 'bench-')), 'page.html.gz');
writeFileSync(pageFile, pageGzip);

const limits = fork(join(import.meta.dirname, 'bench/limits.mjs'), {
  env: { ...process.env, PORT: String(port + 1), PAGE_FILE: pageFile },
  stdio: 'inherit',
});
await new Promise((r) => limits.once('message', r));
const limitsBase = `http://127.0.0.1:${port + 1}`;
// The same headers and bytes as the server's answers, from bare Fastify (port + 2).
const answersFile = join(dirname(pageFile), 'answers.json');
const answers = {
  health: stored(await get('/api/health', browser)),
  mix: [] as unknown[],
  page: stored(pageAnswer),
};
for (const p of warmApiMix) answers.mix.push(stored(await get(p, browser)));
writeFileSync(answersFile, JSON.stringify(answers));
const floor = fork(join(import.meta.dirname, 'bench/floor.mjs'), {
  env: { ...process.env, PORT: String(port + 2), ANSWERS: answersFile },
  stdio: 'inherit',
});
await new Promise((r) => floor.once('message', r));
const floorBase = `http://127.0.0.1:${port + 2}`;

const load = loadavg()[0];
const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
const combine = (runs: Figure[]): Figure => ({
  rps: runs.reduce((n, r) => n + r.rps, 0) / runs.length,
  p50: median(runs.map((r) => r.p50)),
  p99: median(runs.map((r) => r.p99)),
  failed: runs.reduce((all, r) => {
    for (const [status, count] of r.failed) add(all, status, count);
    return all;
  }, new Map<string, number>()),
});

/**
 * A subject and its two limits measured in alternating 2-second rounds (limit, same headers, subject, …) for
 * `duration` seconds each: on a machine whose load changes by the second, all three see the same moments, so their
 * ratios hold.
 */
async function rounds(
  limit: Requests,
  same: Requests,
  subject: Requests,
  conns: number,
): Promise<[Figure, Figure, Figure]> {
  const runs: [Figure[], Figure[], Figure[]] = [[], [], []];
  for (let i = 0; i < Math.max(1, Math.round(duration / 2)); i++) {
    runs[0].push(await cannon(limitsBase, limit, conns, 2));
    runs[1].push(await cannon(floorBase, same, conns, 2));
    runs[2].push(await cannon(base, subject, conns, 2));
  }
  return [combine(runs[0]), combine(runs[1]), combine(runs[2])];
}

/** A row: what, its figure, its two limits (bare, same headers) where it has them, connections. */
const rows: [string, Figure, [Figure, Figure] | null, string][] = [];
const bare = [{ path: '/bare' }];
const staticFile = [{ path: '/page' }];
const addPaired = async (
  name: string,
  subject: Requests,
  limit: Requests,
  limitName: string,
  same: Requests,
  conns: number,
) => {
  const [l, h, r] = await rounds(limit, same, subject, conns);
  rows.push([`${limitName} (the limit, same rounds)`, l, null, String(conns)]);
  rows.push(['bare Fastify sending the same headers and bytes (same rounds)', h, null, String(conns)]);
  rows.push([name, r, [l, h], String(conns)]);
};
const bareName = 'bare Fastify, constant JSON';
const staticName = `static file of the page's ${(pageGzip.length / 1024).toFixed(1)} KB gzip bytes`;
await addPaired('/api/health', [{ path: '/api/health' }], bare, bareName, [{ path: '/health' }], connections);
await addPaired(
  `warm API mix (${warmApiMix.length} reads)`,
  warmApiMix.map((path) => ({ path })),
  bare,
  bareName,
  warmApiMix.map((_, i) => ({ path: `/mix/${i}` })),
  connections,
);
await addPaired(
  `cached page nfl ${page}`,
  [{ path: page, headers: nfl }],
  staticFile,
  staticName,
  [{ path: '/page' }],
  32,
);
rows.push(['six cached nfl pages, round robin', await cannon(base, pages, 32, duration), null, '32']);
// Uncached pages: distinct /players and /coaches pages within each site's last page (a page past the end is an honest
// 404, not a figure of serving), and distinct searches, on four sites.
const sports = { nfl: 'football', nba: 'basketball', mlb: 'baseball', nhl: 'hockey' } as const;
const lastPage = async (list: string, sport: string) => {
  const r = await get(`/api/people/${list}/?sport__slug=${sport}&level__slug=professional&page_size=1`);
  return Math.max(2, Math.ceil(((JSON.parse(r.body.toString()) as { count: number }).count ?? 0) / 24));
};
const sites = await Promise.all(
  Object.entries(sports).map(async ([id, sport]) => ({
    host: `${id}.localhost`,
    players: await lastPage('players', sport),
    coaches: await lastPage('coaches', sport),
  })),
);
let n = 0;
const uncached = await distinct(() => {
  const i = n++;
  const site = sites[Math.floor(i / 3) % sites.length];
  const k = Math.floor(i / 3 / sites.length);
  const path = [
    `/players?page=${2 + (k % (site.players - 1))}`,
    `/coaches?page=${2 + (k % (site.coaches - 1))}&status=all`,
    `/search?q=${i}a`,
  ][i % 3];
  return [path, { host: site.host }];
}, 8);
rows.push(['uncached pages (distinct URLs)', uncached.figure, null, '8']);
const nextApi = distinctApiUrls(Date.now() % 5000);
const crawl = await distinct(() => [nextApi(), {}], 16, true);
rows.push(['cache-miss API crawl (distinct URLs)', crawl.figure, null, '16']);

const f = (x: number) => (x >= 100 ? x.toFixed(0) : x.toFixed(1));
console.log(
  `\n${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${cpus().length} cores, load average ${load.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end; ${duration} s each (paired rows: alternating 2-s rounds; requests/s the mean of the rounds, p50/p99 their medians)\n`,
);
console.log(
  '| what | connections | requests/s | p50 ms | p99 ms | errors | ratio to its limit | ratio to the same headers |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
const ratio = (r: Figure, of?: Figure) => (of ? `${(r.rps / of.rps).toFixed(2)} ×` : '—');
for (const [name, r, limits, conns] of rows)
  console.log(
    `| ${name} | ${conns} | ${r.rps.toFixed(0)} | ${f(r.p50)} | ${f(r.p99)} | ${errorsOf(r)} | ${ratio(r, limits?.[0])} | ${ratio(r, limits?.[1])} |`,
  );
console.log(
  `\nprobe during the crawl (/api/health and an nfl page every 50 ms): p50 ${f(crawl.probe.p50)} ms, p99 ${f(crawl.probe.p99)} ms over ${crawl.probe.n} requests`,
);
agent.destroy();
limits.kill('SIGTERM');
floor.kill('SIGTERM');
server.kill('SIGTERM');
