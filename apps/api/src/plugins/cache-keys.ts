// What the response cache's storing and answering sides share: the entry key of a request, the marks a request and
// its reply carry between hooks, the If-None-Match test and the headers of a hit.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Entry } from './response-cache';

export function notModified(inm: string | undefined, etag: string): boolean {
  if (!inm) return false;
  return inm === '*' || inm.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}

export const HIT = Symbol('cache-hit');
export const RAW_KEYS = Symbol('raw-query-keys');
export type Marked = FastifyReply & { [HIT]?: boolean };
export type Keyed = FastifyRequest & { [RAW_KEYS]?: string[] };

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
export const keyOf = (route: string, req: FastifyRequest, keys?: string[]) =>
  `${route}?${canon(req.params)}?${canon(req.query, keys)}`;

export const hitHeaders = (hit: Entry): Record<string, string> => ({
  'cache-control': hit.cacheControl,
  etag: hit.etag,
  'x-cache': 'HIT',
  'content-type': hit.contentType,
  vary: 'Accept-Encoding',
});
