// The files of each site's build a browser may fetch (not index.html: pages are rendered; nothing under a dot
// folder), listed once at start: the sites plugin serves them, and the rate limit leaves them out (a page's assets
// are not what a visitor is limited on; the page is).
import { siteIds, type SiteId } from '@trophy-room/site-theme/variants';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

function listFiles(dir: string): Set<string> {
  const out = new Set<string>();
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      if (name.startsWith('.')) continue;
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else out.add('/' + relative(dir, p).split('\\').join('/'));
    }
  };
  if (existsSync(dir)) walk(dir);
  out.delete('/index.html');
  return out;
}

export type SiteFiles = ReadonlyMap<SiteId, ReadonlySet<string>>;

/** Each site's files, by path (`/assets/index-1a2b.js`, `/favicon.svg`). */
export const listSiteFiles = (sitesDir: string): SiteFiles =>
  new Map(siteIds.map((id) => [id, listFiles(join(sitesDir, id))]));

/** Whether a (decoded) path is a file of any site's build. */
export const isSiteFile = (files: SiteFiles, path: string) =>
  [...files.values()].some((set) => set.has(path));
