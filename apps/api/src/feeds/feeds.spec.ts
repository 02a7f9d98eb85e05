// The updater beside a running server, against a fake feed server on loopback playing one day of NHL, MLB and NFL
// games forward (scheduled → live → final, a postponement, a doubleheader, overtime and extra innings): the server's
// answers follow with no restart — today's and live games with their clock, the game, the standings and the teams'
// seasons — while answers a feed does not change stay cached.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { WorkerDb } from '../db/worker-db';
import { buildTestApp, ownTestDb } from '../testing/test-app';
import { startFeeds, type FeedRuntime } from './runtime';
import { FAKE_DAY, startFakeFeedServer, type FakeFeedServer } from './testing/fake-feed-server';

/** 5:30 PM in New York on the fake day: the NHL and MLB evening games are on "today" for the server. */
const NOW = new Date(`${FAKE_DAY}T21:30:00Z`);

let fake: FakeFeedServer;
let db: WorkerDb;
let app: FastifyInstance;
let base: string;
let feeds: FeedRuntime | null;

interface Page<T> {
  count: number;
  results: T[];
}
interface Game {
  slug: string;
  status: string;
  home_team: { abbreviation: string };
  away_team: { abbreviation: string };
  home_score: number | null;
  away_score: number | null;
  period: number | null;
  period_label: string | null;
  time_remaining: string | null;
  overtime: string | null;
  line_score: { periods: string[]; home: (number | null)[]; away: (number | null)[] } | null;
}

const get = async <T>(path: string) => {
  const res = await fetch(base + path);
  return { status: res.status, cache: res.headers.get('x-cache'), body: (await res.json()) as T };
};
const day = `game_date__gte=${FAKE_DAY}&game_date__lte=${FAKE_DAY}`;
const gamesOf = async (sport: string) =>
  (await get<Page<Game>>(`/api/games/games/?${day}&sport__slug=${sport}&level__slug=professional`)).body
    .results;
const one = async (sport: string, away: string) =>
  (await gamesOf(sport)).find((g) => g.away_team.abbreviation === away);

/** Waits (polling the server) until the check passes: the updater runs on its own clock. */
async function until<T>(
  what: string,
  read: () => Promise<T>,
  ok: (v: T) => boolean,
  ms = 20_000,
): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v)) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  fake = await startFakeFeedServer();
  db = await ownTestDb();
  app = await buildTestApp({ db, now: () => NOW });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  feeds = startFeeds({
    db,
    env: {
      FEEDS: 'nhl,mlb,nfl',
      FEEDS_BASE_URL: fake.url,
      FEEDS_INTERVAL_MS: '150',
      FEEDS_LIVE_INTERVAL_MS: '150',
    },
    now: () => NOW,
    log: () => undefined,
    watchChanges: false,
  });
}, 120_000);

afterAll(async () => {
  await feeds?.stop();
  await app?.close();
  await db?.close();
  await fake?.close();
});

describe('the updater beside a running server', () => {
  it('shows the day scheduled, with the postponement, and leaves unrelated answers cached', async () => {
    const hockey = await until(
      'the NHL games',
      () => gamesOf('hockey'),
      (gs) => gs.length === 2,
    );
    expect(hockey.find((g) => g.away_team.abbreviation === 'BOS')).toMatchObject({
      status: 'scheduled',
      home_team: { abbreviation: 'TOR' },
      home_score: null,
    });
    expect(hockey.find((g) => g.away_team.abbreviation === 'VGK')?.status).toBe('postponed');
    expect(
      await until(
        'the doubleheader',
        () => gamesOf('baseball'),
        (gs) => gs.length === 2,
      ),
    ).toHaveLength(2);
    const today = await until(
      'the NFL game',
      () => get<Page<Game>>('/api/games/games/today/?sport__slug=football&level__slug=professional'),
      (r) => r.body.count === 1,
    );
    expect(today.body.results.map((g) => `${g.away_team.abbreviation}@${g.home_team.abbreviation}`)).toEqual([
      'KC@BUF',
    ]);
    // Cached now: an answer no feed changes must still be a hit after the games move.
    expect((await get('/api/championships/championships/stanley-cup/')).status).toBe(200);
    expect((await get('/api/championships/championships/stanley-cup/')).cache).toBe('HIT');
    expect((await get<Page<Game>>('/api/games/games/live/')).body.count).toBe(0);
  });

  it('shows the games live with their period and clock, the cached live list dropped', async () => {
    fake.setPhase(1);
    // Each game's detail (NHL landing, MLB live feed) follows its schedule in the same pass.
    const live = await until(
      'three live games with their clocks',
      async () => (await get<Page<Game>>('/api/games/games/live/')).body.results,
      (gs) =>
        gs.length === 3 &&
        gs.every((g) => g.period_label !== null) &&
        gs.some((g) => g.time_remaining === '08:12'),
    );
    const by = (a: string) => live.find((g) => g.away_team.abbreviation === a)!;
    expect(by('BOS')).toMatchObject({
      period: 2,
      period_label: '2nd',
      time_remaining: '08:12',
      away_score: 1,
      home_score: 2,
    });
    expect(by('NYY')).toMatchObject({
      period_label: 'Top 7th',
      time_remaining: null,
      away_score: 3,
      home_score: 2,
    });
    expect(by('KC')).toMatchObject({ period: 3, time_remaining: '7:45', away_score: 17, home_score: 13 });
    // A live score is not a result: the table counts no game yet.
    const table = await get<Page<{ team: { abbreviation: string }; games_played: number }>>(
      '/api/games/standings/?season=2026&sport__slug=hockey&level__slug=professional&page_size=100',
    );
    expect(table.body.results.find((r) => r.team.abbreviation === 'TOR')?.games_played).toBe(0);
    const page = await get<Game>(`/api/games/games/${by('BOS').slug}/`);
    expect(page.body.line_score).toEqual({
      periods: ['1', '2', '3'],
      away: [1, 0, null],
      home: [1, 1, null],
    });
  });

  it('finishes the games: overtime, extra innings, standings and team seasons counted, nothing else touched', async () => {
    fake.setPhase(2);
    const nhl = await until(
      'the NHL final',
      () => one('hockey', 'BOS'),
      (g) => g?.status === 'final',
    );
    expect(nhl).toMatchObject({
      home_score: 3,
      away_score: 2,
      overtime: 'OT',
      period: null,
      time_remaining: null,
    });
    const mlb1 = (await gamesOf('baseball')).find((g) => g.status === 'final');
    expect(mlb1).toMatchObject({ home_score: 5, away_score: 4, overtime: '10' });
    const nfl = await until(
      'the NFL final',
      () => one('football', 'KC'),
      (g) => g?.status === 'final',
    );
    expect(nfl).toMatchObject({ away_score: 27, home_score: 24, overtime: null });

    const standings = await get<
      Page<{
        team: { abbreviation: string };
        wins: number;
        losses: number;
        ot_losses: number | null;
        points: number | null;
      }>
    >('/api/games/standings/?season=2026&sport__slug=hockey&level__slug=professional&page_size=100');
    const row = (a: string) => standings.body.results.find((r) => r.team.abbreviation === a);
    expect(row('TOR')).toMatchObject({ wins: 1, losses: 0, ot_losses: 0, points: 2 });
    expect(row('BOS')).toMatchObject({ wins: 0, losses: 0, ot_losses: 1, points: 1 });
    const seasons = await get<{ data: { start_year: number; wins: number | null; losses: number | null }[] }>(
      '/api/teams/teams/kansas-city-chiefs/seasons/',
    );
    expect(seasons.body.data.find((s) => s.start_year === 2026)).toMatchObject({ wins: 1, losses: 0 });
    expect((await get('/api/championships/championships/stanley-cup/')).cache).toBe('HIT');

    fake.setPhase(3);
    const both = await until(
      'the second game final',
      () => gamesOf('baseball'),
      (gs) => gs.every((g) => g.status === 'final'),
    );
    expect(both.map((g) => `${g.away_score}-${g.home_score}`).sort()).toEqual(['4-5', '6-1']);
    const mlb = await get<Page<{ team: { abbreviation: string }; wins: number; losses: number }>>(
      '/api/games/standings/?season=2026&sport__slug=baseball&level__slug=professional&page_size=100',
    );
    expect(
      mlb.body.results
        .filter((r) => ['NYY', 'BOS'].includes(r.team.abbreviation))
        .map((r) => `${r.wins}-${r.losses}`),
    ).toEqual(['1-1', '1-1']);
  });
});
