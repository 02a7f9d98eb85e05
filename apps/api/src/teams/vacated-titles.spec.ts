import type { ChampionshipResult, Paginated, Team, TeamChampionship } from '@trophy-room/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, get, ownTestDb } from '../testing/test-app';

const NOTE = 'Vacated by the NCAA in 2018';
let app: FastifyInstance;
// This file writes the rows its facts need: into a database of its own.
let db: Awaited<ReturnType<typeof ownTestDb>>;
beforeAll(async () => {
  // The note as the pipeline writes it (hand/ncaa-basketball/vacated-titles.csv), set here so the test does not
  // depend on which dataset the fixture was cut from.
  db = await ownTestDb();
  await db.query(
    `UPDATE championship_results SET vacated_note = $1
      WHERE year = 2012 AND winner_team_id = (SELECT id FROM teams WHERE slug = 'louisville-basketball')`,
    [NOTE],
  );
  app = await buildTestApp({ db });
});
afterAll(async () => {
  await app.close();
  await db.close();
});

describe('vacated titles', () => {
  it("are not counted: Louisville's 1980, 1986 and 2013 titles count 2", async () => {
    const { status, body } = await get(app, '/api/teams/teams/louisville-basketball/');
    expect(status).toBe(200);
    expect((body as Team).championships_won).toBe(2);
  });

  it("are listed with their note among the team's championships", async () => {
    const titles = (await get(app, '/api/teams/teams/louisville-basketball/championships/')).body as {
      data: TeamChampionship[];
    };
    expect(titles.data.map((c) => [c.title_year, c.vacated_note])).toEqual([
      [2013, NOTE],
      [1986, null],
      [1980, null],
    ]);
  });

  it('are listed with their note in the championship history', async () => {
    const page = (
      await get(
        app,
        '/api/championships/championships/ncaa-mens-basketball-tournament/champions/?season=2012',
      )
    ).body as Paginated<ChampionshipResult>;
    const vacated = page.results.filter((r) => r.vacated_note);
    expect(vacated.map((r) => [r.title_year, r.winner_name, r.vacated_note])).toEqual([
      [2013, 'Louisville', NOTE],
    ]);
  });
});
