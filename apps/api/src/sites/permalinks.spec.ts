// Every URL the sites have published keeps answering, on the full dataset: each path of apps/api/published-urls (the
// sitemaps of a release, `npm run published-urls`) is still in its site's sitemap — which lists only pages that
// exist — or answers 301 to a page that answers 200; and every slug_redirects row (the slugs of earlier datasets that
// moved) answers 301, on the site of its row's league, to the page under the new slug, which answers 200.
import type { Db } from '@trophy-room/db';
import { openFullDataset } from '@trophy-room/db/testing';
import { siteIds, type SiteId } from '@trophy-room/site-theme/variants';
import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderingApp } from './rendering-app';

const published = (site: SiteId) =>
  gunzipSync(readFileSync(resolve(import.meta.dirname, `../../published-urls/${site}.txt.gz`)))
    .toString('utf8')
    .split('\n')
    .filter(Boolean);

const siteOfLeague: Record<string, SiteId> = {
  nfl: 'nfl',
  nba: 'nba',
  mlb: 'mlb',
  nhl: 'nhl',
  'ncaa-football': 'cfb',
  'ncaa-basketball': 'cbb',
  'ncaa-baseball': 'cbs',
  'ncaa-hockey': 'chk',
};
const pagesOf: Record<string, string> = {
  players: 'players',
  coaches: 'coaches',
  teams: 'teams',
  games: 'scores',
};

describe('published URLs on the full dataset', () => {
  let db: Db;
  let app: FastifyInstance;
  const page = (site: SiteId, path: string) =>
    app.inject({ url: path, headers: { host: `${site === 'hub' ? '' : `${site}.`}localhost:5184` } });
  /** 200, or 301 to a path that answers 200. */
  async function expectAnswers(site: SiteId, path: string) {
    const res = await page(site, path);
    if (res.statusCode === 301) {
      const moved = await page(site, String(res.headers.location));
      expect(moved.statusCode, `${site} ${path} → ${res.headers.location}`).toBe(200);
    } else expect(res.statusCode, `${site} ${path}`).toBe(200);
  }
  const sitemapPaths = async (site: SiteId) => {
    const locs = (xml: string) => [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    const index = (await page(site, '/sitemap.xml')).body;
    if (!index.includes('<sitemapindex')) return new Set(locs(index));
    const parts = await Promise.all(locs(index).map(async (p) => (await page(site, p)).body));
    return new Set(parts.flatMap(locs));
  };

  beforeAll(async () => {
    db = await openFullDataset();
    app = await renderingApp([...siteIds], { db });
  }, 600_000);
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  for (const site of siteIds)
    it(`${site}: every published path is a page now, or moved to one`, async () => {
      const now = await sitemapPaths(site);
      const paths = published(site);
      const gone = paths.filter((p) => !now.has(p));
      expect(gone.length, `${site}: paths no longer in the sitemap`).toBeLessThan(500);
      for (const path of gone) await expectAnswers(site, path);
      // The sitemap lists pages that exist: a sample of them, rendered.
      for (let i = 0; i < paths.length; i += 5000) await expectAnswers(site, paths[i]);
    }, 300_000);

  it('every moved slug answers 301, on the site of its league, to its page under the new slug', async () => {
    const rows = await db.query<{
      resource: string;
      old_slug: string;
      new_slug: string;
      league: string | null;
    }>(
      `SELECT r.resource, r.old_slug, r.new_slug, l.slug AS league
         FROM slug_redirects r
         LEFT JOIN (SELECT 'players' AS resource, slug, league_id FROM players
                    UNION ALL SELECT 'coaches', slug, league_id FROM coaches
                    UNION ALL SELECT 'teams', slug, league_id FROM teams
                    UNION ALL SELECT 'games', slug, league_id FROM games) t
           ON t.resource = r.resource AND t.slug = r.new_slug
         LEFT JOIN leagues l ON l.id = t.league_id
        ORDER BY r.id`,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(
      rows.filter((r) => !r.league).map((r) => `${r.resource}:${r.old_slug}`),
      'targets missing',
    ).toEqual([]);
    // Every row answers 301 to its target, which the query above found in its table; the target page is rendered for
    // every person and team, and for every tenth game (2,800 game rows: the page of a game that exists is one render
    // path, and rendering each took a minute of the run).
    let games = 0;
    for (const r of rows) {
      const site = siteOfLeague[r.league!];
      const res = await page(site, `/${pagesOf[r.resource]}/${r.old_slug}`);
      expect(res.statusCode, `${site} ${r.resource} ${r.old_slug}`).toBe(301);
      expect(res.headers.location).toBe(`/${pagesOf[r.resource]}/${r.new_slug}`);
      if (r.resource === 'games' && games++ % 10 !== 0) continue;
      expect((await page(site, String(res.headers.location))).statusCode, `${r.new_slug}`).toBe(200);
    }
    // The published URL of Wilt Chamberlain's 100-point game.
    const wilt = await page('nba', '/scores/nba-1962-03-02-phw-nyk');
    expect([wilt.statusCode, wilt.headers.location]).toEqual([301, '/scores/nba-1962-03-02-nyk-phw']);
  }, 600_000);
});
