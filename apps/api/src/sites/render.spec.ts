// Server rendering through the real API on the fixture database: each page's content, head and status, the
// dehydrated cache, the page cache, sitemap.xml, and a 503 when the API fails. The renderers come from the apps'
// sources (what `vite build --ssr` bundles), so this runs without a build.
import type { FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../testing/test-app';
import type { SiteRenderer } from './site-renderer';
import { minimalTemplate, rendererOf } from './rendering-app';

describe('server rendering', () => {
  let app: FastifyInstance;
  let nfl: SiteRenderer;
  const page = (url: string, host = 'nfl.localhost:5184', headers: Record<string, string> = {}) =>
    app.inject({ url, headers: { host, ...headers } });

  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ssr-'));
    for (const id of ['hub', 'nfl']) {
      mkdirSync(join(dir, id), { recursive: true });
      writeFileSync(join(dir, id, 'index.html'), minimalTemplate(id));
    }
    nfl = await rendererOf('nfl');
    app = await buildTestApp({ sitesDir: dir, renderers: { nfl, hub: await rendererOf('hub') } });
  });
  afterAll(() => app.close());

  it('renders a championship with its champions, head tags and the data it showed', async () => {
    const res = await page('/championships/super-bowl');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toMatch(/<title>Super Bowl — champions 1966–\d{4} \| Trophy Room Pro Football<\/title>/);
    expect(res.body).toContain(
      '<link rel="canonical" href="http://nfl.localhost:5184/championships/super-bowl" />',
    );
    expect(res.body).toContain('<meta property="og:title" content="Super Bowl — champions 1966');
    expect(res.body).toMatch(/<h1[^>]*>Super Bowl<\/h1>/);
    expect(res.body).toContain('Kansas City Chiefs');
    expect(res.body).not.toContain('Loading championship details...');
    const state = /<script type="application\/json" id="query-state">(.*?)<\/script>/s.exec(res.body)?.[1];
    const keys = JSON.parse(state ?? '{}').queries.map((q: { queryKey: unknown[] }) => q.queryKey[2]);
    expect(keys).toEqual(expect.arrayContaining(['detail', 'results', 'stats']));
  });

  it('caches a page for its data class and answers a revalidation with 304', async () => {
    const first = await page('/championships');
    expect(first.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=86400, stale-while-revalidate=604800',
    );
    const again = await page('/championships');
    expect(again.body).toBe(first.body);
    const etag = String(first.headers.etag);
    const revalidated = await page('/championships', undefined, { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
  });

  it('answers 404 with the not-found page for an unknown route, an unknown slug and stray files', async () => {
    for (const url of ['/no-such-page', '/.env', '/wp-login.php']) {
      const res = await page(url);
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('Page Not Found');
    }
    const slug = await page('/championships/no-such-cup');
    expect(slug.statusCode).toBe(404);
    expect(slug.body).toContain('Championship Not Found');
    const season = await page('/seasons/no-such-season');
    expect(season.statusCode).toBe(404);
    expect(season.body).toContain('Season Not Found');
  });

  it('gives seasons readable URLs: an old numeric id answers 301 with the slug', async () => {
    const list = await app.inject({
      url: '/api/championships/seasons/?sport__slug=football&level__slug=professional&season=2023',
    });
    const { id, slug } = list.json().results[0] as { id: number; slug: string };
    expect(slug).toBe('nfl-2023');
    const moved = await page(`/seasons/${id}`);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/seasons/nfl-2023');
    const res = await page('/seasons/nfl-2023');
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<h1[^>]*>2023 NFL Season<\/h1>/);
  });

  it('answers a slug the dataset changed with 301 to the page under its new slug, its query kept', async () => {
    const moved = await page('/coaches/j-b-bickerstaff?tab=record', 'localhost:5184');
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/coaches/jb-bickerstaff?tab=record');
    expect((await page('/coaches/jb-bickerstaff', 'localhost:5184')).statusCode).toBe(200);
  });

  it('renders the season picker where a season means something, showing the page’s season, and nowhere else', async () => {
    const picked = (body: string) => /<option value="(\d+)" selected="">/.exec(body)?.[1];
    const season = await page('/teams/kansas-city-chiefs/2023');
    expect(season.body).toContain('data-slot="season-picker"');
    expect(picked(season.body)).toBe('2023');
    expect(picked((await page('/standings?season=2020')).body)).toBe('2020');
    const latest = (
      await app.inject({
        url: '/api/championships/season-years/?sport__slug=football&level__slug=professional',
      })
    ).json();
    expect(picked((await page('/standings')).body)).toBe(String(latest.data.current));
    expect((await page('/')).body).not.toContain('data-slot="season-picker"');
    expect((await page('/championships/super-bowl')).body).not.toContain('data-slot="season-picker"');
  });

  it("opens the fixtures of the site's sport in any case, and answers another sport with 404", async () => {
    for (const url of [
      '/fixtures/football',
      '/fixtures/Football',
      '/fixtures/FOOTBALL?from=2024-02-05&to=2024-02-11',
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toMatch(/<h1[^>]*>Football Fixtures<\/h1>/);
    }
    for (const url of ['/fixtures/basketball', '/fixtures/Basketball', '/fixtures/curling']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('Sport Not Found');
    }
  });

  it('shows a player or coach only on the site of his sport and level (all on the hub), else Not Found with 404', async () => {
    const other = await page('/players/lebron-james');
    expect(other.statusCode).toBe(404);
    expect(other.body).toContain('Player Not Found');
    expect((await page('/players/patrick-mahomes')).statusCode).toBe(200);
    const coach = await page('/coaches/phil-jackson');
    expect(coach.statusCode).toBe(404);
    expect(coach.body).toContain('Coach Not Found');
    const hub = await page('/players/lebron-james', 'localhost:5184');
    expect(hub.statusCode).toBe(200);
    expect(hub.body).toMatch(/<h1[^>]*>LeBron James<\/h1>/);
  });

  it('renders the seasons of the site, each linking to its page', async () => {
    const res = await page('/seasons');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Seasons | Trophy Room Pro Football</title>');
    expect(res.body).toMatch(/href="\/seasons\/[\w-]+"/);
  });

  it('lists every championship and season page of the site in sitemap.xml, and no page that does not exist', async () => {
    const res = await page('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...res.body.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);
    const origin = 'http://nfl.localhost:5184';
    expect(locs).toEqual(
      expect.arrayContaining([
        `${origin}/`,
        `${origin}/championships`,
        `${origin}/championships/super-bowl`,
        `${origin}/champions`,
        `${origin}/seasons`,
      ]),
    );
    expect(locs.some((l) => l.startsWith(`${origin}/seasons/`))).toBe(true);
    expect(locs).toEqual(
      expect.arrayContaining([
        `${origin}/teams`,
        `${origin}/teams/kansas-city-chiefs`,
        `${origin}/teams/kansas-city-chiefs/2023`,
      ]),
    );
    expect(locs).not.toContain(`${origin}/teams/boston-celtics`);
    expect(locs).toContain(`${origin}/standings`);
    expect(locs).not.toContain(`${origin}/championships/stanley-cup`);
    // Every player and coach of the site (listed a page of slugs at a time), none of another sport.
    expect(locs).toEqual(
      expect.arrayContaining([`${origin}/players/patrick-mahomes`, `${origin}/coaches/andy-reid`]),
    );
    expect(locs).not.toContain(`${origin}/players/lebron-james`);
    expect(new Set(locs).size).toBe(locs.length);
    // Fewer than 50,000 pages: sitemap.xml is the one sitemap, and there are no numbered ones.
    expect(res.body).toContain('<urlset');
    const part = await page('/sitemap-1.xml');
    expect(part.statusCode).toBe(404);
  });

  it('answers 503 in the loading state when the API fails while rendering: the browser asks again', async () => {
    nfl.connectApi(async () => new Response('{"detail":"down"}', { status: 500 }));
    try {
      const res = await page('/champions?fresh=1');
      expect(res.statusCode).toBe(503);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toContain('Loading championship history...');
      // The failure is not sent: the page's own query is fetched again as it loads.
      expect(res.body).not.toContain('Failed to load championship history');
      expect(res.body).not.toContain('"status":"error"');
    } finally {
      await app.close();
    }
  });
});
