// HTTP caching for the API: Cache-Control per cache class (static, semi-static, dynamic, realtime), a strong ETag with 304s, and an in-memory
// response cache keyed by the route and its validated parameters (never the raw URL: spellings of the same request
// share an entry, and nothing a client adds can mint new ones). Data changes only on import, so the loader calls
// clearResponseCaches().
import { createHash } from 'node:crypto';
import { gzip } from 'node:zlib';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { ApiCacheClass } from '@trophy-room/contract';

/** The contract's classes an answer can have (every row of the endpoint table names one, or a rule). */
export type CacheClassName = ApiCacheClass;
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
  /** The entry's own headers of a hit (the front door sets the security headers), built once per variant. */
  headers?: Record<string, string>;
  gzipHeaders?: Record<string, string>;
  notModifiedHeaders?: Record<string, string>;
  /** The same as name-value lists with their Content-Length, for the server's front path (frontHit). */
  frontHeaders?: string[];
  frontGzipHeaders?: string[];
}

/** A request target Fastify answered from the cache: its entry's key and its route, for the front path. */
interface Known {
  key: string;
  route: string;
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
  /** The targets answered from the cache (bounded: emptied when full), by their exact spelling. */
  private targets = new Map<string, Known>();
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
    this.targets.clear();
    this.bytes = 0;
  }
  /** Remembers that this request target is answered by this entry of this route (a short target only). */
  remember(url: string, key: string, route: string) {
    if (url.length > MAX_TARGET || this.targets.get(url)?.key === key) return;
    if (this.targets.size >= this.maxEntries * 2) this.targets.clear();
    this.targets.set(url, { key, route });
  }
  /** The entry and route a target was answered by, if it was and the entry is still held. */
  known(url: string): [Entry, string] | undefined {
    const known = this.targets.get(url);
    const hit = known && this.get(known.key);
    return hit ? [hit, known.route] : undefined;
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

function notModified(inm: string | undefined, etag: string): boolean {
  if (!inm) return false;
  return inm === '*' || inm.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}

/** The longest request target the front path remembers (a flood of long spellings costs a bounded map). */
const MAX_TARGET = 512;

const HIT = Symbol('cache-hit');
const RAW_KEYS = Symbol('raw-query-keys');
type Marked = FastifyReply & { [HIT]?: boolean };
type Keyed = FastifyRequest & { [RAW_KEYS]?: string[] };

/** `k=v&…` in key order (one string built, no arrays of pairs: it runs on every cached request). */
const canon = (o: unknown, keys?: string[]) => {
  if (!o) return '';
  let out = '';
  for (const k of Object.keys(o).sort()) {
    if (keys && !keys.includes(k)) continue;
    const v = (o as Record<string, unknown>)[k];
    out += `${out === '' ? '' : '&'}${k}=${Array.isArray(v) ? JSON.stringify(v.map(String)) : String(v)}`;
  }
  return out;
};

/**
 * The cache key: route pattern, path parameters and the query parameters the client sent (not the defaults
 * validation adds), values as strings. Before validation the raw values give the same key for the usual spelling;
 * after it, the coerced ones do for every spelling (`season=02024` → `season=2024`).
 */
const keyOf = (route: string, req: FastifyRequest, keys?: string[]) =>
  `${route}?${canon(req.params)}?${canon(req.query, keys)}`;

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

const hitHeaders = (hit: Entry): Record<string, string> => ({
  'cache-control': hit.cacheControl,
  etag: hit.etag,
  'x-cache': 'HIT',
  'content-type': hit.contentType,
  vary: 'Accept-Encoding',
});

const listOf = (headers: Record<string, string>, contentLength?: number) => {
  const list = Object.entries(headers).flat();
  if (contentLength !== undefined) list.push('content-length', String(contentLength));
  return list;
};

/** A hit as the server's front path sends it: status, the entry's headers (name, value, …), the body (none: HEAD). */
export interface FrontHit {
  route: string;
  status: number;
  headers: string[];
  body?: Buffer;
}

/**
 * The answer sendHit gives, with the headers Fastify adds to it (Content-Length; HEAD's), for a target Fastify has
 * already answered from the cache — or undefined where only Fastify's path gives it: a target not known, an entry
 * gone, a gzip form not made yet, or an answer @fastify/compress would compress per request (a large body to a
 * client that accepts an encoding but not gzip). front-path.spec.ts holds the two paths to the same bytes.
 */
export function frontHit(
  cache: ResponseCache,
  url: string,
  method: string,
  headers: IncomingHttpHeaders,
): FrontHit | undefined {
  const known = cache.known(url);
  if (!known) return undefined;
  const [hit, route] = known;
  const head = method === 'HEAD';
  if (headers['if-none-match'] !== undefined && notModified(headers['if-none-match'], hit.etag)) {
    hit.notModifiedHeaders ??= { 'cache-control': hit.cacheControl, etag: hit.etag, 'x-cache': 'HIT' };
    // Fastify's HEAD routes give an answer without a payload a Content-Length of 0.
    return { route, status: 304, headers: listOf(hit.notModifiedHeaders, head ? 0 : undefined) };
  }
  const ae = headers['accept-encoding'];
  if (hit.body.length >= 1024 && ae !== undefined) {
    if (!ae.includes('gzip') || !hit.gzip) return undefined;
    hit.gzipHeaders ??= { ...hitHeaders(hit), 'content-encoding': 'gzip' };
    hit.frontGzipHeaders ??= listOf(hit.gzipHeaders, hit.gzip.length);
    return { route, status: 200, headers: hit.frontGzipHeaders, body: head ? undefined : hit.gzip };
  }
  hit.headers ??= hitHeaders(hit);
  hit.frontHeaders ??= listOf(hit.headers, hit.body.length);
  return { route, status: 200, headers: hit.frontHeaders, body: head ? undefined : hit.body };
}

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
      const etag = etagOf(payload);
      const cc = cacheControl(cls);
      const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
      cache.set(keyOf(pattern, req, (req as Keyed)[RAW_KEYS]), {
        body: Buffer.from(payload),
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
      done(null, payload);
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
