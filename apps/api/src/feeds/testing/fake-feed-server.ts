// A fake of the three live feeds on loopback, for tests (no network): the URLs the updater fetches (updater.ts) answer
// one day of games, FAKE_DAY, played forward by phases the test sets. Point the updater at it with FEEDS_BASE_URL.
// The payloads are built by fake-nhl.ts, fake-mlb.ts and fake-espn.ts.
//   0  everything scheduled.
//   1  NHL BOS at TOR live (2nd, 08:12, 1-2); MLB NYY at BOS game 1 live (Top 7th, 3-2), game 2 scheduled; NFL KC at
//      BUF live (Q3, 7:45, 17-13).
//   2  NHL final in OT (TOR 3-2); MLB game 1 final in 10 (BOS 5-4), game 2 live (Bot 2nd, 0-0); NFL final (KC 27-24).
//   3  as 2, and MLB game 2 final (NYY 6-1).
// The NHL's VGK at SEA is postponed in every phase. Unknown paths and game ids answer 404 JSON.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FeedName } from '@trophy-room/feeds';
import { espnScoreboard } from './fake-espn';
import { mlbLiveFeed, mlbSchedule } from './fake-mlb';
import { nhlLanding, nhlSchedule } from './fake-nhl';

/** A Sunday; every game of the fake is on this local date. */
export const FAKE_DAY = '2026-10-11';

import type { Phase } from './phase';

export type { Phase };

export interface FakeFeedServer {
  /** 'http://127.0.0.1:<port>', no trailing slash. */
  url: string;
  phase: Phase;
  setPhase(p: Phase): void;
  /** Each path and query asked, in order. */
  requests: string[];
  close(): Promise<void>;
}

export interface ExpectedFinal {
  feed: FeedName;
  feedGameId: string;
  /** The feed's abbreviations. */
  home: string;
  away: string;
  homeScore: number;
  awayScore: number;
  /** As FeedGame.overtime. */
  overtime: string | null;
  /** The first phase the game is final in. */
  finalFrom: Phase;
}

/** The day's finals, as the adapters read them at phase 3. */
export const expectedFinals: { nhl: ExpectedFinal; mlb: [ExpectedFinal, ExpectedFinal]; nfl: ExpectedFinal } =
  {
    nhl: {
      feed: 'nhl_api_web',
      feedGameId: '2026020101',
      home: 'TOR',
      away: 'BOS',
      homeScore: 3,
      awayScore: 2,
      overtime: 'OT',
      finalFrom: 2,
    },
    mlb: [
      {
        feed: 'mlb_statsapi',
        feedGameId: '900001',
        home: 'BOS',
        away: 'NYY',
        homeScore: 5,
        awayScore: 4,
        overtime: '10',
        finalFrom: 2,
      },
      {
        feed: 'mlb_statsapi',
        feedGameId: '900002',
        home: 'BOS',
        away: 'NYY',
        homeScore: 1,
        awayScore: 6,
        overtime: null,
        finalFrom: 3,
      },
    ],
    nfl: {
      feed: 'espn_site_api',
      feedGameId: '401800001',
      home: 'BUF',
      away: 'KC',
      homeScore: 24,
      awayScore: 27,
      overtime: null,
      finalFrom: 2,
    },
  };

type Route = [RegExp, (match: string[], query: URLSearchParams, phase: Phase) => unknown];

const ROUTES: Route[] = [
  [/^\/v1\/schedule\/(\d{4}-\d{2}-\d{2})$/, ([, from], _q, phase) => nhlSchedule(from, FAKE_DAY, phase)],
  [/^\/v1\/gamecenter\/(\d+)\/landing$/, ([, id], _q, phase) => nhlLanding(id, FAKE_DAY, phase)],
  [/^\/api\/v1\/schedule$/, (_m, query, phase) => mlbSchedule(query.get('date'), FAKE_DAY, phase)],
  [/^\/api\/v1\.1\/game\/(\d+)\/feed\/live$/, ([, pk], _q, phase) => mlbLiveFeed(pk, FAKE_DAY, phase)],
  [
    /^\/apis\/site\/v2\/sports\/([\w-]+\/[\w-]+)\/scoreboard$/,
    ([, path], query, phase) => espnScoreboard(path, query.get('dates'), FAKE_DAY, phase),
  ],
];

/** The payload of a path at a phase, or undefined (404). */
function answer(url: URL, phase: Phase): unknown {
  for (const [pattern, build] of ROUTES) {
    const match = pattern.exec(url.pathname);
    if (match) return build([...match], url.searchParams, phase);
  }
  return undefined;
}

/** Starts the fake on 127.0.0.1 (a free port), at phase 0. */
export async function startFakeFeedServer(): Promise<FakeFeedServer> {
  const fake: FakeFeedServer = {
    url: '',
    phase: 0,
    setPhase(p: Phase) {
      fake.phase = p;
    },
    requests: [],
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
  const server = createServer((req, res) => {
    const path = req.url ?? '/';
    fake.requests.push(path);
    const url = new URL(path, 'http://127.0.0.1');
    const body = answer(url, fake.phase);
    res.writeHead(body === undefined ? 404 : 200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body ?? { message: 'Not Found', path: url.pathname }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
