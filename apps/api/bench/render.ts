// Benchmark (prints figures, asserts nothing): the cost of server-rendering the sites' main pages, against the built
// server in its own process (as `npm start` runs it, full dataset). Per page: the first render (the API's response
// cache cold too), then renders that miss the page cache (a distinct query string each time; the API data cached,
// as on a warm server) — p50/p95 —, and a page-cache hit. The heaviest page's render p95 is the figure to watch.
// `npm run build` first; then `npx tsx apps/api/bench/render.ts [--runs 40] [--port 5585]`.
import { spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import { resolve } from 'node:path';

const arg = (name: string, dflt: number) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : dflt;
};
const runs = arg('--runs', 40);
const port = arg('--port', 5585);
const root = resolve(import.meta.dirname, '../../..');

const server = spawn(process.execPath, ['dist/apps/api/main.mjs'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'silent' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

function get(site: string, path: string): Promise<{ status: number; ms: number; bytes: number }> {
  const t0 = performance.now();
  return new Promise((done) => {
    const host = site === 'hub' ? 'localhost' : `${site}.localhost`;
    const req = request({ host: '127.0.0.1', port, path, agent, headers: { host } }, (res) => {
      let bytes = 0;
      res.on('data', (c: Buffer) => (bytes += c.length));
      res.on('end', () => done({ status: res.statusCode ?? 0, ms: performance.now() - t0, bytes }));
    });
    req.on('error', () => done({ status: 0, ms: performance.now() - t0, bytes: 0 }));
    req.end();
  });
}

for (let i = 0; i < 300 && (await get('hub', '/api/health')).status !== 200; i++)
  await new Promise((r) => setTimeout(r, 500));

const pages: [site: string, path: string][] = [
  ['hub', '/'],
  ['hub', '/championships'],
  ['hub', '/champions'],
  ['hub', '/seasons'],
  ['nfl', '/'],
  ['nfl', '/championships/super-bowl'],
  ['nfl', '/champions'],
  ['nfl', '/seasons'],
  ['nfl', '/seasons/nfl-2025'],
  ['mlb', '/championships/world-series'],
  ['cbb', '/championships/ncaa-mens-basketball-tournament'],
  ['cbb', '/seasons'],
  // The screens added since: the largest tables (every standing of the latest season on the hub and in college
  // basketball), a franchise with a long history and one of its seasons, the directories and a game.
  ['hub', '/standings'],
  ['nfl', '/standings'],
  ['cbb', '/standings'],
  ['hub', '/teams'],
  ['nfl', '/teams/green-bay-packers'],
  ['nfl', '/teams/green-bay-packers/2024'],
  ['nba', '/teams/boston-celtics'],
  ['hub', '/scores'],
  ['hub', '/players'],
  ['nfl', '/players/tom-brady'],
  ['nfl', '/coaches/bill-belichick'],
  ['hub', '/search?q=smith'],
];

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))] ?? NaN;
const f = (ms: number) => ms.toFixed(1).padStart(7);

console.log(`Server render of the main pages (full dataset), ${runs} page-cache misses each, API data warm:`);
console.log('page                                                 status   KB   first    p50    p95    hit');
const rows: { page: string; p95: number }[] = [];
for (const [site, path] of pages) {
  const sep = path.includes('?') ? '&' : '?';
  const first = await get(site, `${path}${sep}bench=cold`);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push((await get(site, `${path}${sep}bench=${i}`)).ms);
  await get(site, path);
  const hit = (await get(site, path)).ms;
  const page = `${site} ${path}`;
  rows.push({ page, p95: pct(times, 95) });
  console.log(
    `${page.padEnd(52)} ${String(first.status).padStart(6)} ${String(Math.round(first.bytes / 1024)).padStart(4)} ${f(first.ms)}${f(pct(times, 50))}${f(pct(times, 95))}${f(hit)}`,
  );
}
const heaviest = rows.reduce((a, b) => (b.p95 > a.p95 ? b : a));
console.log(`\nHeaviest page: ${heaviest.page} — render p95 ${heaviest.p95.toFixed(1)} ms (ms throughout)`);
agent.destroy();
server.kill();
