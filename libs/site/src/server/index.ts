// The server side of a site, as each app's server entry builds it: createSiteRenderer(nfl).
import { setApiFetch } from '@trophy-room/api-client';
import type { SiteConfig } from '@trophy-room/site-theme';
import { createPageRenderer } from './render-page';
import { createSitemaps } from './sitemap';

export { RouteLoadError, type RenderedPage } from './render-page';

export interface SiteRenderer {
  /** Sends the site's API calls through `fetchImpl` (the server's in-process transport); call once. */
  connectApi(fetchImpl: typeof fetch): void;
  /** Renders the page at an absolute URL. */
  render(href: string): ReturnType<ReturnType<typeof createPageRenderer>>;
  /**
   * A sitemap file of the site at `origin` (e.g. "http://nfl.localhost:5184"): `/sitemap.xml` (default; a sitemap
   * index when the site has more than 50,000 pages) or a numbered `/sitemap-<n>.xml`; null when there is no such file.
   */
  sitemap(origin: string, file?: string): Promise<string | null>;
}

export function createSiteRenderer(site: SiteConfig): SiteRenderer {
  const render = createPageRenderer(site);
  return { connectApi: setApiFetch, render, sitemap: createSitemaps(site) };
}
