// The server side of a site, as each app's server entry builds it: createSiteRenderer(nfl).
import { setApiFetch } from '@trophy-room/api-client';
import type { SiteConfig } from '@trophy-room/site-theme';
import { createPageRenderer } from './render-page';
import { sitemapXml } from './sitemap';

export type { RenderedPage } from './render-page';

export interface SiteRenderer {
  /** Sends the site's API calls through `fetchImpl` (the server's in-process transport); call once. */
  connectApi(fetchImpl: typeof fetch): void;
  /** Renders the page at an absolute URL. */
  render(href: string): ReturnType<ReturnType<typeof createPageRenderer>>;
  /** sitemap.xml for the site at `origin` (e.g. "http://nfl.localhost:5184"). */
  sitemap(origin: string): Promise<string>;
}

export function createSiteRenderer(site: SiteConfig): SiteRenderer {
  const render = createPageRenderer(site);
  return {
    connectApi: setApiFetch,
    render,
    sitemap: (origin) => sitemapXml(site, origin),
  };
}
