// Serves the nine sites from one process, choosing the site by host name: their built files, robots.txt and
// sitemap.xml, and every other path server-rendered by the site's renderer (with the route's status: 200, 404 for
// an unknown route or slug, 503 when the API failed). An unknown host answers 404. A page the renderer could not make
// at all (a route that failed to load, a worker lost, a render past its timeout, a renderer that threw) is never a
// 404: it answers 503 with Retry-After and no-store, never cached, and the next request renders it again.
import { siteIds } from '@trophy-room/site-theme/variants';
import type { SiteId } from '@trophy-room/site-theme/variants';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { resolveSite, type parseSiteHosts } from './host-map';
import { cacheSizes } from '../plugins/response-cache';
import { identity, PageCache, type CachedPage } from './page-cache';
import { encodingFor, etagMatches, pageForms } from './page-forms';
import { pageTemplate, type PageTemplate } from './page-template';
import { injectFetch } from './inject-fetch';
import type { RenderHealth } from './render-health';
import { loadRenderers } from './renderers';
import type { SiteRenderer } from './site-renderer';
import { robotsTxt } from './robots';
import { readSiteFiles, type SiteFile, type SiteFiles } from './site-files';

export interface SitesOptions {
  /** Directory holding one build per site: <dir>/<siteId>/index.html. */
  sitesDir: string;
  /** Directory holding each site's server renderer: <dir>/<siteId>/render.mjs (none: the built shell is served). */
  ssrDir?: string;
  /** Renderers given directly (tests render from the sources); they take precedence over ssrDir's. */
  renderers?: Partial<Record<SiteId, SiteRenderer>>;
  siteHosts: ReturnType<typeof parseSiteHosts>;
  /** Each site's build files (readSiteFiles(sitesDir) unless given). */
  files?: SiteFiles;
  /** Render workers for the built renderers (default $RENDER_WORKERS, else cores − 1; 0: the main thread). */
  renderWorkers?: number;
  /** The port the local host names (localhost, <id>.localhost) are served on, for their absolute URLs. */
  localPort?: number;
  /** Where each site's failed and successful renders are counted (for /api/ready). */
  health?: RenderHealth;
}

interface Site {
  files: ReadonlyMap<string, SiteFile>;
  template?: PageTemplate;
  /** The page sent when the renderer could not make one (made once). */
  unavailablePage?: string;
  shell?: string;
  renderer?: SiteRenderer;
}

const notFoundJson = (reply: FastifyReply) =>
  reply.code(404).header('Cache-Control', 'no-store').send({ detail: 'Not found.' });

const unavailableHead =
  '<title>Temporarily unavailable | Trophy Room</title><meta name="robots" content="noindex" />';
/**
 * What a page that could not be rendered holds inside #root: a note for readers without JavaScript. With it, the
 * browser renders the page itself (no dehydrated state: mount-site renders instead of hydrating).
 */
const unavailableHtml =
  '<main id="main" class="mx-auto max-w-3xl px-4 py-16"><h1 class="text-2xl font-bold">Temporarily unavailable</h1>' +
  '<p>This page could not be prepared just now. It loads by itself in a moment; if it does not, try again in a few ' +
  'seconds.</p></main>';

/** A page or file the renderer could not make: 503 with Retry-After, stored by no one. */
const unavailable = (reply: FastifyReply, page?: string) => {
  reply.code(503).header('Cache-Control', 'no-store').header('Retry-After', '5');
  if (page) return reply.type('text/html; charset=utf-8').send(page);
  return reply.send({ detail: 'The page could not be rendered. Please try again shortly.' });
};

export async function sitesPlugin(app: FastifyInstance, opts: SitesOptions) {
  const health = opts.health;
  const renderers = opts.ssrDir
    ? await loadRenderers(app, opts.ssrDir, opts.renderWorkers, health)
    : new Map<SiteId, SiteRenderer>();
  for (const [id, renderer] of Object.entries(opts.renderers ?? {}) as [SiteId, SiteRenderer][]) {
    renderer.connectApi(injectFetch(app));
    renderers.set(id, renderer);
  }
  for (const id of renderers.keys()) health?.track(id);
  /** A render that failed: counted for readiness and logged with its cause. */
  const renderFailed = (id: SiteId, url: string, e: unknown) => {
    const reason = e instanceof Error ? e.message : String(e);
    health?.failed(id, reason);
    app.log.error({ err: e, site: id, url }, 'page could not be rendered');
  };
  const files = opts.files ?? readSiteFiles(opts.sitesDir);
  const sites = new Map<SiteId, Site>(
    siteIds.map((id) => {
      const index = join(opts.sitesDir, id, 'index.html');
      const shell = existsSync(index) ? readFileSync(index, 'utf-8') : undefined;
      const renderer = renderers.get(id);
      const template = shell && renderer ? pageTemplate(shell) : undefined;
      return [
        id,
        {
          files: files.get(id) ?? new Map<string, SiteFile>(),
          shell,
          renderer,
          template,
          unavailablePage: template?.fill({ head: unavailableHead, html: unavailableHtml, state: '' }),
        },
      ];
    }),
  );
  const pages = new PageCache();
  const pageBytes = () => pages.heldBytes;
  cacheSizes.add(pageBytes);
  app.addHook('onClose', async () => void cacheSizes.delete(pageBytes));
  /** A build file from memory: 304 on its ETag, else the form the client accepts (precompressed at build time). */
  const sendFile = (req: FastifyRequest, reply: FastifyReply, file: SiteFile) => {
    reply.headers(file.headers);
    if (etagMatches(req.headers['if-none-match'], file.etag)) return reply.code(304).send();
    const encoding = file.gzip ? encodingFor(req.headers['accept-encoding']) : undefined;
    if (encoding) return reply.header('Content-Encoding', encoding).send(file[encoding]);
    return reply.send(file.identity);
  };

  const sendPage = (req: FastifyRequest, reply: FastifyReply, page: CachedPage) => {
    if (page.location) reply.header('Location', page.location);
    // A page the API could not serve (its error state): to be asked again, like every 503 here.
    if (page.status === 503) reply.header('Retry-After', '5');
    reply.header('Cache-Control', page.cacheControl).header('ETag', page.etag);
    if (page.status === 200 && etagMatches(req.headers['if-none-match'], page.etag))
      return reply.code(304).send();
    reply.code(page.status).type(page.contentType);
    if (!page.gzip) return reply.send(page.body);
    // A stored page: the form the client accepts, as stored (the compression plugin leaves an encoded answer alone).
    reply.header('Vary', 'Accept-Encoding');
    const encoding = encodingFor(req.headers['accept-encoding']);
    if (encoding) return reply.header('Content-Encoding', encoding).send(page[encoding]);
    return reply.send(identity(page));
  };

  /** A page or generated file, from the cache or made now (a 200 is cached under its data's class). */
  const cached = async (
    key: string,
    renderer: SiteRenderer,
    make: () => Promise<{
      status: number;
      body: string;
      contentType: string;
      cacheClass: string | null;
      location?: string;
    }>,
  ): Promise<CachedPage> => {
    const hit = pages.get(key);
    if (hit) return hit;
    const { status, body, contentType, cacheClass, location } = await make();
    if (status === 200 && cacheClass) {
      const forms = await (renderer.forms?.(body) ?? pageForms(body));
      return pages.set(key, { status, body, contentType }, cacheClass, forms);
    }
    return { status, body, contentType, etag: '', cacheControl: 'no-store', location };
  };

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: async (req, reply) => {
      const resolved = resolveSite(req.headers.host, opts.siteHosts, opts.localPort);
      const path = decodeURIComponent(req.url.split('?')[0]);
      if (path.startsWith('/api/')) return notFoundJson(reply);
      if (!resolved) {
        return reply
          .code(404)
          .header('Cache-Control', 'no-store')
          .type('text/plain; charset=utf-8')
          .send('Not found: this host serves no Trophy Room site.');
      }
      const { id, origin } = resolved;
      const site = sites.get(id)!;
      const file = site.files.get(path);
      if (file) return sendFile(req, reply, file);
      if (path.startsWith('/assets/') || !site.shell) return notFoundJson(reply);
      if (path === '/robots.txt') {
        return reply
          .header('Cache-Control', 'public, max-age=3600')
          .type('text/plain; charset=utf-8')
          .send(robotsTxt(origin));
      }
      const { renderer, template } = site;
      // A site built without its renderer: the client-rendered shell (as before server rendering).
      if (!renderer || !template)
        return reply.header('Cache-Control', 'no-cache').type('text/html').send(site.shell);
      // sitemap.xml, or one of the numbered sitemaps it lists when it is an index (more than 50,000 pages).
      if (/^\/sitemap(-\d+)?\.xml$/.test(path)) {
        const page = await cached(origin + path, renderer, async () => {
          const body = await renderer.sitemap(origin, path);
          return body === null
            ? {
                status: 404,
                body: 'Not found: no such sitemap.',
                contentType: 'text/plain; charset=utf-8',
                cacheClass: null,
              }
            : { status: 200, body, contentType: 'application/xml; charset=utf-8', cacheClass: 'semiStatic' };
        }).catch((e: unknown) => void renderFailed(id, path, e));
        if (!page) return unavailable(reply);
        return sendPage(req, reply, page);
      }
      let page: CachedPage;
      try {
        page = await cached(origin + req.url, renderer, async () => {
          const r = await renderer.render(origin + req.url);
          health?.rendered(id);
          if (r.location)
            return {
              status: r.status,
              body: '',
              contentType: 'text/plain',
              cacheClass: null,
              location: r.location,
            };
          return {
            status: r.status,
            body: template.fill(r),
            contentType: 'text/html; charset=utf-8',
            cacheClass: r.cacheClass ?? 'static',
          };
        });
      } catch (e) {
        renderFailed(id, req.url, e);
        return unavailable(reply, site.unavailablePage);
      }
      return sendPage(req, reply, page);
    },
  });
}
