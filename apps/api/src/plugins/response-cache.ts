// The API's in-memory response cache: serialised answers keyed by the route and its validated parameters (never the
// raw URL: spellings of the same request share an entry, and nothing a client adds can mint new ones), bounded and
// held off the V8 heap. Data changes only on import, so the loader calls clearResponseCaches(). The storing side is
// cache-store.ts, the answering sides cache-fast-path.ts (in Fastify) and front-hit.ts (in front of it); the cache
// classes and their lifetimes are http/cache-class.ts.
import { gzip } from 'node:zlib';
import type { CachePolicy } from '../http/cache-class';

declare module 'fastify' {
  interface FastifyContextConfig {
    cache?: CachePolicy;
  }
  interface FastifyInstance {
    responseCache: ResponseCache;
  }
}

export interface Entry {
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
  /** Forgets the entries whose keys the test names (what an update changed); returns how many. */
  dropWhere(test: (key: string) => boolean): number {
    let n = 0;
    for (const [k, v] of this.map) {
      if (!test(k)) continue;
      this.map.delete(k);
      this.bytes -= bytesOf(v);
      n++;
    }
    return n;
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

/** The longest request target the front path remembers (a flood of long spellings costs a bounded map). */
const MAX_TARGET = 512;

/**
 * Bytes held by the caches of this process, for the soak benchmark's figures (bench/soak-server.mjs reads it: the
 * benchmark only sees the built bundle): each cache registers a function that tells its size.
 */
export const cacheSizes = ((globalThis as Record<symbol, unknown>)[Symbol.for('trophy-room.cache-sizes')] ??=
  new Set<() => number>()) as Set<() => number>;

const allCaches = new Set<ResponseCache>();
const clearHooks = new Set<() => void>();

/** Counts a cache among this process's (cleared on import, its size in the figures); returns what forgets it. */
export function trackCache(cache: ResponseCache): () => void {
  allCaches.add(cache);
  const size = () => cache.heldBytes();
  cacheSizes.add(size);
  return () => {
    allCaches.delete(cache);
    cacheSizes.delete(size);
  };
}

/** Registers something else derived from the data (memoised counts, lookups) to forget on clear. */
export function onCacheClear(fn: () => void) {
  clearHooks.add(fn);
}

const pageDropHooks = new Set<(test: (key: string) => boolean) => number>();
const changeHooks = new Set<() => void>();

/** Registers a memo of query results (counts) to forget when an update changes some of the data. */
export function onDataChange(fn: () => void) {
  changeHooks.add(fn);
}

/** Registers a page cache to drop from when an update changes some of the data (feeds/cache-drop.ts). */
export function onPageDrop(fn: (test: (key: string) => boolean) => number) {
  pageDropHooks.add(fn);
}

/**
 * Drops what an update changed, and only that: the API answers whose keys (route pattern and parameters) `api` names
 * and the pages whose keys (origin and path) `page` names. Returns how many of each.
 */
export function dropFromCaches(api: (key: string) => boolean, page: (key: string) => boolean) {
  let answers = 0;
  let pages = 0;
  for (const fn of changeHooks) fn();
  for (const c of allCaches) answers += c.dropWhere(api);
  for (const fn of pageDropHooks) pages += fn(page);
  return { answers, pages };
}

/** Empties every response cache (and memo) in this process: call after importing a dataset. */
export function clearResponseCaches() {
  for (const c of allCaches) c.clear();
  for (const fn of clearHooks) fn();
}
