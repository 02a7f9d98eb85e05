// Test helper: the app over the fixture database with the given sites' renderers taken from the apps' sources (what
// `vite build --ssr` bundles), each site's build reduced to a minimal index.html and an icon, so pages render without
// a build.
import type { FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { AppOptions } from '../app';
import { buildTestApp } from '../testing/test-app';
import type { SiteRenderer } from './site-renderer';

const repo = resolve(import.meta.dirname, '../../../..');

export const minimalTemplate = (id: string) => `<!doctype html>
<html lang="en"><head><!--page-head--><title>${id}</title><!--/page-head--><script type="module" src="/assets/app.js"></script></head>
<body><div id="root"></div></body></html>`;

/** A site's server renderer, from apps/<id>/src/server.tsx. */
export async function rendererOf(id: string): Promise<SiteRenderer> {
  const entry = join(repo, 'apps', id, 'src/server.tsx');
  return ((await import(/* @vite-ignore */ entry)) as { renderer: SiteRenderer }).renderer;
}

export async function renderingApp(ids: string[], opts: Partial<AppOptions> = {}): Promise<FastifyInstance> {
  const dir = mkdtempSync(join(tmpdir(), 'ssr-'));
  const renderers: Record<string, SiteRenderer> = {};
  for (const id of ids) {
    mkdirSync(join(dir, id), { recursive: true });
    writeFileSync(join(dir, id, 'index.html'), minimalTemplate(id));
    writeFileSync(join(dir, id, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    renderers[id] = await rendererOf(id);
  }
  return buildTestApp({ sitesDir: dir, renderers, ...opts });
}
