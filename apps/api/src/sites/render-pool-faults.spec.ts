// Faults of the render pool pass and leave nothing behind: a render worker that crashes mid-render, a render past its
// timeout, a route chunk missing from the build for a moment (a deploy race) and file descriptors run out each answer
// 503 with Retry-After and no-store while they last (never a 404, never stored), /api/ready names the failing site,
// and the same URL answers 200 within five seconds after, with no restart. The renderer is a stand-in with the built
// renderers' contract (render.mjs exporting `renderer`) that loads its route's chunk as the built one does, with a
// dynamic import of a file beside it, and throws RouteLoadError when that fails.
import type { FastifyInstance } from 'fastify';
import { spawnSync } from 'node:child_process';
import {
  closeSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../testing/test-app';
import { expectHealed, expectUnavailable } from './fault-checks';
import { minimalTemplate } from './rendering-app';

const standIn = `
import { existsSync } from 'node:fs';
let api;
const here = new URL('.', import.meta.url);
const fault = (name) => existsSync(new URL('faults/' + name, here));
/** A route's page chunk, loaded as the built renderer loads it; a failure is a RouteLoadError, as there. */
async function chunk(name) {
  try {
    return (await import(new URL(name, here).href)).default;
  } catch (e) {
    throw Object.assign(new Error('the route could not be loaded (' + e.message + ')'), { name: 'RouteLoadError' });
  }
}
export const renderer = {
  connectApi(f) { api = f; },
  async render(href) {
    const url = new URL(href);
    const res = await api('/api/core/sports/');
    if (fault('crash')) process.exit(1);
    if (fault('loop')) for (;;);
    const name = url.searchParams.get('chunk');
    const body = name ? await chunk(name) : res.status;
    return { status: 200, head: '<title>' + url.pathname + '</title>', html: '<p>' + body + '</p>', state: '', cacheClass: 'static' };
  },
  async sitemap() { return null; },
};
`;

describe('faults of the render pool', () => {
  let app: FastifyInstance;
  let dir: string;
  let n = 0;
  const ssr = () => join(dir, 'ssr', 'nfl');
  const page = (url: string) => app.inject({ url, headers: { host: 'nfl.localhost:5184' } });
  const setFault = (name: string, on: boolean) =>
    on ? writeFileSync(join(ssr(), 'faults', name), '') : rmSync(join(ssr(), 'faults', name));
  /** A chunk that imports a chunk it shares with other routes, as the build's chunks do. */
  const writeChunk = (name: string, shared: string) => {
    writeFileSync(join(ssr(), shared), `export default 'shared by ${name}';`);
    writeFileSync(join(ssr(), name), `import s from './${shared}'; export default '${name}: ' + s;`);
  };
  const ready = async () => (await app.inject({ url: '/api/ready' })).json();

  beforeAll(async () => {
    process.env.RENDER_TIMEOUT_MS = '1500';
    dir = mkdtempSync(join(tmpdir(), 'render-faults-'));
    mkdirSync(join(dir, 'apps', 'nfl'), { recursive: true });
    mkdirSync(join(ssr(), 'faults'), { recursive: true });
    writeFileSync(join(dir, 'apps', 'nfl', 'index.html'), minimalTemplate('nfl'));
    writeFileSync(join(ssr(), 'render.mjs'), standIn);
    app = await buildTestApp({ sitesDir: join(dir, 'apps'), ssrDir: join(dir, 'ssr'), renderWorkers: 1 });
  });
  afterAll(async () => {
    delete process.env.RENDER_TIMEOUT_MS;
    await app?.close();
  });

  it('a worker that crashes mid-render: 503 while it crashes, then 200', async () => {
    setFault('crash', true);
    try {
      expectUnavailable(await page('/crashing'), 'a page whose worker crashed');
    } finally {
      setFault('crash', false);
    }
    const res = await expectHealed(() => page('/crashing'), 'the page');
    expect(res.body).toContain('<p>200</p>');
  });

  it('a render past its timeout: 503 when its worker is replaced, then 200', async () => {
    setFault('loop', true);
    try {
      expectUnavailable(await page('/looping'), 'a page past its render timeout');
    } finally {
      setFault('loop', false);
    }
    await expectHealed(() => page('/looping'), 'the page');
  });

  it('a chunk missing from the build for a moment (a deploy race): 503, /api/ready names the site, then 200', async () => {
    const url = (i: number) => `/player?chunk=player-${n}.mjs&i=${i}`;
    writeChunk(`player-${n}.mjs`, `shared-${n}.mjs`);
    renameSync(join(ssr(), `shared-${n}.mjs`), join(ssr(), `shared-${n}.off`));
    try {
      for (let i = 0; i < 3; i++) expectUnavailable(await page(url(i)), 'a page whose chunk is missing');
      const report = await app.inject({ url: '/api/ready' });
      expect(report.statusCode).toBe(503);
      expect(report.json().renderers.sites.nfl).toMatchObject({ failing: true });
      expect(report.json().renderers.sites.nfl.failures_last_minute).toBeGreaterThanOrEqual(3);
    } finally {
      renameSync(join(ssr(), `shared-${n}.off`), join(ssr(), `shared-${n}.mjs`));
    }
    // Node keeps the chunk whose import failed as failed in that worker: the worker is replaced.
    const res = await expectHealed(() => page(url(0)), 'the page');
    expect(res.body).toContain(`player-${n}.mjs: shared by player-${n}.mjs`);
    expect((await ready()).renderers.sites.nfl.failing).toBe(false);
    n++;
  });

  it('file descriptors run out: 503 while they are, then 200 once they are back', async () => {
    writeChunk(`late-${n}.mjs`, `late-shared-${n}.mjs`);
    const open = () => readdirSync('/proc/self/fd').length;
    const limit = (soft: string) => {
      const r = spawnSync('prlimit', ['--pid', String(process.pid), `--nofile=${soft}:`], {
        encoding: 'utf8',
      });
      expect(r.status, r.stderr).toBe(0);
    };
    const before = spawnSync('prlimit', [
      '--pid',
      String(process.pid),
      '--nofile',
      '--raw',
      '--noheadings',
      '-o',
      'SOFT',
    ]);
    const soft = String(before.stdout).trim();
    const held: number[] = [];
    limit(String(open() + 64));
    try {
      for (;;) held.push(openSync('/dev/null', 'r'));
    } catch (e) {
      expect((e as NodeJS.ErrnoException).code).toBe('EMFILE');
    }
    try {
      expectUnavailable(await page(`/late?chunk=late-${n}.mjs`), 'a page while descriptors are out');
    } finally {
      for (const fd of held) closeSync(fd);
      limit(soft);
    }
    const res = await expectHealed(() => page(`/late?chunk=late-${n}.mjs`), 'the page');
    expect(res.body).toContain(`late-${n}.mjs: shared by late-${n}.mjs`);
    n++;
  });
});
