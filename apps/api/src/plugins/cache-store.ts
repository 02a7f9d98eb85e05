// The response cache's storing side: each cached route's 200 answer stored with its ETag and Cache-Control (by its
// cache class), a 304 where the client holds it, and no-store on errors.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { cacheControl, cacheSeconds } from '../http/cache-class';
import { HIT, keyOf, notModified, RAW_KEYS, type Keyed, type Marked } from './cache-keys';
import { trackCache, type ResponseCache } from './response-cache';

const etagOf = (payload: Buffer) =>
  `"${createHash('sha1').update(payload).digest('base64url').slice(0, 22)}"`;

/** Installs the storing side in the API's scope (only routes with config.cache take part); hits take the fast path. */
export function installResponseCache(app: FastifyInstance, cache: ResponseCache) {
  const untrack = trackCache(cache);
  app.addHook('onClose', async () => untrack());
  app.decorate('responseCache', cache);

  app.addHook('onRoute', (route) => {
    const methods = ([] as string[]).concat(route.method);
    if (!methods.every((m) => m === 'GET' || m === 'HEAD')) return;
    const policy = route.config?.cache;
    if (!policy) {
      // A documented route outside the cache: its errors are not stored by anyone either.
      if (!(route.schema as { hide?: boolean } | undefined)?.hide) prependOnSend(route, errorsNoStore);
      return;
    }
    const pattern = route.url;
    prependOnSend(route, (req, reply, payload, done) => {
      if ((reply as Marked)[HIT]) return done(null, payload);
      const cls = reply.statusCode !== 200 ? undefined : typeof policy === 'function' ? policy(req) : policy;
      if (!cls || typeof payload !== 'string') return errorsNoStore(req, reply, payload, done);
      // The text encoded once: hashed, stored and sent as these bytes (a 600 KB list encoded three times, for the
      // hash, the store and the socket, cost a few milliseconds of each miss).
      const body = Buffer.from(payload);
      const etag = etagOf(body);
      const cc = cacheControl(cls);
      const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
      cache.set(keyOf(pattern, req, (req as Keyed)[RAW_KEYS]), {
        body,
        etag,
        cacheControl: cc,
        contentType,
        expires: Date.now() + cacheSeconds[cls][0] * 1000,
      });
      reply.header('Cache-Control', cc).header('ETag', etag).header('X-Cache', 'MISS');
      if (notModified(req.headers['if-none-match'], etag)) {
        reply.code(304);
        return done(null, '');
      }
      done(null, body);
    });
  });
}

type OnSend = (
  req: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (e: null, p: unknown) => void,
) => void;

const errorsNoStore: OnSend = (_req, reply, payload, done) => {
  if (reply.statusCode >= 400) reply.header('Cache-Control', 'no-store');
  done(null, payload);
};

/** Before the route's other onSend hooks: the store sees the serialised text, before compression. */
function prependOnSend(route: RouteOptions, hook: OnSend) {
  const own = route.onSend;
  route.onSend = (own === undefined ? [hook] : [hook, ...([] as unknown[]).concat(own)]) as never;
}
