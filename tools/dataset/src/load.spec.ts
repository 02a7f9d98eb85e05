// The pipeline's output in the database: a fixture written by the real writer, loaded through @trophy-room/db
// (ensureLoaded: loads, warm starts, reloads). The committed data/ is checked in committed-data.spec.ts.
// The db layer's own tests (schema, migrations, hand-written files) are in libs/db/src/db.spec.ts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, type Db, ensureLoaded, loadDataset, teams } from '@trophy-room/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContext, runModules } from './context';
import { core } from './sources/core';
import { writeDataset } from './write';
import { testBackends } from '@trophy-room/db/testing';

const tmp = mkdtempSync(join(tmpdir(), 'trophy-load-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** A tiny dataset written through the real writer. `extra` adds a second game (to test reloads). */
function writeFixture(dir: string, extra = false) {
  const ctx = createContext();
  runModules(ctx, [core]);
  ctx.add('sources', { key: 'test', name: 'Test fixture', licence: 'none' });
  ctx.add('venues', {
    key: 'nhl:capital-one-arena',
    slug: 'capital-one-arena',
    name: 'Capital One Arena',
    city: 'Washington',
    state: 'DC',
    source: 'test',
  });
  ctx.add('teams', {
    key: 'nhl:WSH',
    slug: 'washington-capitals',
    league: 'nhl',
    name: 'Washington Capitals',
    abbreviation: 'WSH',
    home_venue: 'nhl:capital-one-arena',
    is_active: true,
    source: 'test',
  });
  ctx.add('teams', {
    key: 'nhl:VEG',
    slug: 'vegas-golden-knights',
    league: 'nhl',
    name: 'Vegas Golden Knights',
    abbreviation: 'VEG',
    is_active: true,
    source: 'test',
  });
  ctx.add('teams', {
    key: 'nhl:BAD',
    slug: 'bad-team',
    league: 'no-such-league',
    name: 'Bad',
    source: 'test',
  });
  ctx.add('seasons', {
    key: 'nhl:2017',
    slug: 'nhl-2017-18',
    league: 'nhl',
    start_year: 2017,
    end_year: 2018,
    name: '2017-18 NHL Season',
    champion_team: 'nhl:WSH',
    playoffs_end: '2018-06-07',
    source: 'test',
  });
  ctx.add('championships', {
    key: 'nhl:stanley-cup',
    slug: 'stanley-cup',
    league: 'nhl',
    name: 'Stanley Cup',
    source: 'test',
  });
  ctx.add('championship_results', {
    key: 'nhl:2017',
    championship: 'nhl:stanley-cup',
    season: 'nhl:2017',
    year: 2017,
    winner_team: 'nhl:WSH',
    runner_up_team: 'nhl:VEG',
    winner_name: 'Washington Capitals',
    runner_up_name: 'Vegas Golden Knights',
    series_result: '4-1',
    game_date: '2018-06-07',
    source: 'test',
  });
  ctx.add('team_seasons', {
    key: 'nhl:2017:WSH',
    team: 'nhl:WSH',
    season: 'nhl:2017',
    name: 'Washington Capitals',
    wins: 49,
    losses: 26,
    ot_losses: 7,
    points: 105,
    win_percentage: 0.5975609756097561,
    is_champion: true,
    streak: '',
    stats: { gf: 259, ga: 239, s: 'a "b", c' },
    source: 'test',
  });
  ctx.add('games', {
    key: 'nhl:2018-06-07:VEG-WSH',
    slug: 'nhl-2018-06-07-wsh-veg',
    league: 'nhl',
    season: 'nhl:2017',
    game_date: '2018-06-07',
    home_team: 'nhl:VEG',
    away_team: 'nhl:WSH',
    home_score: 3,
    away_score: 4,
    status: 'final',
    is_playoff: true,
    round: 'Stanley Cup Final',
    source: 'test',
  });
  if (extra) {
    ctx.add('games', {
      key: 'nhl:2018-06-04:WSH-VEG',
      slug: 'nhl-2018-06-04-veg-wsh',
      league: 'nhl',
      season: 'nhl:2017',
      game_date: '2018-06-04',
      home_team: 'nhl:WSH',
      away_team: 'nhl:VEG',
      home_score: 6,
      away_score: 2,
      status: 'final',
      is_playoff: true,
      round: 'Stanley Cup Final',
      source: 'test',
    });
  }
  return writeDataset(ctx, dir);
}

const fixtureDir = join(tmp, 'fixture');
const fixture2Dir = join(tmp, 'fixture2');
beforeAll(() => {
  writeFixture(fixtureDir);
  writeFixture(fixture2Dir, true);
});

const backends = testBackends('trophy_dataset_test');

describe.each(backends)('%s', (kind, open, cleanup) => {
  let db: Db;
  beforeAll(async () => {
    db = await open();
  });
  afterAll(async () => {
    await cleanup(db);
    await db.close();
  });

  it('loads the fixture, maps refs to ids and answers queries', async () => {
    expect(db.kind).toBe(kind);
    const res = await ensureLoaded(db, { dataDir: fixtureDir });
    expect(res.status).toBe('loaded');
    expect(res.rows).toMatchObject({ leagues: 8, teams: 3, games: 1, team_seasons: 1 });
    // ids follow key order: nhl:BAD (1), nhl:VEG (2), nhl:WSH (3)
    expect(await db.query('SELECT id, slug, league_id FROM teams ORDER BY id')).toEqual([
      { id: 1, slug: 'bad-team', league_id: null },
      { id: 2, slug: 'vegas-golden-knights', league_id: 8 },
      { id: 3, slug: 'washington-capitals', league_id: 8 },
    ]);
    const cup = await db.query(
      `SELECT cr.year, w.name AS winner, r.name AS runner_up, cr.series_result, cr.game_date, l.slug AS league, v.name AS arena
         FROM championship_results cr JOIN championships c ON c.id = cr.championship_id JOIN leagues l ON l.id = c.league_id
         JOIN teams w ON w.id = cr.winner_team_id JOIN teams r ON r.id = cr.runner_up_team_id LEFT JOIN venues v ON v.id = w.home_venue_id`,
    );
    expect(cup).toEqual([
      {
        year: 2017,
        winner: 'Washington Capitals',
        runner_up: 'Vegas Golden Knights',
        series_result: '4-1',
        game_date: '2018-06-07',
        league: 'nhl',
        arena: 'Capital One Arena',
      },
    ]);
    const [ts] = await db.query<Record<string, unknown>>('SELECT * FROM team_seasons');
    expect(ts).toMatchObject({
      wins: 49,
      ot_losses: 7,
      ties: null,
      streak: '',
      playoff_result: null,
      is_champion: true,
      win_percentage: 0.5975609756097561,
    });
    expect(ts.stats).toEqual({ gf: 259, ga: 239, s: 'a "b", c' });
    const [season] = await db.query<{ champ: string }>(
      'SELECT t.slug AS champ FROM seasons s JOIN teams t ON t.id = s.champion_team_id',
    );
    expect(season.champ).toBe('washington-capitals');
    const viaDrizzle = await db.drizzle
      .select({ id: teams.id, name: teams.name })
      .from(teams)
      .where(eq(teams.slug, 'vegas-golden-knights'));
    expect(viaDrizzle).toEqual([{ id: 2, name: 'Vegas Golden Knights' }]);
    const cov = await db.query(
      `SELECT rows, min_year, max_year FROM dataset_coverage WHERE league = 'nhl' AND table_name = 'games'`,
    );
    expect(cov).toEqual([{ rows: 1, min_year: 2017, max_year: 2017 }]);
    // sequences were reset: a new row gets max(id) + 1
    const [ins] = await db.query<{ id: number }>(`INSERT INTO sources (name) VALUES ('x') RETURNING id`);
    expect(ins.id).toBe(3);
    await db.exec(`DELETE FROM sources WHERE id = 3`);
  });

  it('starts warm when the same dataset is loaded, reloads when it changes', async () => {
    expect((await ensureLoaded(db, { dataDir: fixtureDir })).status).toBe('warm');
    const res = await ensureLoaded(db, { dataDir: fixture2Dir });
    expect(res.status).toBe('loaded');
    expect(res.rows?.games).toBe(2);
    expect(await db.query('SELECT count(*)::int AS n FROM teams')).toEqual([{ n: 3 }]);
    expect(await db.query(`SELECT slug FROM games ORDER BY game_date`)).toEqual([
      { slug: 'nhl-2018-06-04-veg-wsh' },
      { slug: 'nhl-2018-06-07-wsh-veg' },
    ]);
    expect((await ensureLoaded(db, { dataDir: fixture2Dir })).status).toBe('warm');
    // loadDataset reloads unconditionally
    expect((await loadDataset(db, fixtureDir)).games).toBe(1);
    expect((await ensureLoaded(db, { dataDir: fixtureDir })).status).toBe('warm');
  });
});

it('PGlite on disk: a reopened database starts warm', async () => {
  const dir = join(tmp, 'pglite');
  let db = await createDb({ dataDir: dir });
  expect((await ensureLoaded(db, { dataDir: fixtureDir })).status).toBe('loaded');
  await db.close();
  db = await createDb({ dataDir: dir });
  const res = await ensureLoaded(db, { dataDir: fixtureDir });
  expect(res.status).toBe('warm');
  expect(await db.query(`SELECT name FROM teams WHERE slug = 'washington-capitals'`)).toEqual([
    { name: 'Washington Capitals' },
  ]);
  await db.close();
});

it('ensureLoaded reports a missing dataset without failing', async () => {
  const db = await createDb({ dataDir: 'memory' });
  expect((await ensureLoaded(db, { dataDir: join(tmp, 'nothing-here') })).status).toBe('no-dataset');
  await db.close();
});
