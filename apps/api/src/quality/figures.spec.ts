import type { DataEnvelope, DataQualityFigures, Disagreement, Paginated } from '@trophy-room/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureDir } from '../testing/fixture';
import { buildTestApp, get, testDb } from '../testing/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ db: await testDb(), datasetDir: fixtureDir() });
});
afterAll(() => app.close());

const figures = async (q = '') =>
  ((await get(app, `/api/core/data-quality/figures/${q}`)).body as DataEnvelope<DataQualityFigures>).data;
const disagreements = async (q = '') =>
  (await get(app, `/api/core/data-quality/disagreements/${q}`)).body as Paginated<Disagreement>;

describe('data-quality figures', { timeout: 60_000 }, () => {
  it("lists the reconciliation per league and figure as the pipeline wrote it, scoped to the site's leagues", async () => {
    const nba = await figures('?sport__slug=basketball&level__slug=professional');
    expect(new Set(nba.figures.map((f) => f.league))).toEqual(new Set(['nba']));
    const record = nba.figures.find((f) => f.figure === 'team_season.record');
    expect(record).toMatchObject({ league_name: 'National Basketball Association' });
    expect(record!.rule).toMatch(/standings source is kept/);
    expect(record!.agreed + record!.disagreements).toBe(record!.compared);
    expect(record!.explained).toBeLessThanOrEqual(record!.disagreements);
    const hub = await figures();
    expect(new Set(hub.figures.map((f) => f.league)).size).toBeGreaterThan(4);
  });

  it('lists the null audit per league, field and decade, with the hand notes', async () => {
    const nba = await figures('?sport__slug=basketball&level__slug=professional');
    const draft40s = nba.null_audit.find(
      (r) => r.table === 'players' && r.field === 'draft' && r.era === '1940s',
    );
    expect(draft40s?.note).toMatch(/first draft in 1947/);
    expect(draft40s!.empty).toBeLessThanOrEqual(draft40s!.rows);
    expect(nba.null_audit.every((r) => r.league === 'nba')).toBe(true);
  });

  it('gives the coverage model per league and figure: runs held, seasons missing, each source', async () => {
    const nba = await figures('?sport__slug=basketball&level__slug=professional');
    expect(nba.coverage.every((r) => r.league === 'nba' && r.sport === 'basketball')).toBe(true);
    const games = nba.coverage.find((r) => r.figure === 'games')!;
    expect(games.held[0].first_year).toBe(1946);
    expect(games.sources.length).toBeGreaterThan(1);
    const years = (runs: { first_year: number; last_year: number }[]) =>
      runs.flatMap((r) => Array.from({ length: r.last_year - r.first_year + 1 }, (_, i) => r.first_year + i));
    for (const r of nba.coverage) {
      // Held and missing never overlap, and every source's seasons lie within the runs held.
      const held = new Set(years(r.held));
      expect(years(r.missing).filter((y) => held.has(y))).toEqual([]);
      for (const s of r.sources)
        expect([held.has(s.first_year), held.has(s.last_year)]).toEqual([true, true]);
    }
  });

  it('lists every league figure, a figure no source gives with every season missing (MLB postseason games)', async () => {
    const mlb = await figures('?sport__slug=baseball&level__slug=professional');
    const post = mlb.coverage.find((r) => r.figure === 'postseason_games');
    expect(post).toMatchObject({ held: [], sources: [] });
    expect(post!.missing.length).toBeGreaterThan(0);
    expect(mlb.coverage.find((r) => r.figure === 'games')?.sources.length).toBeGreaterThan(0);
  });

  it('pages the disagreements, unexplained first, filtered by figure, league and reason', async () => {
    const page = await disagreements('?page_size=5');
    expect(page.results.length).toBeLessThanOrEqual(5);
    expect(page.count).toBeGreaterThan(0);
    const open = await disagreements('?unexplained=true&page_size=50');
    expect(open.results.every((d) => d.reason === null)).toBe(true);
    const nba = await disagreements('?figure=team_season.record&league=nba');
    expect(nba.results.length).toBeGreaterThan(0);
    for (const d of nba.results) {
      expect(d).toMatchObject({ league: 'nba', figure: 'team_season.record' });
      expect(d.claims.length).toBeGreaterThanOrEqual(2);
      expect(d.claims.map((c) => c.value)).toContain(d.chosen_value);
    }
  });
});
