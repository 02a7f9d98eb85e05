// The sites' server renderers: each site's build has one (dist/ssr/<id>/render.mjs, built from apps/<id>/src/
// server.tsx by `vite build --ssr`). The server loads them as it serves the sites' files: as build output, so the
// server's code never imports the web libraries.
import { siteIds, type SiteId } from '@trophy-room/site-theme/variants';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { injectFetch } from './inject-fetch';
import type { RenderHealth } from './render-health';
import { RenderPool, renderWorkersFrom } from './render-pool';
import type { SiteRenderer } from './site-renderer';

/**
 * The renderer of every site built with one: in a pool of render workers (render-pool.ts; `workers` default
 * $RENDER_WORKERS, else cores − 1, 1 to 4), or with `workers` 0 loaded on the main thread; either way its API calls
 * are answered by this app in-process.
 */
export async function loadRenderers(
  app: FastifyInstance,
  ssrDir: string,
  workers = renderWorkersFrom(),
  health?: RenderHealth,
): Promise<Map<SiteId, SiteRenderer>> {
  const out = new Map<SiteId, SiteRenderer>();
  const built = siteIds.filter((id) => existsSync(join(ssrDir, id, 'render.mjs')));
  if (workers > 0 && built.length) {
    const pool = new RenderPool(app, { ssrDir, sites: built, size: workers });
    app.addHook('onClose', () => pool.close());
    if (health) health.pool = () => pool.state;
    for (const id of built) out.set(id, pool.rendererOf(id));
    return out;
  }
  for (const id of built) {
    const file = join(ssrDir, id, 'render.mjs');
    const mod = (await import(pathToFileURL(file).href)) as { renderer: SiteRenderer };
    mod.renderer.connectApi(injectFetch(app));
    out.set(id, mod.renderer);
  }
  return out;
}
