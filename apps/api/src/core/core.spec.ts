import type { Coverage, Paginated, Source, SportWithLeagues } from '@trophy-room/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, get } from '../testing/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('core', () => {
  it('lists the four sports with their leagues, filtered by level', async () => {
    const all = (await get(app, '/api/core/sports/')).body as Paginated<SportWithLeagues>;
    expect(all.results.map((s) => s.slug)).toEqual(['baseball', 'basketball', 'football', 'hockey']);
    expect(all.results.find((s) => s.slug === 'hockey')?.leagues.map((l) => l.slug)).toEqual([
      'nhl',
      'ncaa-hockey',
    ]);
    const college = (await get(app, '/api/core/sports/?level__slug=college'))
      .body as Paginated<SportWithLeagues>;
    expect(college.results.flatMap((s) => s.leagues.map((l) => l.level.slug))).toEqual(
      Array(4).fill('ncaa-division-i'),
    );
  });

  it('pages the sources with attribution to exhaustion', async () => {
    const seen: Source[] = [];
    let url: string | null = '/api/core/sources/?page_size=20';
    while (url) {
      const page = (await get(app, url)).body as Paginated<Source>;
      seen.push(...page.results);
      url = page.next;
    }
    expect(seen.length).toBeGreaterThan(20);
    expect(seen.some((s) => /lahman/i.test(s.name) && s.licence)).toBe(true);
  });

  it('reports coverage per league and table', async () => {
    const cov = (await get(app, '/api/core/coverage/?sport__slug=football&level__slug=professional')).body
      .data as Coverage;
    const nfl = cov.leagues.find((l) => l.league === 'nfl')!;
    expect(nfl.tables.find((t) => t.table === 'championship_results')).toMatchObject({
      min_year: 1920,
      rows: expect.any(Number),
    });
    expect(cov.leagues.some((l) => l.league === 'nba')).toBe(false);
    expect(cov.total_rows).toBeGreaterThan(0);
    // A table of season rows gives its runs held and the league's seasons it lacks; others give none.
    const lines = nfl.tables.find((t) => t.table === 'player_seasons')!;
    expect(lines.held.at(-1)?.last_year).toBe(lines.max_year);
    for (const m of lines.missing)
      expect(lines.held.some((h) => h.first_year <= m.last_year && m.first_year <= h.last_year)).toBe(false);
    expect(nfl.tables.find((t) => t.table === 'teams')).toMatchObject({ held: [], missing: [] });
  });

  it('serves the OpenAPI document and the browsable reference', async () => {
    const doc = await get(app, '/api/openapi.json');
    expect(doc.status).toBe(200);
    expect(doc.body.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/championships/championships/{key}/stats/',
      '/api/games/standings/by_division/',
      '/api/people/coaches/head_coaches/',
      '/api/core/coverage/',
    ]) {
      expect(Object.keys(doc.body.paths)).toContain(path);
    }
    const ui = await app.inject({ url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/html/);
  });
});
