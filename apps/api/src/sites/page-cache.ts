// Rendered pages, cached with the cache class of the data they show (the shortest-lived of their queries) for the
// same time the API caches that data; dropped with the API's caches when a dataset is imported.
import { createHash } from 'node:crypto';
import {
  cacheSeconds,
  megabytesFrom,
  onCacheClear,
  ResponseCache,
  type CacheClassName,
} from '../plugins/response-cache';

export interface CachedPage {
  status: number;
  body: string;
  etag: string;
  cacheControl: string;
  contentType: string;
  /** A moved page's new path (301). */
  location?: string;
}

const serverClasses = Object.keys(cacheSeconds) as CacheClassName[];

/**
 * Browsers revalidate a page every time (max-age=0 with an ETag: a cached page answers 304), so a new build's pages,
 * which name new asset files, are never held back; shared caches (CDNs) may keep it for the class's time.
 */
export const pageCacheControl = (cls: CacheClassName) =>
  `public, max-age=0, s-maxage=${cacheSeconds[cls][0]}, stale-while-revalidate=${cacheSeconds[cls][1]}`;

export const etagOf = (body: string) =>
  `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;

export class PageCache {
  /** At most 2,000 pages and $PAGE_CACHE_MB (default 64) of them. */
  private cache = new ResponseCache(2000, megabytesFrom(process.env.PAGE_CACHE_MB, 64));
  constructor() {
    onCacheClear(() => this.cache.clear());
  }
  get(key: string): CachedPage | undefined {
    const e = this.cache.get(key);
    return (
      e && {
        status: 200,
        body: e.payload,
        etag: e.etag,
        cacheControl: e.cacheControl,
        contentType: e.contentType,
      }
    );
  }
  /** Stores a page under its data's class; a class the server does not cache (user) is not stored. */
  set(key: string, page: Omit<CachedPage, 'cacheControl' | 'etag'>, cls: string): CachedPage {
    const etag = etagOf(page.body);
    if (!(serverClasses as string[]).includes(cls)) return { ...page, etag, cacheControl: 'no-cache' };
    const c = cls as CacheClassName;
    const cacheControl = pageCacheControl(c);
    this.cache.set(key, {
      payload: page.body,
      etag,
      cacheControl,
      contentType: page.contentType,
      expires: Date.now() + cacheSeconds[c][0] * 1000,
    });
    return { ...page, etag, cacheControl };
  }
}
