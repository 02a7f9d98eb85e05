// What the feeds applied survives a load: the loader empties the dataset's tables, the replay applies the kept feed
// games again; a game the new dataset holds is matched, not added twice; a game within the dataset's own reach that it
// lacks is left out, and a final the dataset holds keeps its score.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, loadDataset, type Db } from '@trophy-room/db';
import type { FeedGame, FeedTeam } from '@trophy-room/feeds';
import { fixtureDir, fixtureSnapshotPath } from '../testing/fixture';
import { postgresTestDb } from '../testing/test-app';
import { applyFeedBatch } from './apply';
import { replayFeeds } from './replay';

const team = (abbreviation: string, location: string, nickname: string): FeedTeam => ({
  feedId: abbreviation,
  abbreviation,
  location,
  nickname,
  displayName: `${location} ${nickname}`,
});
const game = (id: string, date: string, fields: Partial<FeedGame> = {}): FeedGame => ({
  feed: 'nhl_api_web',
  feedGameId: id,
  league: 'nhl',
  gameType: 'regular',
  startTimeUtc: `${date}T23:00:00Z`,
  localDate: date,
  localTime: '7:00 PM',
  timeZone: 'America/Toronto',
  home: team('TOR', 'Toronto', 'Maple Leafs'),
  away: team('BOS', 'Boston', 'Bruins'),
  homeScore: 4,
  awayScore: 1,
  status: 'final',
  statusDetail: 'OFF',
  period: 3,
  periodLabel: '3rd',
  clock: null,
  overtime: null,
  lineScore: { periods: ['1', '2', '3'], home: [1, 2, 1], away: [0, 1, 0] },
  venue: { name: 'Scotiabank Arena', city: 'Toronto', state: null },
  neutralSite: false,
  attendance: 18_800,
  officials: [],
  series: null,
  doubleheaderGame: null,
  ...fields,
});

/** The same on both databases: the embedded one, and PostgreSQL in a schema of its own when DATABASE_URL is set. */
const databases: [string, () => Promise<Db>][] = [
  ['PGlite', () => createDb({ dataDir: 'memory', snapshot: fixtureSnapshotPath() })],
  ...(process.env.DATABASE_URL
    ? [
        ['PostgreSQL', () => postgresTestDb(process.env.DATABASE_URL!, 'trophy_feeds_test')] as [
          string,
          () => Promise<Db>,
        ],
      ]
    : []),
];

describe.each(databases)('feed games across a load (%s)', (_name, open) => {
  let db: Db;
  const count = async (sql: string, params: unknown[] = []) =>
    Number((await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params))[0].n);
  const feedGames = () =>
    count(`games WHERE season_id IN (SELECT id FROM seasons WHERE slug = 'nhl-2026-27')`);
  const winsOf = async (season: string, team: string) =>
    (
      await db.query<{ wins: number }>(
        `SELECT ts.wins FROM team_seasons ts JOIN seasons s ON s.id = ts.season_id JOIN teams t ON t.id = ts.team_id
        WHERE s.slug = $1 AND t.slug = $2`,
        [season, team],
      )
    )[0]?.wins;
  const torontoWins = () => winsOf('nhl-2026-27', 'toronto-maple-leafs');

  beforeAll(async () => {
    db = await open();
    // A schema kept from an earlier run keeps its feed tables across loads, as they are meant to: empty them.
    await db.exec(
      'DELETE FROM feed_games; DELETE FROM game_live; DELETE FROM feed_status; DELETE FROM feed_changes',
    );
    if (await count("seasons WHERE slug = 'nhl-2026-27'")) await loadDataset(db, fixtureDir());
  }, 180_000);
  afterAll(() => db?.close());

  const nbaSeason = "seasons WHERE slug = 'nba-2026-27'";
  const nhlGames = (date: string) =>
    count(`games WHERE game_date IN (${date}) AND league_id = (SELECT id FROM leagues WHERE slug = 'nhl')`);

  // One load serves both cases (a load is most of this file's time): the NHL's new season, which the next dataset
  // holds in part (its first game), and the NBA's, which it does not hold at all.
  it('applies new-season games once', async () => {
    const nhl = {
      feed: 'nhl_api_web' as const,
      fetchedAt: '2026-10-12T03:00:00.000Z',
      games: [
        game('2026020001', '2026-10-10'),
        game('2026020002', '2026-10-11', { homeScore: 2, awayScore: 3 }),
      ],
    };
    const first = await applyFeedBatch(db, nhl);
    expect(first).toMatchObject({ applied: 2, skipped: [] });
    expect(first.change).toMatchObject({ leagues: ['nhl'], created: true });
    expect(await feedGames()).toBe(2);
    expect(await torontoWins()).toBe(1);
    // The same payload again changes nothing.
    expect(await applyFeedBatch(db, nhl)).toMatchObject({ applied: 0, unchanged: 2 });

    const nba = await applyFeedBatch(db, {
      feed: 'espn_site_api',
      fetchedAt: '2026-10-23T03:00:00.000Z',
      games: [
        game('401800001', '2026-10-22', {
          feed: 'espn_site_api',
          league: 'nba',
          home: team('NY', 'New York', 'Knicks'),
          away: team('BOS', 'Boston', 'Celtics'),
          homeScore: 110,
          awayScore: 104,
          period: 4,
          periodLabel: '4th',
          lineScore: null,
          venue: { name: 'Madison Square Garden', city: 'New York', state: 'NY' },
        }),
      ],
    });
    expect(nba).toMatchObject({ applied: 1, skipped: [] });
    expect(await count(nbaSeason)).toBe(1);
    expect(await winsOf('nba-2026-27', 'new-york-knicks')).toBe(1);
  });

  it('after a load, the replay brings back what the dataset lacks, once, and matches what it holds', async () => {
    await loadDataset(db, fixtureDir());
    expect(await count("seasons WHERE slug IN ('nhl-2026-27', 'nba-2026-27')")).toBe(0);
    // The new dataset holds the NHL's season and its first game (as its own source gives it).
    await db.query(
      `INSERT INTO seasons (slug, league_id, start_year, end_year, name, source_id)
       SELECT 'nhl-2026-27', l.id, 2026, 2027, '2026-27 NHL Season', (SELECT min(id) FROM sources)
         FROM leagues l WHERE l.slug = 'nhl'`,
    );
    await db.query(
      `INSERT INTO games (slug, league_id, season_id, game_date, home_team_id, away_team_id, home_score, away_score,
                          status, source_id)
       SELECT 'nhl-2026-10-10-bos-tor', l.id, s.id, '2026-10-10', h.id, a.id, 4, 1, 'final', (SELECT min(id) FROM sources)
         FROM leagues l JOIN seasons s ON s.slug = 'nhl-2026-27' JOIN teams h ON h.slug = 'toronto-maple-leafs'
         JOIN teams a ON a.slug = 'boston-bruins' WHERE l.slug = 'nhl'`,
    );

    expect(await replayFeeds(db)).toBe(3);
    // The NBA's season and game come back as they were.
    expect(await count(nbaSeason)).toBe(1);
    expect(await count("games WHERE slug = 'nba-2026-10-22-bos-nyk'")).toBe(1);
    expect(await winsOf('nba-2026-27', 'new-york-knicks')).toBe(1);
    // The NHL's first game is the dataset's row, not a second one; the second comes back.
    expect(await nhlGames("'2026-10-10', '2026-10-11'")).toBe(2);
    expect(await count("games WHERE slug LIKE 'nhl-2026-10-10-bos-tor%'")).toBe(1);
    expect(await count('game_live')).toBe(3);
    // Nothing left to replay: a second call is one small query.
    expect(await replayFeeds(db)).toBe(0);
    // A load, like the beforeAll's: 7 s alone, past the 60-s default under the unit tests' load on a slow machine.
  }, 180_000);

  it("leaves the dataset's past alone: no game added inside its reach, no final rescored", async () => {
    const past = game('2022020999', '2022-12-25', { homeScore: 9, awayScore: 9 });
    const r = await applyFeedBatch(db, {
      feed: 'nhl_api_web',
      fetchedAt: '2026-10-12T04:00:00.000Z',
      games: [past],
    });
    expect(r.applied).toBe(0);
    expect(r.skipped[0]).toMatch(/within the dataset's nhl games/);
  });
});
