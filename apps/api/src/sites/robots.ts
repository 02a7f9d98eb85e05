/** robots.txt of a site: everything but the API may be crawled; the sitemap lists every page. */
export const robotsTxt = (origin: string) =>
  ['User-agent: *', 'Allow: /', 'Disallow: /api/', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
