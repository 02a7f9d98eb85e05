// A game whose source does not say where it was played (college football's College Football Data Warehouse rows:
// no venue, no neutral-site flag): the game, the schedule and the head-to-head say the site is unknown rather than
// calling the second-listed side the home team; a CollegeFootballData game keeps its home and neutral site.
import type { GameDetail, HeadToHead, ScheduleGame } from '@trophy-room/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, get, ownTestDb } from '../testing/test-app';

let app: FastifyInstance;
// This file writes the rows its facts need: into a database of its own.
let db: Awaited<ReturnType<typeof ownTestDb>>;
let unknownId: number;
beforeAll(async () => {
  db = await ownTestDb();
  app = await buildTestApp({ db });
  // The fixture keeps 2022-2024, which CFBD covers: one CFBDW-shaped row is added to its 2023 season.
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO games (id, slug, league_id, season_id, game_date, home_team_id, away_team_id, home_score, away_score,
                        status, is_playoff, is_neutral, source_id)
     SELECT (SELECT max(id) + 1 FROM games), 'ncaa-football-2023-08-26-michigan-ohio-state-test', l.id, s.id,
            '2023-08-26', o.id, m.id, 10, 17, 'final', false, NULL, src.id
       FROM leagues l JOIN seasons s ON s.league_id = l.id AND s.start_year = 2023
       JOIN teams m ON m.slug = 'michigan-football' JOIN teams o ON o.slug = 'ohio-state-football'
       JOIN sources src ON src.name LIKE 'College football games 1869-2015%'
      WHERE l.slug = 'ncaa-football'
     RETURNING id`,
  );
  unknownId = row.id;
});
afterAll(async () => {
  await app.close();
  await db.close();
});

describe('a game whose site the source does not give', () => {
  it('its page says the site is unknown; a CFBD game keeps its home team', async () => {
    const unknown = (await get(app, `/api/games/games/${unknownId}/`)).body as GameDetail;
    expect(unknown).toMatchObject({ site_known: false, is_neutral: false, venue: null });
    const schedule = (await get(app, '/api/teams/teams/michigan-football/schedule/?year=2023')).body
      .data as ScheduleGame[];
    expect(schedule.find((g) => g.id === unknownId)).toMatchObject({ site_known: false, is_home: false });
    // 2023-11-25, The Game at Michigan Stadium: CollegeFootballData gives the home team.
    const theGame = schedule.find((g) => g.game_date === '2023-11-25');
    expect(theGame).toMatchObject({ site_known: true, is_home: true, home_score: 30, away_score: 24 });
  });

  it('the head-to-head names no home for it', async () => {
    const pair = (await get(app, '/api/teams/head-to-head/?a=michigan-football&b=ohio-state-football')).body
      .data as HeadToHead;
    const meetings = pair.games;
    expect(meetings.find((g) => g.id === unknownId)).toMatchObject({ site_known: false });
    expect(meetings.find((g) => g.game_date === '2023-11-25')).toMatchObject({
      site_known: true,
      is_neutral: false,
      home: 'a',
    });
  });
});
