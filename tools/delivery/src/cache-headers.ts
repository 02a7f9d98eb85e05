// The cache policy of a site's static files: Vite's hashed assets (assets/<name>-<hash>.<ext>) never change under
// their name, so browsers and the CDN keep them for a year; everything else (HTML, icons, robots.txt) is revalidated
// on every use, so a new build is seen at once and never mixes with old asset names.
export const immutable = 'public, max-age=31536000, immutable';
export const revalidate = 'public, max-age=0, must-revalidate';

export const cacheControlFor = (path: string) => (path.startsWith('/assets/') ? immutable : revalidate);

/** One rule per file, in the `_headers` format static hosts and CDNs read (path line, indented header lines). */
export function headersFile(paths: string[]): string {
  return paths.map((p) => `${p}\n  Cache-Control: ${cacheControlFor(p)}\n`).join('');
}
