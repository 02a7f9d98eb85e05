// Benchmark (prints figures, asserts nothing): the site search (/api/search/) against the built server in its own
// process (as `npm start` runs it, full dataset; PostgreSQL when DATABASE_URL is set), every request a response-cache
// miss (each query text and site is asked once). Prints p50/p95/max per kind of query and overall; the target is
// p95 ≤ 20 ms. `npm run build` first; then `npx tsx apps/api/bench/search.ts [--port 5586]`.
import { spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import { resolve } from 'node:path';

const i = process.argv.indexOf('--port');
const port = i >= 0 ? Number(process.argv[i + 1]) : 5586;
const root = resolve(import.meta.dirname, '../../..');
const server = spawn(process.execPath, ['dist/apps/api/main.mjs'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '100000',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
process.on('exit', () => server.kill());
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

function get(path: string): Promise<{ status: number; ms: number }> {
  const t0 = performance.now();
  return new Promise((done) => {
    const req = request({ host: '127.0.0.1', port, path, agent, headers: { host: 'localhost' } }, (res) => {
      res.resume();
      res.on('end', () => done({ status: res.statusCode ?? 0, ms: performance.now() - t0 }));
    });
    req.on('error', () => done({ status: 0, ms: performance.now() - t0 }));
    req.end();
  });
}

for (let n = 0; n < 600 && (await get('/api/health')).status !== 200; n++)
  await new Promise((r) => setTimeout(r, 500));

const queries: Record<string, string[]> = {
  prefix: ['lebr', 'gretz', 'brad', 'mich', 'kare', 'pey', 'jord', 'bost', 'yank', 'pack', 'duk', 'krzy'],
  'full name': [
    'LeBron James',
    'Wayne Gretzky',
    'Tom Brady',
    'Babe Ruth',
    'Boston Celtics',
    'Green Bay Packers',
  ],
  'former name': [
    'SuperSonics',
    'Sonics',
    'Texas Western',
    'Colts Baltimore',
    'Montreal Expos',
    'Hartford Whalers',
  ],
  typo: ['lebrn jams', 'gretsky', 'micheal jordon', 'bostn celtix', 'yankes', 'packrs'],
  season: [
    '2016 World Series',
    '1985-86 Celtics',
    '1972 Dolphins',
    '2004 Red Sox',
    'Super Bowl 2020',
    '1966 Texas Western',
  ],
  'no match': ['xqzvw', 'Supersonix Yankeez Qqqq', 'zzzz qqqq'],
};
const sites = [
  '',
  '&sport__slug=basketball&level__slug=professional',
  '&sport__slug=hockey&level__slug=college',
];

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))] ?? NaN;
const f = (ms: number) => ms.toFixed(1).padStart(7);

// Warm the process (JIT, connection, plans) on queries that are not measured.
for (const q of ['warm', 'warm up', 'warming']) await get(`/api/search/?q=${encodeURIComponent(q)}`);

const all: number[] = [];
console.log(`${'query kind'.padEnd(12)}      n     p50     p95     max  (ms, uncached)`);
for (const [kind, texts] of Object.entries(queries)) {
  const ms: number[] = [];
  for (const site of sites)
    for (const text of texts) {
      const res = await get(`/api/search/?q=${encodeURIComponent(text)}${site}`);
      if (res.status !== 200) console.error(`  ${res.status} for ${text}${site}`);
      ms.push(res.ms);
    }
  all.push(...ms);
  console.log(
    `${kind.padEnd(12)} ${String(ms.length).padStart(6)} ${f(pct(ms, 50))} ${f(pct(ms, 95))} ${f(Math.max(...ms))}`,
  );
}
console.log(
  `${'all'.padEnd(12)} ${String(all.length).padStart(6)} ${f(pct(all, 50))} ${f(pct(all, 95))} ${f(Math.max(...all))}`,
);
server.kill();
