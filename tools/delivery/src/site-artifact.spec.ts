// A site's artifact from a small hand-made build: static files with their cache rules, the renderer, the manifest.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { writeSiteArtifact } from './site-artifact';

const root = mkdtempSync(join(tmpdir(), 'site-artifact-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const put = (path: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), path);
};
['dist/apps/nfl/index.html', 'dist/apps/nfl/favicon.svg', 'dist/apps/nfl/assets/index-abc123.js'].forEach(
  put,
);
put('dist/ssr/nfl/render.mjs');

const manifest = writeSiteArtifact({ root, site: 'nfl', version: 'v1', hostNames: ['football.example.com'] });
const out = join(root, 'dist/deploy/nfl');

it('marks hashed assets immutable and revalidates HTML and the other files', () => {
  expect(readFileSync(join(out, 'static/_headers'), 'utf-8')).toBe(
    [
      '/assets/index-abc123.js',
      '  Cache-Control: public, max-age=31536000, immutable',
      '/favicon.svg',
      '  Cache-Control: public, max-age=0, must-revalidate',
      '/index.html',
      '  Cache-Control: public, max-age=0, must-revalidate',
      '',
    ].join('\n'),
  );
});

it('carries the renderer and tells the server which hosts to serve it for', () => {
  expect(readFileSync(join(out, 'renderer/render.mjs'), 'utf-8')).toBe('dist/ssr/nfl/render.mjs');
  expect(JSON.parse(readFileSync(join(out, 'manifest.json'), 'utf-8'))).toEqual(manifest);
  expect(manifest).toMatchObject({
    site: 'nfl',
    version: 'v1',
    hosts: ['football.example.com', 'nfl.localhost'],
    siteHosts: 'nfl=football.example.com',
    renderer: { entry: 'renderer/render.mjs' },
    static: { shell: 'static/index.html' },
  });
});

it('refuses to write an artifact without a build', () => {
  expect(() => writeSiteArtifact({ root, site: 'nba', version: 'v1', hostNames: [] })).toThrow(
    /nx build nba/,
  );
});
