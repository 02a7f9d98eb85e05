// The players list's season filter: a player played a season when he has a line or a roster row in a season of that
// year, or the year lies in his career span. The API tests the span on his own row and reads the lines and rows outside
// it from player_extra_seasons, which the loader writes (career-spans.ts of @trophy-room/db): the lists must be the
// rule's, written out here over the fixture's tables.
import type { Paginated, Player } from '@trophy-room/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playerExtraSeasonsSql } from '@trophy-room/db';
import { buildTestApp, get, ownTestDb } from '../testing/test-app';

let app: FastifyInstance;
// This file moves a player's span: into a database of its own.
let db: Awaited<ReturnType<typeof ownTestDb>>;
beforeAll(async () => {
  db = await ownTestDb();
  // The fixture's lines (2022-2024) all lie in their players' spans: Jacob deGrom's span is moved past his 2023 line
  // and the loader's table written again, so that the list must find that season of his through it.
  await db.query(`UPDATE players SET first_year = 2030, last_year = 2031 WHERE slug = 'jacob-degrom'`);
  await db.query('TRUNCATE player_extra_seasons');
  await db.query(playerExtraSeasonsSql);
  app = await buildTestApp({ db });
});
afterAll(async () => {
  await app.close();
  await db.close();
});

/** The rule as written before the loader kept the lines outside the spans: every player of the sport who played. */
const played = (sport: string | null, year: number) =>
  db.query<{ slug: string }>(
    `SELECT pl.slug FROM players pl JOIN people pe ON pe.id = pl.person_id JOIN leagues l ON l.id = pl.league_id
       JOIN sports sp ON sp.id = l.sport_id
      WHERE ($1::text IS NULL OR sp.slug = $1)
        AND (pl.id IN (SELECT player_id FROM player_seasons WHERE season_id IN (SELECT id FROM seasons WHERE start_year = $2))
          OR pl.id IN (SELECT player_id FROM roster_entries WHERE season_id IN (SELECT id FROM seasons WHERE start_year = $2))
          OR (COALESCE(pl.first_year, pl.draft_year) <= $2 AND COALESCE(pl.last_year, CASE WHEN pl.is_active THEN 9999 END) >= $2))
      ORDER BY pe.last_name, pe.first_name, pl.id`,
    [sport, year],
  );

describe('players of a season', () => {
  it.each([
    ['baseball', 2023],
    ['hockey', 2022],
    ['basketball', 2024],
    ['football', 1995],
    [null, 2024],
    ['baseball', 1900],
  ] as const)(
    '%s %i: those with a line or a roster row that season, or the year in their span',
    async (sport, year) => {
      const expected = (await played(sport, year)).map((r) => r.slug);
      const slugs: string[] = [];
      for (let page = 1; slugs.length < expected.length; page++) {
        const res = await get(
          app,
          `/api/people/players/?${sport ? `sport__slug=${sport}&` : ''}season=${year}&page_size=500&page=${page}`,
        );
        const body = res.body as Paginated<Player>;
        expect(body.count).toBe(expected.length);
        slugs.push(...body.results.map((p) => p.slug));
        if (!body.next) break;
      }
      expect(slugs).toEqual(expected);
      if (sport !== 'baseball' || year !== 1900) expect(expected.length).toBeGreaterThan(50);
    },
  );

  it('finds a season of a line outside the player’s span (deGrom’s 2023, his span moved to 2030-31)', async () => {
    const page = (await get(app, '/api/people/players/?sport__slug=baseball&season=2023&search=degrom'))
      .body as Paginated<Player>;
    expect(page.results.map((p) => p.slug)).toEqual(['jacob-degrom']);
    const none = (await get(app, '/api/people/players/?sport__slug=baseball&season=2029&search=degrom'))
      .body as Paginated<Player>;
    expect(none.count).toBe(0);
  });
});
