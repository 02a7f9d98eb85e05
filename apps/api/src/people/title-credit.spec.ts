// Titles credited by the rule of @trophy-room/domain's title-credit, on the fixture (seasons 2022–2024): where the
// sources hold postseason lines for the champion (MLB), a postseason appearance; where they hold none (the NBA), the
// champion as the player's last team of the season. A few regular-season games for a champion credit nothing. The rule
// reads the lines per position group: the 2019-20 Lightning's lines as the sources have them (the goalies'
// postseason lines, no skater's) are added here.
import type { CoachDetail, PlayerDetail } from '@trophy-room/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, get, ownTestDb } from '../testing/test-app';

let app: FastifyInstance;
// This file writes the rows its facts need: into a database of its own.
let db: Awaited<ReturnType<typeof ownTestDb>>;
beforeAll(async () => {
  db = await ownTestDb();
  const line = (slug: string, post: boolean, games: number) =>
    `INSERT INTO player_seasons (player_id, season_id, team_id, stint, is_postseason, games_played, stats)
     VALUES ((SELECT id FROM players WHERE slug = '${slug}'), (SELECT id FROM seasons WHERE slug = 'nhl-2019-20'),
       (SELECT id FROM teams WHERE slug = 'tampa-bay-lightning'), 1, ${post}, ${games}, '{}')`;
  for (const sql of [
    line('steven-stamkos', false, 57),
    line('andrei-vasilevskiy', false, 52),
    line('andrei-vasilevskiy', true, 25),
    line('curtis-mcelhinney', false, 18),
    // Michigan 1988-89 as the rebuilt dataset has it: Frieder's stint ended before the tournament, without its W-L.
    `UPDATE coach_stints SET playoff_wins = NULL, playoff_losses = NULL WHERE start_year = 1988
       AND coach_id = (SELECT id FROM coaches WHERE slug = 'bill-frieder')`,
  ])
    await db.query(sql);
  app = await buildTestApp({ db });
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const player = async (slug: string) => (await get(app, `/api/people/players/${slug}/`)).body as PlayerDetail;
const titleSeasons = (p: PlayerDetail) =>
  p.titles.map((t) => [t.season.start_year, t.team.slug, t.credited_by]);

describe('title credit', () => {
  it('credits a postseason appearance for the champion (Corey Seager, 2023 Rangers), by the postseason rule', async () => {
    const p = await player('corey-seager');
    expect(titleSeasons(p)).toContainEqual([2023, 'texas-rangers', 'postseason']);
    expect(p.championships_won).toBe(p.titles.length);
  });

  it('credits nothing for regular-season games without a postseason line (Jacob deGrom: 6 games, 2023 Rangers)', async () => {
    const p = await player('jacob-degrom');
    expect(p.seasons.some((s) => s.season.start_year === 2023 && !s.is_postseason)).toBe(true);
    expect(p.titles.filter((t) => t.season.start_year === 2023)).toEqual([]);
  });

  it('without postseason lines, credits the champion as his last team (Jokić) and not a player it traded away (Hyland)', async () => {
    expect(titleSeasons(await player('nikola-jokic'))).toContainEqual([2022, 'denver-nuggets', 'roster']);
    const hyland = await player('bones-hyland');
    expect(
      hyland.seasons.some((s) => s.season.start_year === 2022 && s.team?.slug === 'denver-nuggets'),
    ).toBe(true);
    expect(hyland.titles).toEqual([]);
  });

  it("reads the lines per position group: goalies' postseason lines leave the skaters to the roster rule (2019-20 Lightning)", async () => {
    expect(titleSeasons(await player('steven-stamkos'))).toContainEqual([
      2019,
      'tampa-bay-lightning',
      'roster',
    ]);
    expect(titleSeasons(await player('andrei-vasilevskiy'))).toContainEqual([
      2019,
      'tampa-bay-lightning',
      'postseason',
    ]);
    // A goalie without a postseason line, where the goalies' are held, is credited nothing.
    expect((await player('curtis-mcelhinney')).titles.filter((t) => t.season.start_year === 2019)).toEqual(
      [],
    );
  });

  it('credits a title to the coach of the postseason, not one who left before it (Lue, not Blatt; Fisher, not Frieder)', async () => {
    const titles = async (slug: string) =>
      ((await get(app, `/api/people/coaches/${slug}/`)).body as CoachDetail).championships_won;
    expect(await titles('tyronn-lue')).toBeGreaterThanOrEqual(1);
    expect(await titles('david-blatt')).toBe(0);
    expect(await titles('steve-fisher')).toBe(1);
    expect(await titles('bill-frieder')).toBe(0);
  });
});
