// Rendered pages, cached with the cache class of the data they show (the shortest-lived of their queries) for the
// same time the API caches that data; dropped with the API's caches when a dataset is imported. A page is kept as it
// goes on the wire — its gzip and Brotli forms and its ETag, made once when stored (page-forms.ts) — not as text: a
// hit compresses nothing, a 304 touches no body, and the bound counts the bytes actually held.
import { gunzipSync } from 'node:zlib';
import { cacheSeconds, type CacheClassName } from '../http/cache-class';
import { megabytesFrom, onCacheClear, onPageDrop } from '../plugins/response-cache';
import type { PageForms } from './page-forms';

export { etagOf } from './page-forms';

export interface CachedPage {
  status: number;
  /** The text, for a page not stored (a cached one has only its compressed forms: see identity()). */
  body?: string;
  etag: string;
  cacheControl: string;
  contentType: string;
  /** A moved page's new path (301). */
  location?: string;
  /** A stored page's compressed forms (Buffers over the bytes made once: a hit sends them as they are). */
  gzip?: Buffer;
  br?: Buffer;
}

/** A page's uncompressed bytes (a client that accepts neither gzip nor Brotli: rare, so made on demand). */
export const identity = (page: CachedPage): string | Buffer => page.body ?? gunzipSync(page.gzip!);

/** A Buffer over the same bytes (forms made in a worker arrive as plain Uint8Arrays). */
const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

const serverClasses = Object.keys(cacheSeconds) as CacheClassName[];

/**
 * Browsers revalidate a page every time (max-age=0 with an ETag: a cached page answers 304), so a new build's pages,
 * which name new asset files, are never held back; shared caches (CDNs) may keep it for the class's time.
 */
export const pageCacheControl = (cls: CacheClassName) =>
  `public, max-age=0, s-maxage=${cacheSeconds[cls][0]}, stale-while-revalidate=${cacheSeconds[cls][1]}`;

interface Entry {
  page: CachedPage;
  bytes: number;
  expires: number;
}

export class PageCache {
  private map = new Map<string, Entry>();
  private bytes = 0;
  /** At most 2,000 pages and $PAGE_CACHE_MB (default 64) of their compressed forms. */
  constructor(
    readonly maxEntries = 2000,
    readonly maxBytes = megabytesFrom(process.env.PAGE_CACHE_MB, 64),
  ) {
    onCacheClear(() => this.clear());
    onPageDrop((test) => this.dropWhere(test));
  }
  get size() {
    return this.map.size;
  }
  /** The bytes of the forms held (what the bound counts). */
  get heldBytes() {
    return this.bytes;
  }
  get(key: string, now = Date.now()): CachedPage | undefined {
    const e = this.map.get(key);
    if (!e) return undefined;
    this.map.delete(key);
    if (e.expires <= now) {
      this.bytes -= e.bytes;
      return undefined;
    }
    this.map.set(key, e);
    return e.page;
  }
  /** Stores a page under its data's class with its forms; a class the server does not cache (user) is not stored. */
  set(
    key: string,
    page: { status: number; body: string; contentType: string },
    cls: string,
    forms: PageForms,
  ): CachedPage {
    if (!(serverClasses as string[]).includes(cls))
      return { ...page, etag: forms.etag, cacheControl: 'no-cache' };
    const c = cls as CacheClassName;
    const stored: CachedPage = {
      status: 200,
      etag: forms.etag,
      cacheControl: pageCacheControl(c),
      contentType: page.contentType,
      gzip: asBuffer(forms.gzip),
      br: asBuffer(forms.br),
    };
    const old = this.map.get(key);
    if (old) {
      this.bytes -= old.bytes;
      this.map.delete(key);
    }
    const bytes = forms.gzip.byteLength + forms.br.byteLength + key.length;
    if (bytes <= this.maxBytes / 8) {
      this.map.set(key, { page: stored, bytes, expires: Date.now() + cacheSeconds[c][0] * 1000 });
      this.bytes += bytes;
      for (const [k, v] of this.map) {
        if (this.map.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
        this.map.delete(k);
        this.bytes -= v.bytes;
      }
    }
    // The answer to this request: its text too (no need to decompress what was just compressed).
    return { ...stored, body: page.body };
  }
  clear() {
    this.map.clear();
    this.bytes = 0;
  }
  /** Forgets the pages whose keys the test names (what an update changed); returns how many. */
  dropWhere(test: (key: string) => boolean): number {
    let n = 0;
    for (const [k, v] of this.map) {
      if (!test(k)) continue;
      this.map.delete(k);
      this.bytes -= v.bytes;
      n++;
    }
    return n;
  }
}
