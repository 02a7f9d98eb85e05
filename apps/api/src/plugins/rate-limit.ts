// Per-IP rate limit on the API and the sites' pages (a page render runs the database queries its data needs), one
// count per client; the sites' built files (scripts, styles, icons) and the server renderer's own API calls are not
// counted. Generous enough that browsing never meets it. A root onRequest hook (installed before the response
// cache's fast path), so cached answers count too. Whether a request is an API request is decided on the path as
// routed (percent-decoded; absolute-form targets are reduced to their path by the server's rewriteUrl), so
// `/%61pi/...` counts like `/api/...`. The client is req.ip: the socket's address unless TRUST_PROXY says which
// proxies may set X-Forwarded-For.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isInternalRequest } from '../sites/internal-request';

export interface RateLimitOptions {
  /** Requests per window per IP (default $RATE_LIMIT_MAX or 600). */
  max?: number;
  timeWindow?: string | number;
}

/** A request the limit does not count: outside /api/, and for the decoded path (a site's built file). */
export type RateLimitExempt = (path: string) => boolean;

export async function installRateLimit(
  app: FastifyInstance,
  opts: RateLimitOptions = {},
  exempt: RateLimitExempt = () => false,
) {
  await app.register(rateLimit, {
    global: false,
    max: opts.max ?? Number(process.env.RATE_LIMIT_MAX ?? 600),
    timeWindow: opts.timeWindow ?? '1 minute',
    allowList: (req) => isInternalRequest(req) || (!isApiRequest(req) && exempt(decodedPath(req.url))),
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      detail: `Too many requests: limit ${ctx.max} per ${ctx.after}. Please slow down.`,
    }),
  });
  app.addHook('onRequest', app.rateLimit());
}

function decodedPath(url: string): string {
  const path = url.split('?', 1)[0];
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** An API route matched, or (for the sites' catch-all and 404s) the decoded path is under /api/. */
export function isApiRequest(req: FastifyRequest): boolean {
  const route = req.routeOptions.url;
  if (route && route.startsWith('/api/')) return true;
  return decodedPath(req.url).toLowerCase().startsWith('/api');
}
