import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { apiPlugin } from './api';
import {
  connectionsPerClientFrom,
  defaultTimeouts,
  normaliseTarget,
  serverFactory,
  trustProxyFrom,
  type Timeouts,
  type TrustProxy,
} from './http/server-options';
import type { ApiDb } from './plugins/db';
import { installErrorHandling } from './plugins/errors';
import { clientErrorHandler, frameworkErrors } from './plugins/framework-errors';
import { installOpenApi } from './plugins/openapi';
import { installCompression } from './plugins/compression';
import { installFrontDoor } from './plugins/front-door';
import { rateLimiter, type RateLimitOptions } from './plugins/rate-limit';
import { installRequestGuards } from './plugins/request-guards';
import { installRequestLog, requestLog } from './plugins/request-log';
import { frontPath, requestIds } from './http/front-path';
import { lazySchemas, type LazySchemas } from './http/lazy-schemas';
import { installCacheFastPath } from './plugins/cache-fast-path';
import { frontHit } from './plugins/front-hit';
import { ResponseCache } from './plugins/response-cache';
import { securitySets } from './plugins/security';
import { defaultDatasetDir } from '@trophy-room/db';
import { readDataFiles } from './data-files/catalogue';
import { dataFilesPlugin } from './data-files/files-plugin';
import { parseSiteHosts } from './sites/host-map';
import { readSiteFiles, siteFilePaths } from './sites/site-files';
import { RenderHealth } from './sites/render-health';
import { sitesPlugin, type SitesOptions } from './sites/sites-plugin';

export interface AppOptions {
  sitesDir: string;
  /** The sites' server renderers (<dir>/<site>/render.mjs); without them the built shells are served. */
  ssrDir?: string;
  /** Renderers given directly, by site (tests render from the sources). */
  renderers?: SitesOptions['renderers'];
  siteHosts?: string;
  /** Structured logs (pino): false (the default, tests) or a level; the server logs one line per request. */
  logger?: false | { level: string; stream?: NodeJS.WritableStream };
  /** Proxies trusted to set X-Forwarded-For (default $TRUST_PROXY, else none): see trustProxyFrom(). */
  trustProxy?: TrustProxy;
  timeouts?: Partial<Timeouts>;
  /** Connections one client address may hold open (default $MAX_CONNECTIONS_PER_CLIENT or 100; 0: no cap). */
  connectionsPerClient?: number;
  /** The database the API reads (createDb() from @trophy-room/db); without it only the sites are served. */
  db?: ApiDb;
  /**
   * The shipped dataset directory (data/), for the files the API reads at start (source-issues.csv). The dataset's
   * files (/data/<file> and their catalogue) are served from it, or from the repository's data/ when it is not given.
   */
  datasetDir?: string;
  /** The server's clock (tests pin "today"). */
  now?: () => Date;
  /** false turns rate limiting off (the benchmark); default 600 requests/min per IP on the API and the pages. */
  rateLimit?: RateLimitOptions | false;
  cache?: ResponseCache;
  queryTimeoutMs?: number;
  /** Render workers for ssrDir's renderers (default $RENDER_WORKERS, else cores − 1, 1 to 4; 0: the main thread). */
  renderWorkers?: number;
  /** The port the local host names are served on, for the pages' absolute URLs (default 5184; main.ts: PORT). */
  localPort?: number;
  /** false: every request through Fastify, none by the front path (http/front-path.ts; its spec compares the two). */
  frontPath?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The routes' schemas, compiled on first use (http/lazy-schemas.ts). */
    routeSchemas: LazySchemas;
  }
}

/** The one server: the API (under /api) and the nine sites, chosen by host name. */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const security = securitySets();
  const files = readSiteFiles(opts.sitesDir);
  const limiter = opts.rateLimit === false ? undefined : rateLimiter(opts.rateLimit, siteFilePaths(files));
  const log = opts.logger ? requestLog(opts.logger.level, opts.logger.stream) : undefined;
  const cache = opts.db ? (opts.cache ?? new ResponseCache()) : undefined;
  const trustProxy = opts.trustProxy ?? trustProxyFrom();
  const nextId = requestIds();
  const renderHealth = new RenderHealth();
  const schemas = lazySchemas();
  // In front of Fastify: /api/health and the cache's known hits (only where the client is the socket's address).
  const front =
    cache && trustProxy === false && opts.frontPath !== false
      ? frontPath({
          security: security.api,
          limiter,
          log,
          hit: (url, method, headers) => frontHit(cache, url, method, headers),
          nextId,
        })
      : undefined;
  const app = Fastify({
    logger: opts.logger ?? false,
    genReqId: nextId,
    // Our own one line per request (plugins/request-log.ts) replaces Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Query strings: a parameter nobody declared is an error, not silently dropped (request-guards closes every
    // schema). Not Ajv's strictNumbers: with it, Infinity skips minimum/maximum (request-guards rejects non-finite).
    ajv: { customOptions: { removeAdditional: false } },
    schemaController: { compilersFactory: schemas.compilersFactory },
    rewriteUrl: normaliseTarget,
    frameworkErrors: frameworkErrors(security),
    clientErrorHandler: clientErrorHandler(security.api),
    serverFactory: serverFactory(
      { ...defaultTimeouts, ...opts.timeouts },
      opts.connectionsPerClient ?? connectionsPerClientFrom(),
      security.api,
      front,
    ),
  });
  if (front)
    app.addHook('preClose', (done) => {
      front.stop();
      done();
    });
  app.decorate('routeSchemas', schemas);
  installErrorHandling(app, security);
  installRequestGuards(app);
  if (log) installRequestLog(app, log);
  // The one root onRequest hook (security headers, Host check, rate limit: it counts every API and page request,
  // cached answers included); the response cache's fast path runs next, on the cached routes only.
  installFrontDoor(app, security, limiter);
  if (cache) installCacheFastPath(app, cache);
  await installCompression(app);
  await installOpenApi(app);
  const dataFiles = readDataFiles(opts.datasetDir ?? defaultDatasetDir());
  await app.register(dataFilesPlugin, { data: dataFiles });
  if (opts.db) {
    await app.register(apiPlugin, {
      prefix: '/api',
      db: opts.db,
      now: opts.now,
      cache,
      queryTimeoutMs: opts.queryTimeoutMs,
      datasetDir: opts.datasetDir,
      dataFiles,
      renderHealth,
    });
  }
  // Last: the sites' catch-all (GET/HEAD /*) only answers what no API route matched.
  await app.register(sitesPlugin, {
    sitesDir: opts.sitesDir,
    ssrDir: opts.ssrDir,
    renderers: opts.renderers,
    siteHosts: parseSiteHosts(opts.siteHosts),
    files,
    localPort: opts.localPort,
    renderWorkers: opts.renderWorkers,
    health: renderHealth,
  });
  return app;
}
