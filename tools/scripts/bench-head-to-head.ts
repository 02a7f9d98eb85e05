// Benchmark (prints figures, asserts nothing): head-to-head against a running server (`npm start`, full dataset),
// every request a response-cache miss (each URL asked once). Per sport and level it takes the teams, asks each
// sampled team's opponents (/api/teams/teams/{slug}/opponents/) and then the pair with its most played opponents
// (/api/teams/head-to-head/?a=&b=), the biggest pairs of the data among them (Yankees–Red Sox: 2,325 meetings).
// Prints p50/p95/max of both and the load average; the target for a pair is p95 ≤ 50 ms uncached.
//   npx tsx tools/scripts/bench-head-to-head.ts [--port 5280] [--teams 12] [--opponents 3]
import { Agent, request } from 'node:http';
import { loadavg } from 'node:os';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const port = arg('port', Number(process.env.PORT ?? 5280));
const teamsPerLeague = arg('teams', 12);
const opponentsPerTeam = arg('opponents', 3);
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

function get<T>(path: string): Promise<{ status: number; ms: number; body: T }> {
  const t0 = performance.now();
  return new Promise((done, fail) => {
    const req = request({ host: '127.0.0.1', port, path, agent, headers: { host: 'localhost' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        done({
          status: res.statusCode ?? 0,
          ms: performance.now() - t0,
          body: JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null') as T,
        }),
      );
    });
    req.on('error', fail);
    req.end();
  });
}

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)] ?? NaN;
};
const line = (label: string, xs: number[]) =>
  console.log(
    `${label.padEnd(34)} n=${String(xs.length).padStart(4)}  p50 ${quantile(xs, 0.5).toFixed(1).padStart(6)} ms  ` +
      `p95 ${quantile(xs, 0.95).toFixed(1).padStart(6)} ms  max ${Math.max(...xs)
        .toFixed(1)
        .padStart(6)} ms`,
  );

type Team = { slug: string };
type Opponent = { slug: string; games: number };
const scopes = [
  ['football', 'professional'],
  ['basketball', 'professional'],
  ['baseball', 'professional'],
  ['hockey', 'professional'],
  ['basketball', 'ncaa-division-i'],
  ['hockey', 'ncaa-division-i'],
];

// Warm-up: the server has compiled its code and planned these queries before (as a running server has).
for (const [a, b] of [
  ['boston-celtics', 'los-angeles-lakers'],
  ['montreal-canadiens', 'toronto-maple-leafs'],
  ['dallas-cowboys', 'washington-commanders'],
]) {
  await get(`/api/teams/head-to-head/?a=${a}&b=${b}`);
  await get(`/api/teams/teams/${a}/opponents/`);
}

const opponentMs: number[] = [];
const pairMs: number[] = [];
const bySport = new Map<string, number[]>();
let biggest = { pair: '', games: 0, ms: 0 };
const load0 = loadavg()[0];
const asked = new Set<string>(['boston-red-sox|new-york-yankees']);
// One of the biggest pairs of the data first (the sample below skips it: each URL is asked once, a cache miss).
const yr = await get<{ data: { games_count: number } }>(
  '/api/teams/head-to-head/?a=boston-red-sox&b=new-york-yankees',
);
pairMs.push(yr.ms);
for (const [sport, level] of scopes) {
  const teams = (
    await get<{ results: Team[] }>(
      `/api/teams/teams/?sport__slug=${sport}&level__slug=${level}&page_size=500`,
    )
  ).body.results;
  const step = Math.max(1, Math.floor(teams.length / teamsPerLeague));
  for (let i = 0; i < teams.length && i / step < teamsPerLeague; i += step) {
    const a = teams[i].slug;
    const o = await get<{ data: Opponent[] }>(`/api/teams/teams/${a}/opponents/`);
    opponentMs.push(o.ms);
    for (const b of o.body.data.slice(0, opponentsPerTeam)) {
      const key = [a, b.slug].sort().join('|');
      if (asked.has(key)) continue;
      asked.add(key);
      const r = await get<{ data: { games_count: number } }>(`/api/teams/head-to-head/?a=${a}&b=${b.slug}`);
      if (r.status !== 200) console.log(`  ${a} vs ${b.slug}: ${r.status}`);
      pairMs.push(r.ms);
      const label = `${sport} ${level}`;
      bySport.set(label, [...(bySport.get(label) ?? []), r.ms]);
      if (b.games > biggest.games) biggest = { pair: `${a} vs ${b.slug}`, games: b.games, ms: r.ms };
    }
  }
}

console.log(`head-to-head, uncached (each URL once), server on :${port}`);
line('opponents of a team', opponentMs);
line('pair (every sport)', pairMs);
for (const [label, xs] of bySport) line(`  pair: ${label}`, xs);
console.log(`biggest sampled pair: ${biggest.pair} (${biggest.games} games) ${biggest.ms.toFixed(1)} ms`);
console.log(`Red Sox vs Yankees (${yr.body.data.games_count} games): ${yr.ms.toFixed(1)} ms`);
console.log(`load average: ${load0.toFixed(1)} → ${loadavg()[0].toFixed(1)} (2 cores)`);
agent.destroy();
