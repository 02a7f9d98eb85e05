// Page weights (prints figures): the HTML each page sends, fetched from a running server (the built server on the
// full dataset). Every route of every site with a real slug (./web/site-routes), and the heavy ones: the last page of
// every paged list ("Show more" followed to its end, "Page 1 of N" to N), the oldest franchises' team pages with
// their latest season's tabs and their head-to-head with their most played opponent, every league's latest season
// with each tab, the big college programmes and long careers. Prints raw and gzip HTML and the embedded data (the
// dehydrated query cache), heaviest first, `!` over the 250 KB limit.
//   npm run page-weights [-- --port 5340] [-- --sites=hub,mlb] [-- --top 20] [-- --queries] [-- --check]
// --queries lists the largest embedded queries of each page over the limit; --check exits 1 when one is over.
import { createHttpClient, siteFilters } from '@trophy-room/api-client';
import type { Paginated } from '@trophy-room/contract';
import { apiPath, apiPaths } from '@trophy-room/contract/paths';
import { paths, queryString, seasonDetailParams } from '@trophy-room/routes';
import { siteIds, siteVariants, type SiteId } from '@trophy-room/site-theme/variants';
import { Agent, request } from 'node:http';
import { gzipSync } from 'node:zlib';
import { siteOrigin } from './web/serve';
import { patiently, siteRoutes } from './web/site-routes';

const LIMIT_KB = 250;
const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
};
const port = Number(arg('port') ?? process.env.PORT ?? 5340);
const top = Number(arg('top') ?? Infinity);
const only = arg('sites')?.split(',');
const sites = siteIds.filter((id) => !only || only.includes(id));
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
const http = createHttpClient({ baseUrl: siteOrigin('hub', port) });
const api = {
  get: <T>(path: string, params?: Record<string, string | number | undefined>) =>
    patiently(() => http.get<T>(path, params)),
};

/** The oldest franchises of each league site, and the big college programmes (looked up by name). */
const bigTeams: Partial<Record<SiteId, string[]>> = {
  mlb: [
    'Chicago Cubs',
    'Atlanta Braves',
    'Philadelphia Phillies',
    'St. Louis Cardinals',
    'Boston Red Sox',
    'New York Yankees',
  ],
  nhl: ['Montreal Canadiens', 'Toronto Maple Leafs'],
  nba: ['Boston Celtics', 'Los Angeles Lakers'],
  nfl: ['Green Bay Packers', 'Chicago Bears'],
  cbb: ['Kentucky', 'North Carolina'],
  chk: ['Michigan', 'Boston University'],
  cfb: ['Michigan'],
  cbs: ['Texas'],
};
/** Long careers: players and coaches with many seasons (looked up by name; a name the data lacks is skipped). */
const bigPeople: Partial<Record<SiteId, { players: string[]; coaches: string[] }>> = {
  mlb: { players: ['Rickey Henderson', 'Pete Rose'], coaches: ['Connie Mack', 'Tony La Russa'] },
  nhl: { players: ['Gordie Howe', 'Jaromir Jagr'], coaches: ['Scotty Bowman'] },
  nba: { players: ['Vince Carter', 'LeBron James'], coaches: ['Gregg Popovich', 'Lenny Wilkens'] },
  nfl: { players: ['Tom Brady', 'Morten Andersen'], coaches: ['Don Shula', 'George Halas'] },
  cbb: { players: [], coaches: ['Mike Krzyzewski', 'Jim Boeheim'] },
};

interface Page {
  site: SiteId;
  path: string;
  status: number;
  html: number;
  gzip: number;
  data: number;
  queries: { key: string; bytes: number }[];
}

/** A page's status and body as sent (no compression), asked again while the server answers 429 (its rate limit). */
async function fetchRaw(site: SiteId, path: string): Promise<{ status: number; body: Buffer }> {
  for (let attempt = 1; ; attempt++) {
    const answer = await new Promise<{ status: number; body: Buffer }>((done, fail) => {
      const host = new URL(siteOrigin(site, port)).host;
      const headers = { host, 'accept-encoding': 'identity' };
      const req = request({ host: '127.0.0.1', port, path, agent, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
      });
      req.on('error', fail);
      req.end();
    });
    if (answer.status !== 429 || attempt === 5) return answer;
    await new Promise((r) => setTimeout(r, 15_000 * attempt));
  }
}

const fetchText = async (site: SiteId, path: string) => (await fetchRaw(site, path)).body.toString('utf8');

async function fetchPage(site: SiteId, path: string): Promise<Page> {
  const { status, body } = await fetchRaw(site, path);
  const state = /<script type="application\/json" id="query-state">(.*?)<\/script>/s.exec(
    body.toString('utf8'),
  )?.[1];
  return {
    site,
    path,
    status,
    html: body.length,
    gzip: gzipSync(body).length,
    data: state ? Buffer.byteLength(state) : 0,
    queries: state ? embeddedQueries(state) : [],
  };
}

/** The dehydrated queries of a page, largest first. */
function embeddedQueries(json: string): Page['queries'] {
  try {
    const state = JSON.parse(json) as { queries?: { queryKey: unknown; state: unknown }[] };
    return (state.queries ?? [])
      .map((q) => ({ key: JSON.stringify(q.queryKey), bytes: Buffer.byteLength(JSON.stringify(q.state)) }))
      .sort((a, b) => b.bytes - a.bytes);
  } catch {
    return [];
  }
}

const measured = new Map<string, Page>();
async function measure(site: SiteId, path: string): Promise<Page> {
  const key = `${site} ${path}`;
  let page = measured.get(key);
  if (!page) {
    page = await fetchPage(site, path);
    measured.set(key, page);
    process.stderr.write('.');
  }
  return page;
}

const withPage = (path: string, page: number) => `${path}${path.includes('?') ? '&' : '?'}page=${page}`;
const SHOW_MORE = />Show [Mm]ore[^<]*<\/button>/;

/**
 * The last page of a paged list: "Page 1 of N" gives N; a "Show more" button is followed until it goes (and its
 * pages 2 to 4 are measured too).
 */
async function lastPage(site: SiteId, path: string): Promise<void> {
  const html = await fetchText(site, path);
  const pages =
    /Page <!-- -->1<!-- --> of <!-- -->([\d,]+)/.exec(html)?.[1] ?? /Page 1 of ([\d,]+)/.exec(html)?.[1];
  if (pages && pages !== '1') {
    await measure(site, withPage(path, Number(pages.replace(/,/g, ''))));
    return;
  }
  if (!SHOW_MORE.test(html)) return;
  let lo = 1;
  let hi = 2;
  while (hi <= 1024 && SHOW_MORE.test(await fetchText(site, withPage(path, hi)))) [lo, hi] = [hi, hi * 2];
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (SHOW_MORE.test(await fetchText(site, withPage(path, mid)))) lo = mid;
    else hi = mid;
  }
  await measure(site, withPage(path, hi));
  // A list that keeps only its last pages open is heaviest where that window first fills.
  for (const page of [2, 3, 4]) if (page < hi) await measure(site, withPage(path, page));
}

type Found = { slug: string; kind: string };
/** The slug of the best search result of a kind, on the site's scope. */
async function lookUp(site: SiteId, kind: 'team' | 'player' | 'coach', name: string): Promise<string | null> {
  const res = await api.get<{ groups: { kind: string; results: Found[] }[] }>(apiPaths.search, {
    q: name,
    kind,
    ...siteFilters(siteVariants[site]),
  });
  return res.groups.find((g) => g.kind === kind)?.results[0]?.slug ?? null;
}

async function teamPages(site: SiteId, name: string): Promise<void> {
  const slug = await lookUp(site, 'team', name);
  if (!slug) return void console.error(`\nno team found for ${name} on ${site}`);
  for (const s of site === 'hub' ? ['hub' as const] : [site, 'hub' as const]) {
    await measure(s, paths.team(slug));
  }
  const seasons = await api.get<{ data: { start_year: number }[] }>(
    apiPath(apiPaths.teamSeasons, { key: slug }),
  );
  const year = Math.max(...seasons.data.map((s) => s.start_year));
  if (Number.isFinite(year)) {
    for (const tab of ['overview', 'roster', 'stats', 'schedule'] as const) {
      await measure(site, paths.team(slug, year, { tab }));
    }
  }
  const opponents = await api.get<{ data: { slug: string }[] }>(
    apiPath(apiPaths.teamOpponents, { key: slug }),
  );
  const b = opponents.data[0]?.slug;
  if (b) {
    await measure(site, paths.headToHead({ a: slug, b }));
    await lastPage(site, paths.headToHead({ a: slug, b }));
  }
}

/** Every league's latest season, each tab. */
async function seasonPages(site: SiteId): Promise<void> {
  const seasons = await api.get<Paginated<{ slug: string; start_year: number; league?: { slug: string } }>>(
    apiPaths.seasons,
    { ...siteFilters(siteVariants[site]), page_size: 500 },
  );
  const latest = new Map<string, { slug: string; start_year: number }>();
  for (const s of seasons.results) {
    const league = s.league?.slug ?? s.slug.replace(/-\d{4}.*$/, '');
    const seen = latest.get(league);
    if (!seen || s.start_year > seen.start_year) latest.set(league, s);
  }
  for (const { slug } of latest.values()) {
    for (const tab of ['overview', 'teams', 'standings', 'playoffs', 'awards'] as const) {
      await measure(site, paths.season(slug) + queryString(seasonDetailParams, { tab }));
    }
  }
}

/** The biggest rivalries, besides each big team's most played opponent. */
const bigPairs: Partial<Record<SiteId, [string, string][]>> = {
  mlb: [
    ['boston-red-sox', 'new-york-yankees'],
    ['cincinnati-reds', 'st-louis-cardinals'],
    ['chicago-cubs', 'st-louis-cardinals'],
  ],
  nhl: [['montreal-canadiens', 'toronto-maple-leafs']],
  nba: [['boston-celtics', 'los-angeles-lakers']],
};

console.error(`page weights on port ${port}: ${sites.join(', ')}`);
for (const site of sites) {
  const routes = await siteRoutes(site, siteOrigin('hub', port));
  for (const r of routes) if (r.path) await measure(site, r.path);
  for (const path of [
    paths.seasons(),
    paths.scores(),
    paths.champions(),
    paths.teams(),
    paths.players(),
    paths.coaches(),
    paths.standings(),
  ]) {
    await lastPage(site, path);
  }
  await seasonPages(site);
  for (const name of bigTeams[site] ?? []) await teamPages(site, name);
  for (const [a, b] of bigPairs[site] ?? []) {
    for (const s of [site, 'hub' as const]) await measure(s, paths.headToHead({ a, b }));
    await lastPage(site, paths.headToHead({ a, b }));
  }
  for (const [kind, names] of Object.entries(bigPeople[site] ?? {}) as [string, string[]][]) {
    for (const name of names) {
      const slug = await lookUp(site, kind === 'players' ? 'player' : 'coach', name);
      if (slug) await measure(site, kind === 'players' ? paths.player(slug) : paths.coach(slug));
    }
  }
}
console.error('');

const kb = (n: number) => (n / 1024).toFixed(1);
const all = [...measured.values()].sort((a, b) => b.html - a.html);
const over = all.filter((p) => p.html > LIMIT_KB * 1024);
console.log(
  `${'site'.padEnd(5)} ${'page'.padEnd(70)} ${'status'.padStart(6)} ${'HTML KB'.padStart(8)} ${'gzip KB'.padStart(8)} ${'data KB'.padStart(8)}`,
);
for (const p of all.slice(0, top)) {
  console.log(
    `${p.site.padEnd(5)} ${p.path.slice(0, 70).padEnd(70)} ${String(p.status).padStart(6)} ${kb(p.html).padStart(8)} ${kb(p.gzip).padStart(8)} ${kb(p.data).padStart(8)}${p.html > LIMIT_KB * 1024 ? ' !' : ''}`,
  );
  if (process.argv.includes('--queries') && p.html > LIMIT_KB * 1024) {
    for (const q of p.queries.slice(0, 5))
      console.log(`${''.padEnd(8)}${kb(q.bytes).padStart(8)} KB ${q.key}`);
  }
}
console.log(
  `${all.length} pages; ${over.length ? `${over.length} over ${LIMIT_KB} KB of HTML` : `every page within ${LIMIT_KB} KB of HTML`}`,
);
process.exit(process.argv.includes('--check') && over.length ? 1 : 0);
