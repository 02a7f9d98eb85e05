// Per-IP rate limit on /api/ only (site assets are never limited); generous enough that browsing never meets it.
// A root onRequest hook (installed before the response cache's fast path), so cached answers count too.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

export interface RateLimitOptions {
  /** Requests per window per IP (default $RATE_LIMIT_MAX or 600). */
  max?: number;
  timeWindow?: string | number;
}

export async function installRateLimit(app: FastifyInstance, opts: RateLimitOptions = {}) {
  await app.register(rateLimit, {
    global: false,
    max: opts.max ?? Number(process.env.RATE_LIMIT_MAX ?? 600),
    timeWindow: opts.timeWindow ?? '1 minute',
    allowList: (req) => !req.url.startsWith('/api/'),
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      detail: `Too many requests: limit ${ctx.max} per ${ctx.after}. Please slow down.`,
    }),
  });
  app.addHook('onRequest', app.rateLimit());
}
