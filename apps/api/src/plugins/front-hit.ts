// The response cache's hits as the server's front path (http/front-path.ts) sends them, in front of Fastify.
import type { IncomingHttpHeaders } from 'node:http';
import type { FrontHit } from '../http/front-path';
import { hitHeaders, notModified } from './cache-keys';
import type { ResponseCache } from './response-cache';

const listOf = (headers: Record<string, string>, contentLength?: number) => {
  const list = Object.entries(headers).flat();
  if (contentLength !== undefined) list.push('content-length', String(contentLength));
  return list;
};

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
