// Benchmark (prints figures, asserts nothing): a crawler walking distinct URLs — every request a cache miss — at
// 16 connections against the built server in its own process (as `npm start` runs it, full dataset, logging on),
// while a probe asks for /api/health and a site page every 50 ms. Prints the crawl's req/s and p50/p99 and the
// probe's p50/p99: the probe's figures show whether database work stalls everything else.
// `npm run build` first; then `npx tsx apps/api/bench/crawl.ts [--connections 16] [--duration 20] [--port 5584]
// [--server dist/apps/api/main.mjs]`.
import { spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import { resolve } from 'node:path';
import { distinctApiUrls } from './distinct-urls';

const arg = (name: string, dflt: number) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : dflt;
};
const connections = arg('--connections', 16);
const duration = arg('--duration', 20);
const port = arg('--port', 5584);
const root = resolve(import.meta.dirname, '../../..');
// --server <bundle>: another build of the server to compare with (default: the one `npm start` runs).
const serverAt = process.argv.includes('--server')
  ? process.argv[process.argv.indexOf('--server') + 1]
  : 'dist/apps/api/main.mjs';

const server = spawn(process.execPath, [serverAt], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', RATE_LIMIT_MAX: '100000000' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const agent = new Agent({ keepAlive: true, maxSockets: connections + 2 });

function get(path: string, headers: Record<string, string> = {}): Promise<{ status: number; ms: number }> {
  const t0 = performance.now();
  return new Promise((done) => {
    const req = request({ host: '127.0.0.1', port, path, agent, headers }, (res) => {
      res.resume();
      res.on('end', () => done({ status: res.statusCode ?? 0, ms: performance.now() - t0 }));
    });
    req.on('error', () => done({ status: 0, ms: performance.now() - t0 }));
    req.end();
  });
}

for (let i = 0; i < 300 && (await get('/api/health')).status !== 200; i++)
  await new Promise((r) => setTimeout(r, 500));

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))] ?? NaN;
const crawl: number[] = [];
const statuses = new Map<number, number>();
const probe: number[] = [];
const end = performance.now() + duration * 1000;
const nextUrl = distinctApiUrls();

const workers = Array.from({ length: connections }, async () => {
  while (performance.now() < end) {
    const r = await get(nextUrl(), { 'accept-encoding': 'gzip' });
    crawl.push(r.ms);
    statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
  }
});
const prober = (async () => {
  while (performance.now() < end) {
    probe.push((await get('/api/health')).ms, (await get('/', { host: 'nfl.localhost' })).ms);
    await new Promise((r) => setTimeout(r, 50));
  }
})();
await Promise.all([...workers, prober]);

const f = (x: number) => x.toFixed(1).padStart(7);
console.log(
  `cache-miss crawl: ${connections} connections, ${duration} s, distinct URLs (server in its own process)`,
);
console.log(
  `  crawl  ${(crawl.length / duration).toFixed(0).padStart(6)} req/s   p50 ${f(pct(crawl, 50))} ms   p99 ${f(pct(crawl, 99))} ms   statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
);
console.log(
  `  probe  ${String(probe.length).padStart(6)} reqs    p50 ${f(pct(probe, 50))} ms   p99 ${f(pct(probe, 99))} ms   (/api/health and a site page, concurrently)`,
);
agent.destroy();
server.kill('SIGTERM');
