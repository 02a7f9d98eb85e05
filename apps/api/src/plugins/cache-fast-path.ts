// The response cache's answering side in Fastify: a cached request answered before validation, the handler and
// serialisation, with the stored bytes and the entry's own headers.
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { HIT, hitHeaders, keyOf, notModified, RAW_KEYS, type Keyed, type Marked } from './cache-keys';
import type { Entry, ResponseCache } from './response-cache';

function sendHit(req: FastifyRequest, reply: FastifyReply, cache: ResponseCache, key: string, hit: Entry) {
  (reply as Marked)[HIT] = true;
  if (req.raw.url !== undefined) cache.remember(req.raw.url, key, req.routeOptions.url!);
  if (req.headers['if-none-match'] !== undefined && notModified(req.headers['if-none-match'], hit.etag)) {
    hit.notModifiedHeaders ??= {
      'cache-control': hit.cacheControl,
      etag: hit.etag,
      'x-cache': 'HIT',
    };
    reply.code(304).headers(hit.notModifiedHeaders).send();
    return;
  }
  const ae = req.headers['accept-encoding'];
  if (hit.body.length >= 1024 && ae !== undefined && ae.includes('gzip')) {
    hit.gzipHeaders ??= { ...hitHeaders(hit), 'content-encoding': 'gzip' };
    const headers = hit.gzipHeaders;
    if (hit.gzip) reply.headers(headers).send(hit.gzip);
    else
      cache.gzipOf(key, hit).then(
        (body) => reply.headers(headers).send(body),
        (e: Error) => reply.send(e),
      );
    return;
  }
  hit.headers ??= hitHeaders(hit);
  reply.headers(hit.headers).send(hit.body);
}

type Hook = (req: FastifyRequest, reply: FastifyReply, done: () => void) => void;

/** Adds a route-level hook before (onRequest: ahead of the plugins') or after (the request guards') the others. */
function addHook(route: RouteOptions, name: 'onRequest' | 'preValidation' | 'preHandler', hook: Hook) {
  const own = ([] as unknown[]).concat(route[name] ?? []);
  route[name] = (name === 'onRequest' ? [hook, ...own] : [...own, hook]) as never;
}

/**
 * The fast path, on the routes that take part in the cache only (config.cache; GET and HEAD): a route-level onRequest
 * hook (after the front door's security headers and rate limit) that answers a cached request at once — before
 * validation, the handler and serialisation — with the stored bytes (gzipped once), the precomputed ETag and the
 * entry's own headers, built once per entry. A miss there is looked up again after validation (preHandler), under the
 * key of the coerced parameters. Other routes (health, the sites, the docs) pay nothing for the cache.
 */
export function installCacheFastPath(app: FastifyInstance, cache: ResponseCache) {
  app.addHook('onRoute', (route) => {
    const methods = ([] as string[]).concat(route.method);
    if (!route.config?.cache || !methods.every((m) => m === 'GET' || m === 'HEAD')) return;
    const pattern = route.url;
    addHook(route, 'onRequest', (req, reply, done) => {
      if (cache.size === 0) return done();
      const key = keyOf(pattern, req);
      const hit = cache.get(key);
      if (!hit) return done();
      sendHit(req, reply, cache, key, hit);
    });
    addHook(route, 'preValidation', (req, _reply, done) => {
      (req as Keyed)[RAW_KEYS] = Object.keys((req.query ?? {}) as object);
      done();
    });
    addHook(route, 'preHandler', (req, reply, done) => {
      const key = keyOf(pattern, req, (req as Keyed)[RAW_KEYS]);
      const hit = cache.size > 0 ? cache.get(key) : undefined;
      if (!hit) return done();
      sendHit(req, reply, cache, key, hit);
    });
  });
}
