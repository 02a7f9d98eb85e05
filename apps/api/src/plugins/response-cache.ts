// HTTP caching for the API: Cache-Control per cache class (static, semi-static, dynamic, realtime), a strong ETag with 304s, and an in-memory
// response cache keyed by the route and its validated parameters (never the raw URL: spellings of the same request
// share an entry, and nothing a client adds can mint new ones). Data changes only on import, so the loader calls
// clearResponseCaches().
import { createHash } from 'node:crypto';
import { gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export type CacheClassName = 'static' | 'semiStatic' | 'dynamic' | 'realtime';
/** A route's class, fixed or chosen per request (e.g. past vs current standings). */
export type CachePolicy = CacheClassName | ((req: FastifyRequest) => CacheClassName);

declare module 'fastify' {
  interface FastifyContextConfig {
    cache?: CachePolicy;
  }
  interface FastifyInstance {
    responseCache: ResponseCache;
  }
}

/** Seconds fresh / stale-while-revalidate, mirroring the client's cache classes. */
export const cacheSeconds: Record<CacheClassName, [maxAge: number, swr: number]> = {
  static: [86400, 7 * 86400],
  semiStatic: [4 * 3600, 86400],
  dynamic: [15 * 60, 3600],
  realtime: [30, 300],
};

export const cacheControl = (c: CacheClassName) =>
  `public, max-age=${cacheSeconds[c][0]}, stale-while-revalidate=${cacheSeconds[c][1]}`;

interface Entry {
  /**
   * The answer as bytes (UTF-8), the only form of its text kept: a Buffer lives outside the V8 heap, so a full cache
   * neither grows the heap the collector walks nor lengthens its pauses, and the bound counts real bytes.
   */
  body: Buffer;
  etag: string;
  cacheControl: string;
  contentType: string;
  expires: number;
  /** The body gzipped once, on the first hit from a client that accepts gzip (every browser); counted in the bound. */
  gzip?: Buffer;
  /** The gzip form while it is being made. */
  gzipping?: Promise<Buffer>;
  /** Every header of a hit (security headers included), built once per variant: identity, gzip, 304. */
  headers?: Record<string, string>;
  gzipHeaders?: Record<string, string>;
  notModifiedHeaders?: Record<string, string>;
}

/** A size in MB from the environment (e.g. RESPONSE_CACHE_MB), in bytes; `dflt` when unset or not a number. */
export const megabytesFrom = (value: string | undefined, dflt: number) =>
  (value && Number.isFinite(Number(value)) && Number(value) > 0 ? Number(value) : dflt) * 1024 * 1024;

const bytesOf = (e: Entry) => e.body.length + (e.gzip?.length ?? 0);

/**
 * A bounded LRU of serialised responses: by entry count and by the bytes of the bodies and their gzip forms
 * ($RESPONSE_CACHE_MB, default 128), held off the V8 heap.
 */
export class ResponseCache {
  private map = new Map<string, Entry>();
  private bytes = 0;
  constructor(
    readonly maxEntries = 5000,
    readonly maxBytes = megabytesFrom(process.env.RESPONSE_CACHE_MB, 128),
  ) {}
  get size() {
    return this.map.size;
  }
  get(key: string, now = Date.now()): Entry | undefined {
    const e = this.map.get(key);
    if (!e) return undefined;
    this.map.delete(key);
    if (e.expires <= now) {
      this.bytes -= bytesOf(e);
      return undefined;
    }
    this.map.set(key, e);
    return e;
  }
  set(key: string, e: Entry) {
    const old = this.map.get(key);
    if (old) {
      this.bytes -= bytesOf(old);
      this.map.delete(key);
    }
    if (e.body.length > this.maxBytes / 8) return;
    this.map.set(key, e);
    this.bytes += bytesOf(e);
    this.evict();
  }
  /**
   * An entry's gzip form, made once, in libuv's thread pool (a large answer would hold the main thread for tens of
   * milliseconds: every other request, /api/health included, would wait); hits that come meanwhile share the one
   * compression. The entry was just returned by get(), so it is held and its gzip bytes count in the bound — unless it
   * left the cache before the compression ended.
   */
  gzipOf(key: string, e: Entry): Promise<Buffer> {
    if (e.gzip) return Promise.resolve(e.gzip);
    e.gzipping ??= new Promise<Buffer>((resolve, reject) =>
      gzip(e.body, { level: 6 }, (err, out) => (err ? reject(err) : resolve(out))),
    ).then((out) => {
      e.gzipping = undefined;
      if (this.map.get(key) !== e) return out;
      e.gzip = out;
      this.bytes += out.length;
      this.evict();
      return out;
    });
    return e.gzipping;
  }
  private evict() {
    for (const [k, v] of this.map) {
      if (this.map.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.map.delete(k);
      this.bytes -= bytesOf(v);
    }
  }
  clear() {
    this.map.clear();
    this.bytes = 0;
  }
  /** The bytes held: bodies and their gzip forms (what the bound counts). */
  heldBytes(): number {
    return this.bytes;
  }
}

/**
 * Bytes held by the caches of this process, for the soak benchmark's figures (bench/soak-server.mjs reads it: the
 * benchmark only sees the built bundle): each cache registers a function that tells its size.
 */
export const cacheSizes = ((globalThis as Record<symbol, unknown>)[Symbol.for('trophy-room.cache-sizes')] ??=
  new Set<() => number>()) as Set<() => number>;

const allCaches = new Set<ResponseCache>();
const clearHooks = new Set<() => void>();

/** Registers something else derived from the data (memoised counts, lookups) to forget on clear. */
export function onCacheClear(fn: () => void) {
  clearHooks.add(fn);
}

/** Empties every response cache (and memo) in this process: call after importing a dataset. */
export function clearResponseCaches() {
  for (const c of allCaches) c.clear();
  for (const fn of clearHooks) fn();
}

const etagOf = (payload: string) =>
  `"${createHash('sha1').update(payload).digest('base64url').slice(0, 22)}"`;

function notModified(req: FastifyRequest, etag: string): boolean {
  const inm = req.headers['if-none-match'];
  if (!inm) return false;
  return inm === '*' || inm.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}

function policyOf(req: FastifyRequest): CacheClassName | undefined {
  const p = req.routeOptions.config.cache;
  return typeof p === 'function' ? p(req) : p;
}

const HIT = Symbol('cache-hit');
const RAW_KEYS = Symbol('raw-query-keys');
type Marked = FastifyReply & { [HIT]?: boolean };
type Keyed = FastifyRequest & { [RAW_KEYS]?: string[] };

const canon = (o: unknown, keys?: string[]) =>
  Object.entries((o ?? {}) as Record<string, unknown>)
    .filter(([k]) => !keys || keys.includes(k))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${Array.isArray(v) ? JSON.stringify(v.map(String)) : String(v)}`)
    .join('&');

/**
 * The cache key: route pattern, path parameters and the query parameters the client sent (not the defaults
 * validation adds), values as strings. Before validation the raw values give the same key for the usual spelling;
 * after it, the coerced ones do for every spelling (`season=02024` → `season=2024`).
 */
function keyOf(req: FastifyRequest, keys?: string[]): string | undefined {
  const route = req.routeOptions.url;
  return route === undefined ? undefined : `${route}?${canon(req.params)}?${canon(req.query, keys)}`;
}

function sendHit(
  req: FastifyRequest,
  reply: FastifyReply,
  cache: ResponseCache,
  key: string,
  hit: Entry,
  security: Readonly<Record<string, string>>,
) {
  (reply as Marked)[HIT] = true;
  if (req.headers['if-none-match'] !== undefined && notModified(req, hit.etag)) {
    hit.notModifiedHeaders ??= {
      ...security,
      'cache-control': hit.cacheControl,
      etag: hit.etag,
      'x-cache': 'HIT',
    };
    reply.code(304).headers(hit.notModifiedHeaders).send();
    return;
  }
  const ae = req.headers['accept-encoding'];
  if (hit.body.length >= 1024 && ae !== undefined && ae.includes('gzip')) {
    hit.gzipHeaders ??= { ...hitHeaders(hit, security), 'content-encoding': 'gzip' };
    const headers = hit.gzipHeaders;
    if (hit.gzip) reply.headers(headers).send(hit.gzip);
    else
      cache.gzipOf(key, hit).then(
        (body) => reply.headers(headers).send(body),
        (e: Error) => reply.send(e),
      );
    return;
  }
  hit.headers ??= hitHeaders(hit, security);
  reply.headers(hit.headers).send(hit.body);
}

/**
 * The fast path: a root onRequest hook (after the rate limit, before every other hook) that answers a cached request
 * at once — before validation, the handler and serialisation — with the stored bytes (gzipped once), the precomputed
 * ETag and a header set built once per entry (security headers included, as the security hook is skipped). A miss
 * there is looked up again after validation (preHandler), under the key of the coerced parameters.
 */
export function installCacheFastPath(
  app: FastifyInstance,
  cache: ResponseCache,
  security: Readonly<Record<string, string>>,
) {
  const cacheable = (req: FastifyRequest) =>
    (req.method === 'GET' || req.method === 'HEAD') && cache.size > 0 && req.routeOptions.config.cache;
  app.addHook('onRequest', (req, reply, done) => {
    const key = cacheable(req) ? keyOf(req) : undefined;
    const hit = key === undefined ? undefined : cache.get(key);
    if (key === undefined || !hit) return done();
    sendHit(req, reply, cache, key, hit, security);
  });
  app.addHook('preValidation', (req, _reply, done) => {
    (req as Keyed)[RAW_KEYS] = Object.keys((req.query ?? {}) as object);
    done();
  });
  app.addHook('preHandler', (req, reply, done) => {
    const key = cacheable(req) ? keyOf(req, (req as Keyed)[RAW_KEYS]) : undefined;
    const hit = key === undefined ? undefined : cache.get(key);
    if (key === undefined || !hit) return done();
    sendHit(req, reply, cache, key, hit, security);
  });
}

const hitHeaders = (hit: Entry, security: Readonly<Record<string, string>>): Record<string, string> => ({
  ...security,
  'cache-control': hit.cacheControl,
  etag: hit.etag,
  'x-cache': 'HIT',
  'content-type': hit.contentType,
  vary: 'Accept-Encoding',
});

/** Installs the storing side in the API's scope (only routes with config.cache take part); hits take the fast path. */
export function installResponseCache(app: FastifyInstance, cache: ResponseCache) {
  allCaches.add(cache);
  const size = () => cache.heldBytes();
  cacheSizes.add(size);
  app.addHook('onClose', async () => {
    allCaches.delete(cache);
    cacheSizes.delete(size);
  });
  app.decorate('responseCache', cache);

  app.addHook('onSend', async (req, reply, payload) => {
    if ((reply as Marked)[HIT] || (req.method !== 'GET' && req.method !== 'HEAD')) return payload;
    const cls = reply.statusCode === 200 ? policyOf(req) : undefined;
    if (!cls) {
      if (reply.statusCode >= 400) reply.header('Cache-Control', 'no-store');
      return payload;
    }
    if (typeof payload !== 'string') return payload;
    const etag = etagOf(payload);
    const cc = cacheControl(cls);
    const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
    const key = keyOf(req, (req as Keyed)[RAW_KEYS]);
    if (key !== undefined)
      cache.set(key, {
        body: Buffer.from(payload),
        etag,
        cacheControl: cc,
        contentType,
        expires: Date.now() + cacheSeconds[cls][0] * 1000,
      });
    reply.header('Cache-Control', cc).header('ETag', etag).header('X-Cache', 'MISS');
    if (notModified(req, etag)) {
      reply.code(304);
      return '';
    }
    return payload;
  });
}
