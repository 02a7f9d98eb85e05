// `npm run published-urls`: records every URL the sites publish — the paths in each site's sitemap.xml (and the
// numbered sitemaps of an index) — as apps/api/published-urls/<site>.txt.gz, one path a line, sorted. Run against a
// server of a release (on PORT, default 5184); the full-dataset suite (apps/api/src/sites/permalinks.spec.ts) then
// holds every later build to answering each of them with 200, or 301 to a page that answers 200.
import { mkdirSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { siteIds } from '@trophy-room/site-theme/variants';

const port = Number(process.env.PORT ?? 5184);
const out = resolve(import.meta.dirname, '../../apps/api/published-urls');
const locs = (xml: string) => [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);

/** A file of a site, by its host name (fetch would not send our Host header). */
function get(site: string, path: string): Promise<string> {
  const host = `${site === 'hub' ? 'localhost' : `${site}.localhost`}:${port}`;
  return new Promise((done, fail) =>
    httpGet({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (c: string) => (body += c));
      res.on('end', () =>
        res.statusCode === 200 ? done(body) : fail(new Error(`${site} ${path}: ${res.statusCode}`)),
      );
    }).on('error', fail),
  );
}

mkdirSync(out, { recursive: true });
for (const site of siteIds) {
  const index = await get(site, '/sitemap.xml');
  const parts = index.includes('<sitemapindex')
    ? await Promise.all(locs(index).map((u) => get(site, new URL(u).pathname)))
    : [index];
  const paths = [...new Set(parts.flatMap(locs).map((u) => new URL(u).pathname))].sort();
  writeFileSync(join(out, `${site}.txt.gz`), gzipSync(paths.join('\n') + '\n', { level: 9 }));
  console.log(`${site.padEnd(4)} ${paths.length} paths`);
}
