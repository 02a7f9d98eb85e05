// The sites' server renderers: each site's build has one (dist/ssr/<id>/render.mjs, built from apps/<id>/src/
// server.tsx by `vite build --ssr`). The server loads them as it serves the sites' files: as build output, so the
// server's code never imports the web libraries.
import { siteIds, type SiteId } from '@trophy-room/site-theme/variants';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { injectFetch } from './inject-fetch';

/** What libs/site's createSiteRenderer() returns (the build's contract with the server). */
export interface SiteRenderer {
  connectApi(fetchImpl: typeof fetch): void;
  render(href: string): Promise<RenderedPage>;
  /** `/sitemap.xml` (default) or a numbered `/sitemap-<n>.xml` when sitemap.xml is an index; null: no such file. */
  sitemap(origin: string, file?: string): Promise<string | null>;
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

/** Loads the renderer of every site built with one, connected to the API in this process. */
export async function loadRenderers(
  app: FastifyInstance,
  ssrDir: string,
): Promise<Map<SiteId, SiteRenderer>> {
  const out = new Map<SiteId, SiteRenderer>();
  for (const id of siteIds) {
    const file = join(ssrDir, id, 'render.mjs');
    if (!existsSync(file)) continue;
    const mod = (await import(pathToFileURL(file).href)) as { renderer: SiteRenderer };
    mod.renderer.connectApi(injectFetch(app));
    out.set(id, mod.renderer);
  }
  return out;
}
