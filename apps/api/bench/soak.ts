// Soak benchmark (prints figures, asserts nothing): the built server in its own process (as `npm start` runs it, on
// PGlite, or PostgreSQL when DATABASE_URL is set) under a mixed crawl for --minutes (default 10): cache hits (pages and
// API calls seen before), misses (distinct API URLs and page searches), unknown slugs (404 pages), and every minute a
// wave of idle sockets that connect and send nothing (from other loopback addresses, within the per-client cap),
// while a probe asks for /api/health every 50 ms. Each minute it prints the server's RSS and heap after a forced GC,
// its open descriptors (peak during the minute and at its end), the crawl's rate and statuses and the probe's p99.
// Targets (a server that runs for weeks must not leak): heap after GC flat (± 10 MB) after the first minute,
// descriptors back to the baseline once the idle sockets time out (10 s), health p99 ≤ 50 ms throughout. Loopback
// only; everything is bounded (connections, sockets, duration). The caches fill with every new page and API answer
// until their bounds (128 + 64 MB by default), which a short run at a few dozen requests a second does not reach;
// they hold bytes off the V8 heap, so their filling shows in the RSS, not in the heap after GC. --cache-mb N runs the
// server with N MB for each (RESPONSE_CACHE_MB, PAGE_CACHE_MB), so a short run shows where the RSS levels off.
// `npm run build` first; then `npx tsx apps/api/bench/soak.ts [--minutes 10] [--connections 8] [--idle 400]
// [--port 5584] [--cache-mb 16]`.
import { fork } from 'node:child_process';
import { Agent, request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { distinctApiUrls } from './distinct-urls';

const arg = (name: string, dflt: number) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : dflt;
};
const minutes = arg('--minutes', 10);
const connections = Math.min(arg('--connections', 8), 64);
const idlePerWave = Math.min(arg('--idle', 400), 2000);
const port = arg('--port', 5584);
const cacheMb = arg('--cache-mb', 0);
// --profile DIR: the server writes a CPU profile of its main thread there when it stops (node --cpu-prof).
const profileDir = process.argv.includes('--profile')
  ? process.argv[process.argv.indexOf('--profile') + 1]
  : '';
const root = resolve(import.meta.dirname, '../../..');
const HOST = '127.0.0.1';
// Idle sockets come from 127.0.0.2–127.0.0.11 (all loopback on Linux), at most 50 per address: under the per-client
// cap, so they are held until the header timeout closes them, and never counted against the crawl's address.
const IDLE_ADDRESSES = Array.from({ length: 10 }, (_, i) => `127.0.0.${i + 2}`);

interface Stats {
  rss: number;
  /** The main thread's heap. */
  heapUsed: number;
  /** Each render worker's heap (after its own GC when asked). */
  workers: number[];
  /** The main thread's event loop since the last figures: delay p99 and max (ms), utilisation (0–1). */
  loop?: { delayP99: number; delayMax: number; utilisation: number };
  /** Bytes the API's response cache and the page cache hold (text and encoded forms). */
  caches?: number;
  fds: number;
}

const server = fork(resolve(import.meta.dirname, 'soak-server.mjs'), [], {
  cwd: root,
  execArgv: ['--expose-gc', ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [])],
  env: {
    ...process.env,
    PORT: String(port),
    HOST,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '100000000',
    SOAK_SERVER: resolve(root, 'dist/apps/api/main.mjs'),
    ...(cacheMb > 0 ? { RESPONSE_CACHE_MB: String(cacheMb), PAGE_CACHE_MB: String(cacheMb) } : {}),
  },
  stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
});
// One request at a time (the sampler and the minute's figures could otherwise take each other's answer).
let statsQueue: Promise<unknown> = Promise.resolve();
const stats = (gc: boolean) => {
  const next = statsQueue.then(
    () =>
      new Promise<Stats>((done) => {
        server.once('message', (m) => done(m as Stats));
        server.send({ type: 'stats', gc });
      }),
  );
  statsQueue = next;
  return next;
};

const agent = new Agent({ keepAlive: true, maxSockets: connections });
const probeAgent = new Agent({ keepAlive: true, maxSockets: 1 });

function get(path: string, host = 'localhost', via = agent): Promise<{ status: number; ms: number }> {
  const t0 = performance.now();
  return new Promise((done) => {
    const req = request(
      { host: HOST, port, path, agent: via, headers: { host, 'accept-encoding': 'gzip' } },
      (res) => {
        res.resume();
        res.on('end', () => done({ status: res.statusCode ?? 0, ms: performance.now() - t0 }));
      },
    );
    req.on('error', () => done({ status: 0, ms: performance.now() - t0 }));
    req.end();
  });
}

for (let i = 0; i < 600 && (await get('/api/health')).status !== 200; i++)
  await new Promise((r) => setTimeout(r, 500));

// The mix: a third hits (a fixed set of pages and API calls), a third misses, a third unknown slugs.
const hits = [
  ['/', 'nfl.localhost'],
  ['/championships/super-bowl', 'nfl.localhost'],
  ['/teams', 'nfl.localhost'],
  ['/standings', 'localhost'],
  ['/api/core/sports/', 'localhost'],
  ['/api/championships/championships/?sport__slug=football', 'localhost'],
];
const nextApiUrl = distinctApiUrls();
let n = 0;
function nextRequest(): [string, string] {
  const i = n++;
  switch (i % 6) {
    case 0:
    case 1:
      return hits[i % hits.length] as [string, string];
    case 2:
      return [nextApiUrl(), 'localhost'];
    case 3:
      return [`/players?q=${i.toString(36)}`, 'nfl.localhost'];
    case 4:
      return [`/teams/no-such-team-${i}${i % 12 === 4 ? '/2020' : ''}`, 'nfl.localhost'];
    default:
      return [`/players/no-such-player-${i}`, 'nfl.localhost'];
  }
}

/** A wave of sockets that connect and send nothing, held open from our side until `holdMs` has passed. */
async function idleWave(count: number, holdMs: number) {
  const sockets: Socket[] = [];
  for (let i = 0; i < count; i++) {
    const localAddress = IDLE_ADDRESSES[i % IDLE_ADDRESSES.length];
    const s = connect({ host: HOST, port, localAddress, allowHalfOpen: true });
    s.on('error', () => undefined);
    sockets.push(s);
  }
  await new Promise((r) => setTimeout(r, holdMs));
  for (const s of sockets) s.destroy();
}

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))] ?? NaN;
const mb = (b: number) => (b / 1e6).toFixed(1).padStart(6);
/** The machine's load average (1 min), as every figure here measures it too. */
const load = () => `load ${loadavg()[0].toFixed(1)}`;

let running = true;
let minute = { crawl: 0, statuses: new Map<number, number>(), probe: [] as number[], peakFds: 0 };
const workers = Array.from({ length: connections }, async () => {
  while (running) {
    const [path, host] = nextRequest();
    const r = await get(path, host);
    minute.crawl++;
    minute.statuses.set(r.status, (minute.statuses.get(r.status) ?? 0) + 1);
  }
});
const prober = (async () => {
  while (running) {
    minute.probe.push((await get('/api/health', 'localhost', probeAgent)).ms);
    await new Promise((r) => setTimeout(r, 50));
  }
})();
const sampler = (async () => {
  while (running) {
    minute.peakFds = Math.max(minute.peakFds, (await stats(false)).fds);
    await new Promise((r) => setTimeout(r, 2000));
  }
})();

const baseline = await stats(true);
console.log(
  `soak: ${minutes} min, ${connections} connections (mixed: hits, misses, unknown slugs), ${idlePerWave} idle sockets a minute, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, caches ${cacheMb > 0 ? `${cacheMb} MB each` : 'default (128 + 64 MB)'}`,
);
const heaps = (s: Stats) =>
  `heap after GC ${mb(s.heapUsed)} MB (caches hold ${mb(s.caches ?? 0).trim()} MB; render workers ${s.workers.map((w) => mb(w).trim()).join(' + ') || '—'} MB)`;
console.log(`  start   RSS ${mb(baseline.rss)} MB   ${heaps(baseline)}   fds ${baseline.fds}   ${load()}`);
for (let m = 1; m <= minutes; m++) {
  // The idle sockets are held from our side for 20 s: the server must close its ends at its 10 s header timeout.
  const wave = idleWave(idlePerWave, 20_000);
  await new Promise((r) => setTimeout(r, 60_000));
  await wave;
  const done = minute;
  minute = { crawl: 0, statuses: new Map(), probe: [], peakFds: 0 };
  const s = await stats(true);
  console.log(
    `  min ${String(m).padStart(2)}  RSS ${mb(s.rss)} MB   ${heaps(s)}   fds ${String(s.fds).padStart(4)} (peak ${done.peakFds})   crawl ${(done.crawl / 60).toFixed(0).padStart(4)} req/s ${JSON.stringify(Object.fromEntries(done.statuses))}   health p99 ${pct(done.probe, 99).toFixed(1)} ms (max ${Math.max(...done.probe).toFixed(1)})   main loop delay p99 ${s.loop?.delayP99.toFixed(0)} ms, busy ${((s.loop?.utilisation ?? 0) * 100).toFixed(0)}%   ${load()}`,
  );
}
running = false;
await Promise.all([...workers, prober, sampler]);
agent.destroy();
probeAgent.destroy();
server.kill('SIGTERM');
await new Promise((r) => server.once('exit', r));
