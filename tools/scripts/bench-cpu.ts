// `npx tsx tools/scripts/bench-cpu.ts`: CPU time per request (µs), the figure that decides throughput on a saturated
// machine and that other load barely moves (throughput on a shared machine does). Prints figures, asserts nothing.
// The built server (as `npm run bench` runs it: logging on, to /dev/null) and the limits (tools/scripts/bench/limits.mjs)
// each in their own process; each case is driven with a fixed number of requests (autocannon, in this process) and the
// server process's CPU time (user + system, all its threads, from /proc/<pid>/stat) read before and after.
// Rounds alternate the cases; each figure is the median of its rounds. Beside the limits, the floor under the server's
// own answers (tools/scripts/bench/floor.mjs): bare Fastify sending the very headers and bytes the server sent, so the
// table shows what the answers themselves cost and what the server adds to them.
// Options: --requests <n> (default 20000 per round), --rounds <n> (5), --port <p> (5290; the limits on p + 1, the
// floor on p + 2), --connections <n> (64), --server <file> (default dist/apps/api/main.mjs), --main-thread (count
// the main thread's CPU only: less noise on a busy machine; the database and render workers are idle here anyway).
import autocannon from 'autocannon';
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { warmApiMix } from '../../apps/api/bench/api-mix';
import { stored, type Answer } from './bench/answers';

const arg = (name: string, dflt: string) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : dflt;
};
const amount = Number(arg('--requests', '20000'));
const rounds = Number(arg('--rounds', '5'));
const port = Number(arg('--port', '5290'));
const connections = Number(arg('--connections', '64'));
const serverFile = arg('--server', 'dist/apps/api/main.mjs');
const root = resolve(import.meta.dirname, '../..');
const browser = { 'accept-encoding': 'gzip, deflate, br' };
const agent = new Agent({ keepAlive: true, maxSockets: 8 });

function get(at: number, path: string, headers: Record<string, string> = {}) {
  return new Promise<Answer>((done) => {
    const req = request({ host: '127.0.0.1', port: at, path, agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        done({
          status: res.statusCode ?? 0,
          headers: res.headers as Record<string, string>,
          body: Buffer.concat(chunks),
        }),
      );
    });
    req.on('error', () => done({ status: 0, headers: {}, body: Buffer.alloc(0) }));
    req.end();
  });
}

const mainThread = process.argv.includes('--main-thread');
/** The process's CPU time (user + system, every thread or the main thread's) in µs. */
function cpuMicros(pid: number): number {
  const stat = readFileSync(mainThread ? `/proc/${pid}/task/${pid}/stat` : `/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of the line (11 and 12 after the command); clock ticks of 10 ms.
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

type Requests = { path: string; headers?: Record<string, string> }[];

const drive = (at: number, requests: Requests, n: number) =>
  new Promise<number>((done, fail) =>
    autocannon(
      { url: `http://127.0.0.1:${at}`, connections, amount: n, headers: browser, requests } as never,
      (err, r) => (err ? fail(err) : done((r as unknown as { non2xx: number }).non2xx + r.errors)),
    ),
  );

const server = spawn(process.execPath, [serverFile], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', RATE_LIMIT_MAX: '1000000000' },
  stdio: ['ignore', openSync('/dev/null', 'w'), 'inherit'],
});
for (let waited = 0; (await get(port, '/api/health')).status !== 200; waited++) {
  if (server.exitCode !== null || waited > 1800) throw new Error('the server did not start');
  await new Promise((r) => setTimeout(r, 500));
}
// The steady state: in its first seconds of listening the server compiles the routes' schemas its first requests
// did not (apps/api/src/http/lazy-schemas.ts), about a second of its main thread.
await new Promise((r) => setTimeout(r, 5000));

const nfl = { host: 'nfl.localhost' };
const page = '/championships/super-bowl';
await get(port, page, { ...browser, ...nfl });
await get(port, page, { ...browser, ...nfl });
for (const p of warmApiMix) await get(port, p, browser);
const pageGzip = (await get(port, page, { ...nfl, 'accept-encoding': 'gzip' })).body;
const pageFile = join(mkdtempSync(join(tmpdir(), 'bench-cpu-')), 'page.html.gz');
writeFileSync(pageFile, pageGzip);
const limits: ChildProcess = fork(join(import.meta.dirname, 'bench/limits.mjs'), {
  env: { ...process.env, PORT: String(port + 1), PAGE_FILE: pageFile },
  stdio: 'inherit',
});
await new Promise((r) => limits.once('message', r));
const answersFile = join(dirname(pageFile), 'answers.json');
const answers = { health: stored(await get(port, '/api/health', browser)), mix: [] as unknown[] };
for (const p of warmApiMix) answers.mix.push(stored(await get(port, p, browser)));
writeFileSync(answersFile, JSON.stringify(answers));
const floor: ChildProcess = fork(join(import.meta.dirname, 'bench/floor.mjs'), {
  env: { ...process.env, PORT: String(port + 2), ANSWERS: answersFile },
  stdio: 'inherit',
});
await new Promise((r) => floor.once('message', r));

const cases: [name: string, pid: number, at: number, requests: Requests][] = [
  ['bare Fastify, constant JSON (the limit)', limits.pid!, port + 1, [{ path: '/bare' }]],
  [
    "floor: bare Fastify sending /api/health's headers and bytes",
    floor.pid!,
    port + 2,
    [{ path: '/health' }],
  ],
  ['/api/health', server.pid!, port, [{ path: '/api/health' }]],
  [
    "floor: bare Fastify sending the mix's headers and bytes",
    floor.pid!,
    port + 2,
    warmApiMix.map((_, i) => ({ path: `/mix/${i}` })),
  ],
  [`warm API mix (${warmApiMix.length} reads)`, server.pid!, port, warmApiMix.map((path) => ({ path }))],
  [
    `static file (${(pageGzip.length / 1024).toFixed(1)} KB gzip, the limit)`,
    limits.pid!,
    port + 1,
    [{ path: '/page' }],
  ],
  [`cached page nfl ${page}`, server.pid!, port, [{ path: page, headers: nfl }]],
];
const load = loadavg()[0];
const figures = cases.map(() => [] as number[]);
const failures = cases.map(() => 0);
for (const [, , at, requests] of cases) await drive(at, requests, amount / 4); // warm up (JIT)
for (let round = 0; round < rounds; round++) {
  for (const [i, [, pid, at, requests]] of cases.entries()) {
    const before = cpuMicros(pid);
    failures[i] += await drive(at, requests, amount);
    figures[i].push((cpuMicros(pid) - before) / amount);
  }
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const us = figures.map(median);
console.log(
  `\n${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, load average ${load.toFixed(1)} at the start, ` +
    `${loadavg()[0].toFixed(1)} at the end; ${rounds} rounds of ${amount} requests, ${connections} connections; ` +
    `${mainThread ? 'main thread' : 'whole process'}\n`,
);
console.log('| what | CPU µs/request (median) | rounds | as a throughput ratio to its limit | failed |');
console.log('| --- | --- | --- | --- | --- |');
const limitOf = [null, 0, 0, 0, 0, null, 5];
for (const [i, [name]] of cases.entries()) {
  const l = limitOf[i];
  console.log(
    `| ${name} | ${us[i].toFixed(1)} | ${figures[i].map((x) => x.toFixed(0)).join(' ')} | ${l === null ? '—' : `${(us[l] / us[i]).toFixed(2)} ×`} | ${failures[i]} |`,
  );
}
agent.destroy();
floor.kill('SIGTERM');
limits.kill('SIGTERM');
server.kill('SIGTERM');
