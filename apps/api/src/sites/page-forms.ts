// A cacheable page as it goes on the wire: its ETag and its gzip and Brotli forms, made once when the page is stored
// (in a render worker when there is a pool), so a cache hit sends stored bytes and compresses nothing.
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface PageForms {
  etag: string;
  gzip: Uint8Array;
  br: Uint8Array;
}

export const etagOf = (body: string) =>
  `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;

/**
 * Brotli at quality 6 and gzip at level 6: once per stored page, a few ms of a 150 KB page (quality 11 would be ~40×
 * the time for a few per cent fewer bytes).
 */
export function pageForms(body: string): PageForms {
  const bytes = Buffer.from(body);
  return {
    etag: etagOf(body),
    gzip: gzipSync(bytes, { level: 6 }),
    br: brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 6,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  };
}

/** Whether an If-None-Match header names this ETag (weak or strong, or `*`). */
export const etagMatches = (ifNoneMatch: string | undefined, etag: string) =>
  ifNoneMatch !== undefined &&
  (ifNoneMatch === '*' || ifNoneMatch.split(',').some((t) => t.trim().replace(/^W\//, '') === etag));

/** Answers for the Accept-Encoding values seen (browsers send a handful of them), so a request parses none. */
const chosen = new Map<string, 'br' | 'gzip' | undefined>();

/** The stored form a request's Accept-Encoding takes: br, then gzip, else none (identity); `q=0` refuses. */
export function encodingFor(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  if (!acceptEncoding) return undefined;
  if (chosen.has(acceptEncoding)) return chosen.get(acceptEncoding);
  const encoding = parseAcceptEncoding(acceptEncoding);
  if (chosen.size < 256) chosen.set(acceptEncoding, encoding);
  return encoding;
}

function parseAcceptEncoding(acceptEncoding: string): 'br' | 'gzip' | undefined {
  const q: Record<string, boolean> = {};
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const weight = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    q[name === 'x-gzip' ? 'gzip' : name] = !weight || Number(weight.slice(2)) > 0;
  }
  const accepts = (name: string) => q[name] ?? q['*'] ?? false;
  return accepts('br') ? 'br' : accepts('gzip') ? 'gzip' : undefined;
}
