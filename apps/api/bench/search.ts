// Benchmark (prints figures, asserts nothing): the site search (/api/search/) against the built server in its own
// process (as `npm start` runs it, full dataset; PostgreSQL when DATABASE_URL is set), every request a response-cache
// miss (each query text and site is asked once). Prints p50/p95/max per kind of query and overall; the target is
// p95 ≤ 20 ms. `npm run build` first; then `npx tsx apps/api/bench/search.ts [--port 5586]`.
// The server is first warmed on other texts of the same shapes (a running server has compiled its code — PGlite's
// WebAssembly especially — and planned such queries before). Also printed: the load average, and the server
// process's CPU time per request (all its threads, PGlite's worker included; not PostgreSQL's own processes), which
// the load of other processes on the machine inflates much less than the wall time.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
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

/** CPU time of the server process so far, ms (utime + stime of /proc/<pid>/stat, in clock ticks of 10 ms). */
const serverCpu = () => {
  const fields = readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

// Warm the process (JIT, connections) on texts of the same shapes that are not measured.
const warm = [
  'kob',
  'jete',
  'howe',
  'russ',
  'magi',
  'ovec',
  'Kobe Bryant',
  'Derek Jeter',
  'Larry Bird',
  'Joe Montana',
  'Minneapolis Lakers',
  'Brooklyn Dodgers',
  'Quebec Nordiques',
  'Houston Oilers',
  'kobi bryant',
  'jetter',
  'lemiux',
  'montanna',
  '1996 Bulls',
  '2001 World Series',
  '1994-95 Devils',
  '1999 Yankees',
  'qqxz',
  'Zzyzx Qwrt',
];
for (const site of [...sites, '&sport__slug=football&level__slug=professional'])
  for (const q of warm) await get(`/api/search/?q=${encodeURIComponent(q)}${site}`);
console.log(
  `load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} (1, 5, 15 min)`,
);
const cpu0 = serverCpu();

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
console.log(
  `server CPU ${((serverCpu() - cpu0) / all.length).toFixed(1)} ms per request (mean); ` +
    `load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
);
server.kill();
