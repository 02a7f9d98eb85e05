// /data/<file> and /api/core/data-files/ over the shipped data/: the figures the page shows are the files' own (a
// downloaded file's SHA-256 is the one listed), the archive streamed from the files is the one the pipeline hashed,
// caching with ETag/304, and nothing but the listed files can be fetched.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultDatasetDir, tables } from '@trophy-room/db';
import type { DataCatalogue } from '@trophy-room/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, get } from '../testing/test-app';

const dir = defaultDatasetDir();
const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as {
  dataAsOf: string;
  tables: Record<string, { file: string; rows: number; sha256: string }>;
  archive: { file: string; bytes: number; sha256: string };
};
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

let app: FastifyInstance;
let catalogue: DataCatalogue;
beforeAll(async () => {
  app = await buildTestApp({ datasetDir: dir });
  catalogue = (await get(app, '/api/core/data-files/')).body.data as DataCatalogue;
});
afterAll(() => app.close());

describe('the data catalogue', () => {
  it('lists every table with the pipeline’s figures, its leagues named and its years', () => {
    expect(catalogue.tables.map((t) => t.name)).toEqual(Object.keys(tables));
    for (const t of catalogue.tables) {
      expect(t).toMatchObject({ rows: manifest.tables[t.name].rows, sha256: manifest.tables[t.name].sha256 });
      expect(t.url).toBe(`/data/${t.name}.csv.gz`);
      expect(Object.values(t.terms).reduce((a, b) => a + b, 0)).toBe(t.rows);
      expect(t.columns[0]).toMatchObject({ name: 'id', type: 'integer', nullable: false });
    }
    const games = catalogue.tables.find((t) => t.name === 'games')!;
    expect(games.leagues.find((l) => l.league === 'nba')).toMatchObject({
      league_name: 'National Basketball Association',
      min_year: 1946,
    });
    expect(games.columns.find((c) => c.name === 'temperature')).toMatchObject({
      type: 'integer',
      unit: '°F',
    });
    expect(catalogue.tables.find((t) => t.name === 'sources')!.leagues).toEqual([]);
    expect(catalogue.data_as_of).toBe(manifest.dataAsOf);
  });

  it('gives each source its licence and what it allows, and the terms in words', () => {
    expect(catalogue.sources.find((s) => /Lahman/.test(s.title))).toMatchObject({
      licence: 'CC BY-SA 3.0',
      redistribution: 'open',
    });
    expect(catalogue.sources.find((s) => /March Machine Learning Mania \(men/.test(s.title))).toMatchObject({
      redistribution: 'restricted',
    });
    expect(catalogue.terms.unlicensed).toMatch(/not redistributed/);
    expect(catalogue.licence.name).toBe('CC-BY-SA-4.0');
  });
});

describe('/data/<file>', () => {
  it('sends a table as the pipeline wrote it, its SHA-256 the one listed, cached for long with an ETag', async () => {
    const t = catalogue.tables.find((x) => x.name === 'teams')!;
    const res = await app.inject({ method: 'GET', url: t.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/gzip');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-disposition']).toBe('attachment; filename="teams.csv.gz"');
    expect(res.headers['cache-control']).toMatch(/public, max-age=86400/);
    expect(res.headers.etag).toBe(`"${t.sha256}"`);
    expect(res.rawPayload.length).toBe(t.bytes);
    expect(sha256(res.rawPayload)).toBe(t.sha256);
  });

  it('answers 304 to If-None-Match with the ETag, and 200 to another', async () => {
    const t = catalogue.tables.find((x) => x.name === 'seasons')!;
    const hit = await app.inject({
      method: 'GET',
      url: t.url,
      headers: { 'if-none-match': `"${t.sha256}"` },
    });
    expect(hit.statusCode).toBe(304);
    expect(hit.body).toBe('');
    const miss = await app.inject({ method: 'GET', url: t.url, headers: { 'if-none-match': '"other"' } });
    expect(miss.statusCode).toBe(200);
  });

  it('answers HEAD with the size and no body', async () => {
    const res = await app.inject({ method: 'HEAD', url: catalogue.package.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBe(String(catalogue.package.bytes));
    expect(res.body).toBe('');
  });

  it('streams the archive the pipeline hashed: datapackage.json, SOURCES.md and every table', async () => {
    const res = await app.inject({ method: 'GET', url: catalogue.archive.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/x-tar');
    expect(res.rawPayload.length).toBe(manifest.archive.bytes);
    expect(sha256(res.rawPayload)).toBe(manifest.archive.sha256);
    expect(catalogue.archive.sha256).toBe(manifest.archive.sha256);
    const listing = execFileSync('tar', ['-tf', '-'], { input: res.rawPayload })
      .toString()
      .trim()
      .split('\n');
    expect(listing).toEqual(catalogue.archive.members.map((m) => `trophy-room-data/${m}`));
  });

  it.each([
    '/data/nope.csv.gz',
    '/data/manifest.json',
    '/data/..%2Fpackage.json',
    '/data/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '/data/..%5Cpackage.json',
  ])('answers %s with 404 {detail}, never another file', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ detail: expect.stringMatching(/listed at \/data/) });
  });

  it('refuses a NUL byte in the name with 400 {detail}', async () => {
    const res = await app.inject({ method: 'GET', url: '/data/teams.csv.gz%00.txt' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: expect.any(String) });
  });

  it('resolves dot segments before routing, so ../ cannot leave /data', async () => {
    const res = await app.inject({ method: 'GET', url: '/data/../package.json' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toMatch(/"workspaces"/);
  });
});
