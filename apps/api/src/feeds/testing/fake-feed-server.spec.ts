import {
  parseEspnScoreboard,
  parseMlbGame,
  parseMlbSchedule,
  parseNhlLanding,
  parseNhlSchedule,
  type FeedGame,
  type FeedLineScore,
  type FeedParse,
  type FeedStatus,
} from '@trophy-room/feeds';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ExpectedFinal,
  type FakeFeedServer,
  FAKE_DAY,
  type Phase,
  expectedFinals,
  startFakeFeedServer,
} from './fake-feed-server';

const day = (offset: number) =>
  new Date(Date.parse(FAKE_DAY) + offset * 86_400_000).toISOString().slice(0, 10);
const YESTERDAY = day(-1);
const TOMORROW = day(1);

const nhlSchedule = (date: string) => `/v1/schedule/${date}`;
const nhlLanding = (id: string) => `/v1/gamecenter/${id}/landing`;
const mlbSchedule = (date: string) => `/api/v1/schedule?sportId=1&date=${date}`;
const mlbLive = (pk: string) => `/api/v1.1/game/${pk}/feed/live`;
const nfl = (date: string) =>
  `/apis/site/v2/sports/football/nfl/scoreboard?dates=${date.replaceAll('-', '')}`;

const total = (line: FeedLineScore, side: 'home' | 'away') =>
  line[side].reduce<number>((s, v) => s + (v ?? 0), 0);

/** A game's line score adds up to its score. */
function expectLineAddsUp(game: FeedGame) {
  expect(game.lineScore, game.feedGameId).not.toBeNull();
  expect(total(game.lineScore as FeedLineScore, 'home')).toBe(game.homeScore);
  expect(total(game.lineScore as FeedLineScore, 'away')).toBe(game.awayScore);
}

/** A game's state as the adapters read it: status, scores, period and its label, clock. */
const at = (
  status: FeedStatus,
  scores: [number, number] | null = null,
  period: number | null = null,
  label = '',
  clock = '',
) => ({
  status,
  homeScore: scores?.[0] ?? null,
  awayScore: scores?.[1] ?? null,
  period,
  periodLabel: label || null,
  clock: clock || null,
});
const SCHEDULED = at('scheduled');

/** By phase, each game (home score first); the NHL's schedule gives no clock, MLB's no innings (see the report). */
const PLAYS: Record<string, ReturnType<typeof at>[]> = {
  nhl: [
    SCHEDULED,
    at('live', [2, 1], 2, '2nd', '08:12'),
    at('final', [3, 2], 4, 'OT'),
    at('final', [3, 2], 4, 'OT'),
  ],
  mlb1: [
    SCHEDULED,
    at('live', [2, 3], 7, 'Top 7th'),
    at('final', [5, 4], 10, '10th'),
    at('final', [5, 4], 10, '10th'),
  ],
  mlb2: [SCHEDULED, SCHEDULED, at('live', [0, 0], 2, 'Bot 2nd'), at('final', [1, 6], 9, '9th')],
  nfl: [
    SCHEDULED,
    at('live', [13, 17], 3, 'Q3', '7:45'),
    at('final', [24, 27], 4, 'Q4'),
    at('final', [24, 27], 4, 'Q4'),
  ],
};
const NHL_OT = { periods: ['1', '2', '3', 'OT'], home: [1, 1, 0, 1], away: [1, 0, 1, 0] };
const NHL_LINES = [
  null,
  { periods: ['1', '2', '3'], home: [1, 1, null], away: [1, 0, null] },
  NHL_OT,
  NHL_OT,
];
const NFL_FINAL = { periods: ['1', '2', '3', '4'], home: [3, 10, 0, 11], away: [7, 7, 3, 10] };
const NFL_LINES = [{ ...NFL_FINAL, home: [3, 10, 0, null], away: [7, 7, 3, null] }, NFL_FINAL, NFL_FINAL];

/** Only what the schedules give: the status and the scores. */
const scheduleView = ({ status, homeScore, awayScore }: ReturnType<typeof at>) => ({
  status,
  homeScore,
  awayScore,
});

/** A final as expectedFinals describes it. */
function expectFinal(game: FeedGame, final: ExpectedFinal) {
  expect(game).toMatchObject({
    status: 'final',
    clock: null,
    homeScore: final.homeScore,
    awayScore: final.awayScore,
    overtime: final.overtime,
  });
  expect([game.home.abbreviation, game.away.abbreviation]).toEqual([final.home, final.away]);
}

describe('fake feed server', () => {
  let fake: FakeFeedServer;
  beforeAll(async () => {
    fake = await startFakeFeedServer();
  });
  afterAll(() => fake.close());

  async function read(path: string, parse: (payload: unknown) => FeedParse): Promise<FeedGame[]> {
    const res = await fetch(`${fake.url}${path}`);
    expect(res.status, path).toBe(200);
    const { games, skipped } = parse(await res.json());
    expect(skipped).toEqual([]);
    for (const game of games) expect(game.localDate).toBe(FAKE_DAY);
    return games;
  }
  async function readOne(
    path: string,
    parse: (payload: unknown) => FeedParse,
    id: string,
  ): Promise<FeedGame> {
    const game = (await read(path, parse)).find((g) => g.feedGameId === id);
    if (!game) throw new Error(`${path}: no game ${id}`);
    return game;
  }
  const espnNfl = (p: unknown) => parseEspnScoreboard(p, 'nfl');

  it('answers unknown paths and games 404 JSON, and records every path asked', async () => {
    fake.requests.length = 0;
    for (const path of ['/nope', nhlLanding('2026020999'), mlbLive('1')]) {
      const res = await fetch(`${fake.url}${path}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ message: 'Not Found' });
    }
    expect(fake.requests).toEqual(['/nope', nhlLanding('2026020999'), mlbLive('1')]);
  });

  it('answers a well-formed empty schedule on days without games', async () => {
    const week = await (await fetch(`${fake.url}${nhlSchedule(TOMORROW)}`)).json();
    expect(week.gameWeek).toHaveLength(7);
    expect(week.gameWeek.every((d: { games: unknown[] }) => d.games.length === 0)).toBe(true);
    const mlb = await (await fetch(`${fake.url}${mlbSchedule(YESTERDAY)}`)).json();
    expect(mlb).toMatchObject({ totalGames: 0, dates: [] });
    const espn = await (await fetch(`${fake.url}${nfl(TOMORROW)}`)).json();
    expect(espn).toMatchObject({ leagues: [{ slug: 'nfl' }], events: [] });
    expect(
      await read('/apis/site/v2/sports/basketball/nba/scoreboard?dates=20261011', parseEspnScoreboard),
    ).toEqual([]);
  });

  describe.each([0, 1, 2, 3] as Phase[])('phase %i', (phase) => {
    beforeAll(() => fake.setPhase(phase));

    /** The play of the phase, and for a final the expected result; any game played has a line adding up. */
    function expectPlay(game: FeedGame, key: keyof typeof PLAYS, final?: ExpectedFinal) {
      expect(game).toMatchObject(PLAYS[key][phase]);
      if (final && phase >= final.finalFrom) expectFinal(game, final);
      if (game.status === 'scheduled') expect(game.lineScore).toBeNull();
      else expectLineAddsUp(game);
    }

    it('NHL: BOS at TOR, and VGK at SEA postponed, in the week from yesterday and on the landings', async () => {
      const games = await read(nhlSchedule(YESTERDAY), parseNhlSchedule);
      expect(games.map((g) => g.feedGameId)).toEqual(['2026020101', '2026020102']);
      const [listed, postponed] = games;
      expect(listed).toMatchObject({
        gameType: 'regular',
        startTimeUtc: '2026-10-11T23:00:00Z',
        localTime: '7:00 PM',
        timeZone: 'America/Toronto',
        venue: { name: 'Scotiabank Arena' },
        home: { abbreviation: 'TOR', displayName: 'Toronto Maple Leafs' },
        away: { abbreviation: 'BOS', displayName: 'Boston Bruins' },
        ...PLAYS.nhl[phase],
        clock: null,
      });
      expect(postponed).toMatchObject({ status: 'postponed', homeScore: null, localTime: '7:00 PM' });
      expect([postponed.home.displayName, postponed.away.displayName]).toEqual([
        'Seattle Kraken',
        'Vegas Golden Knights',
      ]);
      expect((await read(nhlLanding('2026020102'), parseNhlLanding))[0].status).toBe('postponed');

      const landing = await readOne(nhlLanding('2026020101'), parseNhlLanding, '2026020101');
      expectPlay(landing, 'nhl', expectedFinals.nhl);
      expect(landing.lineScore).toEqual(NHL_LINES[phase]);
    });

    it('MLB: the NYY at BOS doubleheader on the schedule of the day and in the live feeds', async () => {
      const games = await read(mlbSchedule(FAKE_DAY), parseMlbSchedule);
      expect(games.map((g) => [g.feedGameId, g.doubleheaderGame])).toEqual([
        ['900001', 1],
        ['900002', 2],
      ]);
      expect(games.map(scheduleView)).toEqual([PLAYS.mlb1[phase], PLAYS.mlb2[phase]].map(scheduleView));
      expect(games[0].home).toMatchObject({ feedId: '111', displayName: 'Boston Red Sox' });
      expect(games[0].away).toMatchObject({ feedId: '147', displayName: 'New York Yankees' });

      const [one, two] = await Promise.all(
        ['900001', '900002'].map((pk) => readOne(mlbLive(pk), parseMlbGame, pk)),
      );
      expect(one).toMatchObject({
        gameType: 'regular',
        startTimeUtc: '2026-10-11T17:05:00Z',
        localTime: '1:05 PM',
        timeZone: 'America/New_York',
        venue: { name: 'Fenway Park', city: 'Boston', state: 'MA' },
        home: { abbreviation: 'BOS', displayName: 'Boston Red Sox' },
        away: { abbreviation: 'NYY', displayName: 'New York Yankees' },
        doubleheaderGame: 1,
      });
      expect(two).toMatchObject({
        startTimeUtc: '2026-10-11T22:10:00Z',
        localTime: '6:10 PM',
        doubleheaderGame: 2,
      });
      expectPlay(one, 'mlb1', expectedFinals.mlb[0]);
      expectPlay(two, 'mlb2', expectedFinals.mlb[1]);
      if (phase === 1) expect(one.lineScore?.home).toEqual([0, 2, 0, 0, 0, 0, null]);
      if (phase >= 2) expect(one.lineScore?.periods).toHaveLength(10);
    });

    it('NFL: KC at BUF on the scoreboard of the day', async () => {
      const game = await readOne(nfl(FAKE_DAY), espnNfl, '401800001');
      expect(game).toMatchObject({
        gameType: 'regular',
        startTimeUtc: '2026-10-11T20:25:00Z',
        localTime: '4:25 PM',
        timeZone: 'America/New_York',
        venue: { name: 'Highmark Stadium', city: 'Orchard Park', state: 'NY' },
        home: { abbreviation: 'BUF', displayName: 'Buffalo Bills' },
        away: { abbreviation: 'KC', displayName: 'Kansas City Chiefs' },
      });
      expectPlay(game, 'nfl', expectedFinals.nfl);
      if (phase > 0) expect(game.lineScore).toEqual(NFL_LINES[phase - 1]);
    });

    it('the days before and after: no games (nor in the NHL week from tomorrow)', async () => {
      for (const date of [YESTERDAY, TOMORROW]) {
        expect(await read(mlbSchedule(date), parseMlbSchedule)).toEqual([]);
        expect(await read(nfl(date), espnNfl)).toEqual([]);
      }
      expect(await read(nhlSchedule(TOMORROW), parseNhlSchedule)).toEqual([]);
    });
  });
});
