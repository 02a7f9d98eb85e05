// Checks on the committed data/ in PGlite, when it is present: the whole dataset, loaded by openFullDataset (in
// `npm test`, into the e2e server's database directory: the dataset project's `test-full-dataset` target).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type Db, defaultDatasetDir } from '@trophy-room/db';
import { openFullDataset } from '@trophy-room/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const realData = defaultDatasetDir();
describe.skipIf(!existsSync(join(realData, 'manifest.json')))('the committed data/ in PGlite', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openFullDataset();
  }, 300_000);
  afterAll(async () => db?.close());

  const result = async (league: string, year: number) =>
    (
      await db.query<{
        winner_name: string;
        runner_up_name: string;
        series_result: string | null;
        winner_score: number | null;
        runner_up_score: number | null;
        overtime: string | null;
        winner_slug: string | null;
      }>(
        `SELECT cr.winner_name, cr.runner_up_name, cr.series_result, cr.winner_score, cr.runner_up_score, cr.overtime, w.slug AS winner_slug
           FROM championship_results cr JOIN championships c ON c.id = cr.championship_id JOIN leagues l ON l.id = c.league_id
           LEFT JOIN teams w ON w.id = cr.winner_team_id WHERE l.slug = $1 AND cr.year = $2`,
        [league, year],
      )
    )[0];

  it('has the eight leagues', async () => {
    const rows = await db.query<{ slug: string }>('SELECT slug FROM leagues ORDER BY slug');
    expect(rows.map((r) => r.slug)).toEqual([
      'mlb',
      'nba',
      'ncaa-baseball',
      'ncaa-basketball',
      'ncaa-football',
      'ncaa-hockey',
      'nfl',
      'nhl',
    ]);
  });

  it('championship winners belong to the championship league', async () => {
    const bad = await db.query(
      `SELECT cr.id FROM championship_results cr JOIN championships c ON c.id = cr.championship_id
         JOIN teams w ON w.id = cr.winner_team_id WHERE w.league_id <> c.league_id`,
    );
    expect(bad).toEqual([]);
  });

  it('known champions (checked only when the league is loaded)', async () => {
    type Extra = Partial<{
      runner_up_name: string;
      series_result: string;
      winner_score: number;
      runner_up_score: number;
      overtime: string;
    }>;
    const facts: [string, number, string, Extra][] = [
      [
        'nfl',
        2023,
        'Kansas City Chiefs',
        { runner_up_name: 'San Francisco 49ers', winner_score: 25, runner_up_score: 22, overtime: 'OT' },
      ], // Super Bowl LVIII
      ['nba', 2015, 'Cleveland Cavaliers', { runner_up_name: 'Golden State Warriors', series_result: '4-3' }], // 2016 NBA Finals
      ['mlb', 2016, 'Chicago Cubs', { series_result: '4-3' }], // 2016 World Series
      ['nhl', 2017, 'Washington Capitals', { runner_up_name: 'Vegas Golden Knights', series_result: '4-1' }], // 2018 Stanley Cup Final
    ];
    for (const [league, year, winner, extra] of facts) {
      const r = await result(league, year);
      if (!r) continue;
      expect(r.winner_name, `${league} ${year}`).toBe(winner);
      expect(r, `${league} ${year}`).toMatchObject(extra);
    }
  });
});
