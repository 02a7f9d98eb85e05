// A site's deploy artifact, dist/deploy/<site>: static/ (the browser build with its `_headers` cache rules, for the
// CDN), renderer/ (the server renderer, render.mjs) and manifest.json (what the server must serve for that host).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cacheControlFor, headersFile } from './cache-headers';
import { copyBuilt, listFiles } from './files';

export interface SiteManifest {
  site: string;
  version: string;
  /** Host names the server answers with this site (SITE_HOSTS="<site>=<host>" for the production ones). */
  hosts: string[];
  siteHosts: string;
  static: { dir: 'static'; shell: 'static/index.html'; files: Record<string, string> };
  renderer: { dir: 'renderer'; entry: 'renderer/render.mjs' };
}

export function writeSiteArtifact(opts: {
  root: string;
  site: string;
  version: string;
  hostNames: string[];
}) {
  const { root, site } = opts;
  const out = join(root, 'dist/deploy', site);
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  copyBuilt(join(root, 'dist/apps', site), join(out, 'static'), `nx build ${site}`);
  copyBuilt(join(root, 'dist/ssr', site), join(out, 'renderer'), `nx build ${site}`);
  const files = listFiles(join(out, 'static'));
  writeFileSync(join(out, 'static/_headers'), headersFile(files));
  const manifest: SiteManifest = {
    site,
    version: opts.version,
    hosts: [...opts.hostNames, ...(site === 'hub' ? ['localhost', 'hub.localhost'] : [`${site}.localhost`])],
    siteHosts: opts.hostNames.map((h) => `${site}=${h}`).join(','),
    static: {
      dir: 'static',
      shell: 'static/index.html',
      files: Object.fromEntries(files.map((f) => [f, cacheControlFor(f)])),
    },
    renderer: { dir: 'renderer', entry: 'renderer/render.mjs' },
  };
  writeFileSync(join(out, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n');
  return manifest;
}
