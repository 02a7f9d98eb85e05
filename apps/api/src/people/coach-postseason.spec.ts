// A coach's postseason figures where the league's coaches' postseason W-L is held for some seasons only (NCAA men's
// basketball: Kaggle's coach file from 1984-85): appearances before then from his team-seasons' tournament results,
// the W-L marked partial by the coverage model (figure coach_postseason_record), never by hand. The fixture keeps
// team_seasons for 2022-2024 only: Louisville's 1971-72 and 1979-80 rows (Final Four; the title) and the league's
// coverage row, as the dataset gives them, are added here.
import type { CoachDetail } from '@trophy-room/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, get, ownTestDb } from '../testing/test-app';

let app: FastifyInstance;
// This file writes the rows its facts need: into a database of its own.
let db: Awaited<ReturnType<typeof ownTestDb>>;
beforeAll(async () => {
  db = await ownTestDb();
  const league = `(SELECT id FROM leagues WHERE slug = 'ncaa-basketball')`;
  const teamSeason = (year: number, position: string, result: string) =>
    `INSERT INTO team_seasons (team_id, season_id, wins, losses, playoff_position, playoff_result)
     VALUES ((SELECT id FROM teams WHERE slug = 'louisville-basketball'),
       (SELECT id FROM seasons WHERE league_id = ${league} AND start_year = ${year}), 0, 0, '${position}', '${result}')`;
  const covered = Array.from({ length: 2020 - 1984 + 1 }, (_, i) => 1984 + i);
  for (const sql of [
    teamSeason(1971, 'playoffs', 'Lost National Semifinal'),
    teamSeason(1979, 'champion', 'Won National Final'),
    `DELETE FROM figure_coverage WHERE figure = 'coach_postseason_record'`,
    `INSERT INTO figure_coverage (league_id, figure, source_id, first_year, last_year, seasons)
     VALUES (${league}, 'coach_postseason_record', NULL, 1984, 2020, '${JSON.stringify(covered)}')`,
  ])
    await db.query(sql);
  app = await buildTestApp({ db });
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const coach = async (slug: string) => (await get(app, `/api/people/coaches/${slug}/`)).body as CoachDetail;

describe("a coach's postseason figures by the coverage model", () => {
  it("counts Denny Crum's tournaments before 1984-85 from Louisville's team-seasons, his W-L partial from 1984-85", async () => {
    const c = await coach('denny-crum');
    // Kaggle's 12 tournaments of 1984-85..2000-01, and the two team-seasons added above.
    expect(c.career_record?.playoff_appearances).toBe(14);
    expect(c.postseason_span).toMatchObject({ first_year: 1984, partial: true });
  });

  it('a coach whose span lies inside the coverage has a whole postseason W-L (Roy Williams, 1988-89 to 2020-21)', async () => {
    const c = await coach('roy-williams');
    expect(c.postseason_span).toMatchObject({ first_year: 1988, last_year: 2020, partial: false });
  });

  it('a league without coaches’ postseason W-L in the model says nothing of it (college football: Nick Saban)', async () => {
    expect((await coach('nick-saban')).postseason_span.partial).toBe(false);
  });
});
