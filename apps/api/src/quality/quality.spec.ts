import type { DataEnvelope, DataQualityReport } from '@trophy-room/contract';
import { defaultDatasetDir } from '@trophy-room/db';
import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResponseCache } from '../plugins/response-cache';
import { QualityRepository } from './repository';
import { buildTestApp, get, ownTestDb, TODAY } from '../testing/test-app';

let db: Awaited<ReturnType<typeof ownTestDb>>;
let app: FastifyInstance;
beforeAll(async () => {
  // The checks write their results, and a test changes the dataset's hash: a database of this file's own.
  db = await ownTestDb();
  app = await buildTestApp({ db, datasetDir: defaultDatasetDir() });
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const report = async (url: string) => ((await get(app, url)).body as DataEnvelope<DataQualityReport>).data;
const rule = (r: DataQualityReport, id: string) => r.rules.find((x) => x.id === id);

describe('data quality', { timeout: 60_000 }, () => {
  it('checks a champion for every year each title was held, except the years it was not contested', async () => {
    const r = await report('/api/core/data-quality/');
    expect(r.metrics.map((m) => m.name)).toEqual(['Completeness', 'Accuracy', 'Freshness', 'Consistency']);
    // World Series 1903–2025 less 1904 and 1994; the NFL's four championships together (the NFL's 1920–1969, the
    // Super Bowl's 1966–2025, the AAFC's 1946–1949, the AFL's 1960–1969).
    expect(rule(r, 'champion-every-year:mlb')).toMatchObject({ checked: 121, issues: 0, status: 'passing' });
    expect(rule(r, 'champion-every-year:nfl')).toMatchObject({ checked: 124, issues: 0 });
    expect(r.as_of).toBe('2026-06-14');
    expect(r.run_at).toBe(TODAY.toISOString());
  });

  it('finds the games the test dataset cut: seasons outside its three years miss their games', async () => {
    const r = await report('/api/core/data-quality/');
    const nfl = rule(r, 'games-per-season:nfl');
    expect(nfl?.issues).toBeGreaterThan(90);
    expect(nfl?.status).toBe('failing');
    expect(nfl?.detail).toMatch(/e\.g\. /);
    expect(r.issues).toBeGreaterThanOrEqual(nfl?.issues ?? 0);
    expect(r.summary).toMatch(/^\d+ of \d+ checks need attention$/);
    expect(r.metrics.find((m) => m.id === 'completeness')?.value).toBeLessThan(95);
  });

  it('lists the sources with licence and rows, and the rows set aside per source', async () => {
    const r = await report('/api/core/data-quality/');
    const lahman = r.sources.find((s) => /lahman/i.test(s.name));
    expect(lahman).toMatchObject({ status: 'active' });
    expect(lahman?.licence).toMatch(/CC BY-SA/);
    expect(r.sources.find((s) => /cfbplotR/.test(s.name))).toMatchObject({ rows: 0, status: 'reference' });
    expect(r.set_aside).toContainEqual({ source: 'ncaa-mbb-team-seasons', rows: 287 });
    expect(r.set_aside.map((x) => x.rows)).toEqual([...r.set_aside.map((x) => x.rows)].sort((a, b) => b - a));
    // Every row of the shipped data/source-issues.csv (less its header) is counted under its source.
    const csvRows =
      readFileSync(join(defaultDatasetDir(), 'source-issues.csv'), 'utf8').trim().split('\n').length - 1;
    expect(r.set_aside.reduce((n, s) => n + s.rows, 0)).toBe(csvRows);
  });

  it("scopes the checks to a site's league; the people tables are checked on the hub only", async () => {
    const r = await report('/api/core/data-quality/?sport__slug=hockey&level__slug=professional');
    expect(new Set(r.rules.map((x) => x.league))).toEqual(new Set(['nhl']));
    expect(rule(r, 'fresh:nhl')).toMatchObject({ status: 'passing', issues: 0 });
    const hub = await report('/api/core/data-quality/');
    expect(rule(hub, 'people-references-resolve:dataset')).toMatchObject({ league: null, issues: 0 });
  });

  it('answers the checks on request, cached for 30 seconds only', async () => {
    const res = await get(app, '/api/core/data-quality/run/?sport__slug=basketball&level__slug=professional');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toMatch(/max-age=30\b/);
    expect((res.body as DataEnvelope<DataQualityReport>).data.rules.every((x) => x.league === 'nba')).toBe(
      true,
    );
  });

  it('runs the checks again only when the database holds another dataset; run_at says when they ran', async () => {
    let now = new Date('2024-02-11T12:00:00Z');
    // No run kept from an earlier server on this database.
    await db.query("DELETE FROM dataset_meta WHERE key = 'quality_checks'");
    const uncached = await buildTestApp({ db, now: () => now, cache: new ResponseCache(0, 0) });
    const url = '/api/core/data-quality/run/?sport__slug=basketball&level__slug=professional';
    const run = async () => ((await get(uncached, url)).body as DataEnvelope<DataQualityReport>).data;
    const first = await run();
    expect(first.run_at).toBe('2024-02-11T12:00:00.000Z');
    now = new Date('2024-02-11T13:00:00Z');
    expect((await run()).run_at).toBe('2024-02-11T12:00:00.000Z');
    // A server started again on the same dataset reads the run kept in the database: no new run.
    const restarted = await buildTestApp({ db, now: () => now, cache: new ResponseCache(0, 0) });
    expect(((await get(restarted, url)).body as DataEnvelope<DataQualityReport>).data.run_at).toBe(
      '2024-02-11T12:00:00.000Z',
    );
    await restarted.close();
    // What a start asks before it listens: checks are kept for the dataset it holds.
    expect(await new QualityRepository(db).hasKeptChecks()).toBe(true);
    // Another dataset loaded into the database (as another server sharing a PostgreSQL would): a new run.
    await db.query("UPDATE dataset_meta SET value = value || '-next' WHERE key = 'dataset_hash'");
    expect(await new QualityRepository(db).hasKeptChecks()).toBe(false);
    const again = await run();
    expect(again.run_at).toBe('2024-02-11T13:00:00.000Z');
    expect(again.rules).toEqual(first.rules);
    await db.query("UPDATE dataset_meta SET value = left(value, -5) WHERE key = 'dataset_hash'");
    await uncached.close();
  }, 240_000);

  it('answers a bad site filter with 400 naming it', async () => {
    const res = await get(app, '/api/core/data-quality/?sport__slug=curling');
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toMatch(/sport__slug/);
  });
});
