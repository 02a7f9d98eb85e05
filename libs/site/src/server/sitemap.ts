// sitemap.xml from the route table: a route without parameters is one page; a route with parameters lists its pages
// through its declaration's `sitemap` (so routes added later join by declaring it). The not-found route is left out.
import { createServerQueryClient, siteFilters } from '@trophy-room/api-client';
import type { SiteConfig } from '@trophy-room/site-theme';
import { siteRoutes } from '../routes/routes';
import { serverQuery } from './render-page';

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

export async function sitemapXml(site: SiteConfig, origin: string): Promise<string> {
  const urls = (await sitemapPaths(site)).map((p) => `  <url><loc>${esc(origin + p)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
