// `nx run <app>:deploy` (target inferred by deploy-plugin.ts): writes dist/deploy/<app> from the app's build.
// SITE_HOST_NAMES (comma-separated, per deploy environment) are the site's production host names.
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { writeServerArtifact } from './server-artifact';
import { writeSiteArtifact } from './site-artifact';

const root = resolve(import.meta.dirname, '../../..');
const app = process.argv[2];
if (!app) throw new Error('usage: tsx tools/delivery/src/deploy.ts <app>');
const version =
  process.env.GITHUB_SHA ??
  execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf-8' }).trim();

if (app === 'api') writeServerArtifact({ root, version });
else {
  const hostNames = (process.env.SITE_HOST_NAMES ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  writeSiteArtifact({ root, site: app, version, hostNames });
}
console.log(`dist/deploy/${app} written (${version.slice(0, 12)})`);
