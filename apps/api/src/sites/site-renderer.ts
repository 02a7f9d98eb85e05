// The contract between a site's server build (libs/site's createSiteRenderer()) and the server: what a renderer
// offers and what a render gives. Its own module, as the renderers, the render pool and its workers all speak it.
import type { PageForms } from './page-forms';

/** What libs/site's createSiteRenderer() returns (the build's contract with the server). */
export interface SiteRenderer {
  connectApi(fetchImpl: typeof fetch): void;
  render(href: string): Promise<RenderedPage>;
  /** `/sitemap.xml` (default) or a numbered `/sitemap-<n>.xml` when sitemap.xml is an index; null: no such file. */
  sitemap(origin: string, file?: string): Promise<string | null>;
  /** Where a page to store is compressed (the pool: in a worker); without it, on the main thread. */
  forms?(body: string): Promise<PageForms>;
}

export interface RenderedPage {
  status: number;
  head: string;
  html: string;
  state: string;
  cacheClass: 'static' | 'semiStatic' | 'dynamic' | 'realtime' | 'user' | null;
  /** With status 301: where the page is now (a path). */
  location?: string;
}
