import Fastify, { type FastifyInstance } from 'fastify';
import { apiPlugin } from './api';
import type { ApiDb } from './plugins/db';
import { installErrorHandling } from './plugins/errors';
import { installOpenApi } from './plugins/openapi';
import { installRateLimit, type RateLimitOptions } from './plugins/rate-limit';
import { installCacheFastPath, ResponseCache } from './plugins/response-cache';
import { installSecurity, securityHeaders } from './plugins/security';
import { parseSiteHosts } from './sites/host-map';
import { sitesPlugin } from './sites/sites-plugin';

export interface AppOptions {
  sitesDir: string;
  siteHosts?: string;
  logger?: boolean;
  /** The database the API reads (createDb() from @trophy-room/db); without it only the sites are served. */
  db?: ApiDb;
  /** The server's clock (tests pin "today"). */
  now?: () => Date;
  /** false turns rate limiting off (the benchmark); default 600 requests/min per IP on /api/. */
  rateLimit?: RateLimitOptions | false;
  cache?: ResponseCache;
  queryTimeoutMs?: number;
}

/** The one server: the API (under /api) and the nine sites, chosen by host name. */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? false,
    trustProxy: true,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });
  installErrorHandling(app);
  // Root onRequest hooks run in this order: rate limit (counts every /api request), the response cache's fast path
  // (answers cached URLs with stored bytes and precomputed headers), then the static security headers.
  if (opts.rateLimit !== false) await installRateLimit(app, opts.rateLimit);
  const security = securityHeaders();
  const cache = opts.db ? (opts.cache ?? new ResponseCache()) : undefined;
  if (cache) installCacheFastPath(app, cache, security);
  await installSecurity(app, security);
  await installOpenApi(app);
  if (opts.db) {
    await app.register(apiPlugin, { prefix: '/api', db: opts.db, now: opts.now, cache, queryTimeoutMs: opts.queryTimeoutMs });
  }
  // Last: the sites' catch-all (GET/HEAD /*) only answers what no API route matched.
  await app.register(sitesPlugin, { sitesDir: opts.sitesDir, siteHosts: parseSiteHosts(opts.siteHosts) });
  return app;
}
