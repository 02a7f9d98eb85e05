// `npm run api-crawl -- <out-file> [base-url]`: calls every endpoint of the contract on a running server with the
// full dataset — the contract test's requests, each list and catalogue once per site, and each keyed endpoint for a
// few keys of every league — and writes one line per URL: status, SHA-256 of the body, URL. Two crawls of two builds
// over the same dataset on the same day compare with `diff`: a refactor that changes no answer leaves no line.
// The bodies go beside the file (<out-file>.bodies.json.gz) to show what differs. The hash leaves out the one field
// that changes with every start, the data-quality report's `run_at` (when the server ran its checks).
import { writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { apiPath, endpoints, type ApiPathName, type Endpoint } from '@trophy-room/contract';
import { requests } from '../../apps/api/src/testing/contract-requests';

const [out, base = `http://127.0.0.1:${process.env.PORT ?? 5184}`] = process.argv.slice(2);
if (!out) throw new Error('usage: api-crawl <out-file> [base-url]');

const sites = [
  '',
  'sport__slug=football&level__slug=professional',
  'sport__slug=basketball&level__slug=professional',
  'sport__slug=baseball&level__slug=professional',
  'sport__slug=hockey&level__slug=professional',
  'sport__slug=football&level__slug=college',
  'sport__slug=basketball&level__slug=college',
  'sport__slug=baseball&level__slug=college',
  'sport__slug=hockey&level__slug=college',
];
const KEYS_PER_SITE = 3;

/** Where a keyed endpoint's keys come from: a list endpoint and the field of its items. */
const keySources: Record<string, [ApiPathName, 'slug' | 'id']> = {
  championship: ['championships', 'slug'],
  championshipResults: ['championships', 'slug'],
  championshipStats: ['championships', 'slug'],
  championshipGames: ['championships', 'slug'],
  seasonBracket: ['seasons', 'slug'],
  team: ['teams', 'slug'],
  teamChampionships: ['teams', 'slug'],
  teamSeasons: ['teams', 'slug'],
  teamRoster: ['teams', 'slug'],
  teamSchedule: ['teams', 'slug'],
  teamStats: ['teams', 'slug'],
  teamSeasonSummary: ['teams', 'slug'],
  teamOpponents: ['teams', 'slug'],
  game: ['games', 'id'],
  player: ['players', 'slug'],
  playerRanks: ['players', 'slug'],
  coach: ['coaches', 'slug'],
  award: ['awards', 'slug'],
  leaderList: ['leaders', 'slug'],
};

const bodies: Record<string, string> = {};
const lines: string[] = [];

async function call(url: string): Promise<unknown> {
  if (url in bodies) return null;
  const res = await fetch(base + url, { redirect: 'manual' });
  const body = await res.text();
  bodies[url] = body;
  const stable = body.replace(/"run_at":"[^"]*"/g, '"run_at":""');
  lines.push(`${res.status} ${createHash('sha256').update(stable).digest('hex').slice(0, 16)} ${url}`);
  try {
    return JSON.parse(body);
  } catch {
    return null;
  }
}

const items = (body: unknown): Record<string, unknown>[] => {
  const b = body as { results?: unknown; data?: unknown } | null;
  const list = b?.results ?? b?.data;
  return Array.isArray(list) ? (list as Record<string, unknown>[]) : [];
};

const join = (path: string, ...qs: string[]) => {
  const q = qs.filter(Boolean).join('&');
  return q ? `${path}${path.includes('?') ? '&' : '?'}${q}` : path;
};

// 1. The contract test's own requests (its placeholders filled from the first game, player and coach found).
const firstOf = async (list: ApiPathName, qs: string, field: string) =>
  String(items(await call(join(endpoints[list].path, qs)))[0]?.[field] ?? '');
const placeholders: Record<string, string> = {
  game: await firstOf('games', 'season=2023&page_size=5', 'id'),
  baseballPlayer: await firstOf('players', 'sport__slug=baseball&season=2023&page_size=5', 'slug'),
  hockeyPlayer: await firstOf('players', 'sport__slug=hockey&page_size=5', 'slug'),
  coach: await firstOf('coaches', 'sport__slug=baseball&page_size=5', 'slug'),
};
for (const [name, reqs] of Object.entries(requests) as [ApiPathName, string[]][]) {
  const def: Endpoint = endpoints[name];
  for (const r of reqs) {
    const filled = r.replace(/\{(\w+)\}/g, (_, k: string) => placeholders[k]);
    if (def.params) {
      const [key, qs = ''] = filled.split('?');
      await call(join(apiPath(def.path, { key }), qs));
    } else {
      await call(def.path + filled);
    }
  }
}

// 2. Every unkeyed endpoint per site; 3. every keyed endpoint for a few keys of each site.
const keys = new Map<string, string[]>();
for (const site of sites) {
  for (const [name, def] of Object.entries(endpoints) as [ApiPathName, Endpoint][]) {
    if (def.params) continue;
    const paged = 'page_size' in (def.querystring.properties ?? {});
    const body = await call(join(def.path, site, paged ? 'page_size=20' : ''));
    for (const [field] of [['slug'], ['id']] as const) {
      const found = items(body)
        .map((i) => i[field])
        .filter((v) => v !== undefined && v !== null)
        .slice(0, KEYS_PER_SITE)
        .map(String);
      if (found.length) keys.set(`${name}:${field}:${site}`, found);
    }
    if (name === 'leaders') {
      const stats = items(body).flatMap((l) => (l.stats as { slug: string }[]).map((s) => s.slug));
      keys.set(`leaders:slug:${site}`, [...new Set(stats)].slice(0, KEYS_PER_SITE * 2));
    }
  }
  for (const [name, def] of Object.entries(endpoints) as [ApiPathName, Endpoint][]) {
    if (!def.params) continue;
    const source = keySources[name];
    if (!source) continue;
    for (const key of keys.get(`${source[0]}:${source[1]}:${site}`) ?? []) {
      await call(join(apiPath(def.path, { key }), site));
    }
  }
}

lines.sort((a, b) => a.slice(18).localeCompare(b.slice(18)));
writeFileSync(out, lines.join('\n') + '\n');
writeFileSync(`${out}.bodies.json.gz`, gzipSync(JSON.stringify(bodies)));
console.log(`${lines.length} answers → ${out}`);
