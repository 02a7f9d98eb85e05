// The server's deploy artifact, dist/deploy/api: server/ (the esbuild bundle), migrations/, data/ (the dataset it
// loads on first start), a package.json with its runtime dependencies and start command, and manifest.json.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { copyBuilt } from './files';

/** Where the started server finds everything, relative to the artifact (main.mjs reads these variables). */
export const serverPaths = {
  TROPHY_DATASET_DIR: 'data',
  TROPHY_MIGRATIONS_DIR: 'migrations',
  SITES_DIR: 'sites',
  SSR_DIR: 'renderers',
};

export function writeServerArtifact(opts: { root: string; version: string }) {
  const { root } = opts;
  const out = join(root, 'dist/deploy/api');
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  copyBuilt(join(root, 'dist/apps/api'), join(out, 'server'), 'nx build api');
  copyBuilt(join(root, 'libs/db/migrations'), join(out, 'migrations'), 'nothing (libs/db/migrations)');
  copyBuilt(join(root, 'data'), join(out, 'data'), 'npm run dataset');
  const workspace = JSON.parse(readFileSync(join(root, 'package.json'), 'utf-8'));
  // The server wants absolute paths: npm runs the script from the artifact's folder, $PWD.
  const env = Object.entries(serverPaths)
    .map(([k, v]) => `${k}=$PWD/${v}`)
    .join(' ');
  const pkg = {
    name: '@trophy-room/server',
    version: opts.version,
    private: true,
    type: 'module',
    engines: { node: '>=20' },
    scripts: { start: `NODE_ENV=production ${env} node server/main.mjs` },
    // The bundle leaves npm packages external; the sites' renderers (copied into renderers/) import React from here.
    dependencies: workspace.dependencies,
  };
  writeFileSync(join(out, 'package.json'), JSON.stringify(pkg, null, 2) + '\n');
  const manifest = {
    app: 'api',
    version: opts.version,
    entry: 'server/main.mjs',
    paths: serverPaths,
    install: 'npm install --omit=dev',
    start: 'npm start',
    health: { liveness: '/api/health', readiness: '/api/ready' },
  };
  writeFileSync(join(out, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n');
  return manifest;
}
