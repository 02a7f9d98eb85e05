// The files of each site's build a browser may fetch (not index.html: pages are rendered; nothing under a dot
// folder), read once at start and held as they go on the wire: the bytes, the gzip and Brotli forms the build made
// beside them (tools/vite/precompress.ts; made here once when a build lacks them), the ETag and the headers. The
// sites plugin sends the form a request accepts; the rate limit leaves these paths out (a page's assets are not what
// a visitor is limited on; the page is).
import { siteIds, type SiteId } from '@trophy-room/site-theme/variants';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const contentTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
};
const compressible = /\.(js|mjs|css|svg|json|webmanifest|txt|xml|html)$/;
const precompressedSibling = /\.(gz|br)$/;

export interface SiteFile {
  etag: string;
  /** Every header of a 200 but Content-Encoding (a 304 sends the same). */
  headers: Readonly<Record<string, string>>;
  identity: Buffer;
  gzip?: Buffer;
  br?: Buffer;
}

/** Hashed build output never changes under its name: cached for a year; anything else revalidates. */
const cacheControlOf = (path: string) =>
  path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';

function compressedForms(file: string, bytes: Buffer): Pick<SiteFile, 'gzip' | 'br'> {
  if (!compressible.test(file) || bytes.length < 1024) return {};
  const sibling = (ext: string) => (existsSync(file + ext) ? readFileSync(file + ext) : undefined);
  return {
    gzip: sibling('.gz') ?? gzipSync(bytes, { level: 9 }),
    br: sibling('.br') ?? brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
  };
}

function readFile(file: string, path: string): SiteFile {
  const identity = readFileSync(file);
  const forms = compressedForms(file, identity);
  const etag = `"${createHash('sha1').update(identity).digest('base64url').slice(0, 22)}"`;
  return {
    etag,
    identity,
    ...forms,
    headers: Object.freeze({
      'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
      'cache-control': cacheControlOf(path),
      etag,
      ...(forms.gzip ? { vary: 'Accept-Encoding' } : {}),
    }),
  };
}

function readSite(dir: string): Map<string, SiteFile> {
  const out = new Map<string, SiteFile>();
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      if (name.startsWith('.') || precompressedSibling.test(name)) continue;
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else {
        const path = '/' + relative(dir, p).split('\\').join('/');
        if (path !== '/index.html') out.set(path, readFile(p, path));
      }
    }
  };
  if (existsSync(dir)) walk(dir);
  return out;
}

export type SiteFiles = ReadonlyMap<SiteId, ReadonlyMap<string, SiteFile>>;

/** Each site's files, by path (`/assets/index-1a2b.js`, `/favicon.svg`), read into memory. */
export const readSiteFiles = (sitesDir: string): SiteFiles =>
  new Map(siteIds.map((id) => [id, readSite(join(sitesDir, id))]));

/** Whether a (decoded) path is a file of any site's build (one set of every site's paths, made once). */
export function siteFilePaths(files: SiteFiles): (path: string) => boolean {
  const all = new Set([...files.values()].flatMap((site) => [...site.keys()]));
  return (path) => all.has(path);
}
