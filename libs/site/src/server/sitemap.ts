// sitemap.xml from the route table: a route without parameters is one page; a route with parameters lists its pages
// through its declaration's `sitemap` (so routes added later join by declaring it). The not-found route is left out.
// A sitemap holds at most 50,000 URLs: a site with more (the hub, with every player) answers sitemap.xml with a
// sitemap index pointing at numbered sitemaps (/sitemap-1.xml, /sitemap-2.xml, …) of at most 50,000 URLs each.
import { createServerQueryClient, siteFilters } from '@trophy-room/api-client';
import type { SiteConfig } from '@trophy-room/site-theme';
import { siteRoutes } from '../routes/routes';
import { serverQuery } from './render-page';

/** URLs per sitemap file (the sitemaps protocol's limit). */
export const SITEMAP_MAX_URLS = 50_000;
/** How long a site's path list is reused: a crawler reads the index and then each numbered sitemap. */
const PATHS_TTL_MS = 10 * 60 * 1000;

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** Every page path the site has, in route-table order. */
export async function sitemapPaths(site: SiteConfig): Promise<string[]> {
  const client = createServerQueryClient();
  const ctx = { site, filters: siteFilters(site), query: serverQuery(client) };
  try {
    const lists = await Promise.all(
      siteRoutes.map(({ path, route }) => {
        if (route.status) return [];
        if (route.sitemap) return route.sitemap(ctx);
        return path.includes(':') || path.includes('*') ? [] : [path];
      }),
    );
    return [...new Set(lists.flat())];
  } finally {
    client.clear();
  }
}

const xml = (root: string, entries: string[]) =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<${root} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`,
    ...entries,
    `</${root}>`,
    '',
  ].join('\n');

const urlset = (origin: string, paths: string[]) =>
  xml(
    'urlset',
    paths.map((p) => `  <url><loc>${esc(origin + p)}</loc></url>`),
  );

/** The path of the n-th numbered sitemap (1-based). */
export const numberedSitemap = (n: number) => `/sitemap-${n}.xml`;

/**
 * One sitemap file of a site whose pages are `paths`: `/sitemap.xml` (every URL, or the index when there are more
 * than `max`) or a numbered sitemap `/sitemap-<n>.xml` (only when there is an index). Null: no such file.
 */
export function sitemapFile(
  paths: string[],
  origin: string,
  file: string,
  max = SITEMAP_MAX_URLS,
): string | null {
  const parts = Math.ceil(paths.length / max);
  if (file === '/sitemap.xml') {
    if (parts <= 1) return urlset(origin, paths);
    const maps = Array.from({ length: parts }, (_, i) => numberedSitemap(i + 1));
    return xml(
      'sitemapindex',
      maps.map((m) => `  <sitemap><loc>${esc(origin + m)}</loc></sitemap>`),
    );
  }
  const n = /^\/sitemap-([1-9]\d{0,5})\.xml$/.exec(file);
  if (!n || parts <= 1 || Number(n[1]) > parts) return null;
  const i = Number(n[1]) - 1;
  return urlset(origin, paths.slice(i * max, (i + 1) * max));
}

/** A site's sitemap files: the path list is computed once and reused for a few minutes (index, then each part). */
export function createSitemaps(site: SiteConfig, listPaths = sitemapPaths) {
  let memo: { at: number; paths: Promise<string[]> } | null = null;
  const paths = () => {
    if (!memo || Date.now() - memo.at > PATHS_TTL_MS) {
      const p = listPaths(site);
      memo = { at: Date.now(), paths: p };
      p.catch(() => (memo = null));
    }
    return memo.paths;
  };
  return async (origin: string, file = '/sitemap.xml'): Promise<string | null> =>
    sitemapFile(await paths(), origin, file);
}
