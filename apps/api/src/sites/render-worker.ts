// A render worker (worker_threads): loads every site's server renderer (dist/ssr/<site>/render.mjs) and renders the
// pages and sitemaps the main thread asks for, so React's rendering never blocks the thread that routes requests,
// serves the caches and answers the API. The renderers' API calls come back to the main thread as messages and are
// answered there by app.inject (the same routes, validation, response cache and rate-limit exemption as before).
// Nothing is shared: a worker holds only its renderers and the pages it is rendering.
import { parentPort, workerData } from 'node:worker_threads';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { answerHeaders } from './inject-fetch';
import { pageForms } from './page-forms';
import type { SiteRenderer } from './site-renderer';
import type { FromWorker, RenderWorkerData, ToWorker } from './render-protocol';

const port = parentPort!;
const { ssrDir, sites } = workerData as RenderWorkerData;
const send = (m: FromWorker) => port.postMessage(m);

const calls = new Map<number, (m: Extract<ToWorker, { type: 'api' }>) => void>();
let nextCall = 1;

/** The renderers' fetch: a relative /api/ URL, answered by the main thread. */
const apiFetch: typeof fetch = (input) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return new Promise<Response>((resolve) => {
    const id = nextCall++;
    calls.set(id, (m) =>
      resolve(
        new Response(m.status === 304 || m.status === 204 ? null : m.body, {
          status: m.status,
          headers: answerHeaders(m),
        }),
      ),
    );
    send({ type: 'api', id, url });
  });
};

const renderers = new Map<string, SiteRenderer>();
for (const site of sites) {
  const mod = (await import(pathToFileURL(join(ssrDir, site, 'render.mjs')).href)) as {
    renderer: SiteRenderer;
  };
  mod.renderer.connectApi(apiFetch);
  renderers.set(site, mod.renderer);
}

const failed = (id: number, e: unknown): FromWorker => ({
  type: 'failed',
  id,
  message: e instanceof Error ? e.message : String(e),
  routeLoad: e instanceof Error && e.name === 'RouteLoadError',
});

port.on('message', (m: ToWorker) => {
  if (m.type === 'api') {
    const done = calls.get(m.id);
    calls.delete(m.id);
    done?.(m);
    return;
  }
  if (m.type === 'forms') return send({ type: 'forms', id: m.id, forms: pageForms(m.body) });
  if (m.type === 'stats') {
    if (m.gc) (globalThis as { gc?: () => void }).gc?.();
    return send({ type: 'stats', id: m.id, heapUsed: process.memoryUsage().heapUsed });
  }
  const renderer = renderers.get(m.site);
  if (!renderer) return send({ type: 'failed', id: m.id, message: `no renderer for ${m.site}` });
  if (m.type === 'render')
    renderer.render(m.href).then(
      (page) => send({ type: 'rendered', id: m.id, page }),
      (e: unknown) => send(failed(m.id, e)),
    );
  else
    renderer.sitemap(m.origin, m.file).then(
      (body) => send({ type: 'sitemap', id: m.id, body }),
      (e: unknown) => send(failed(m.id, e)),
    );
});
send({ type: 'ready' });
