// The updater that runs beside the server when FEEDS names leagues (off by default: nothing reaches the network
// otherwise). Each cycle it fetches each league's schedule for yesterday, today and tomorrow, then the detail of every
// game in progress (or just ended) where the feed has one; every payload is applied as one batch in one transaction.
// While any game is live it polls every 30 s, otherwise every two minutes. A payload that fails to fetch or parse is
// logged with its source and skipped, and the feed's last error recorded; nothing of it is applied.
import {
  parseEspnScoreboard,
  parseMlbGame,
  parseMlbSchedule,
  parseNhlLanding,
  parseNhlSchedule,
  type FeedGame,
  type FeedLeague,
  type FeedName,
  type FeedParse,
} from '@trophy-room/feeds';
import type { FeedBatch, FeedResult } from './batch';

/** The leagues FEEDS may name, and the feed each is read from. */
export const FEED_LEAGUES: Record<string, { league: FeedLeague; feed: FeedName; espn?: string }> = {
  nhl: { league: 'nhl', feed: 'nhl_api_web' },
  mlb: { league: 'mlb', feed: 'mlb_statsapi' },
  nfl: { league: 'nfl', feed: 'espn_site_api', espn: 'football/nfl' },
  nba: { league: 'nba', feed: 'espn_site_api', espn: 'basketball/nba' },
  ncaaf: { league: 'ncaa-football', feed: 'espn_site_api', espn: 'football/college-football' },
  ncaab: { league: 'ncaa-basketball', feed: 'espn_site_api', espn: 'basketball/mens-college-basketball' },
};

export interface UpdaterOptions {
  /** Keys of FEED_LEAGUES. */
  leagues: string[];
  /** Where each feed is fetched from (its scheme and host). */
  baseUrls: Record<FeedName, string>;
  apply(batch: FeedBatch): Promise<FeedResult>;
  /** Records a feed's failure (feed_status) — best effort. */
  recordError(feed: FeedName, message: string): Promise<void>;
  onResult?(feed: FeedName, url: string, result: FeedResult): void;
  log(message: string): void;
  now(): Date;
  intervalMs?: number;
  liveIntervalMs?: number;
  fetch?: typeof fetch;
}

export const DEFAULT_BASE_URLS: Record<FeedName, string> = {
  nhl_api_web: 'https://api-web.nhle.com',
  mlb_statsapi: 'https://statsapi.mlb.com',
  espn_site_api: 'https://site.api.espn.com',
};

/** FEEDS=nhl,mlb,… (unknown names are an error at start), with FEEDS_BASE_URL for every feed (a test's fake). */
export function feedsFromEnv(env: NodeJS.ProcessEnv): {
  leagues: string[];
  baseUrls: Record<FeedName, string>;
} {
  const leagues = (env.FEEDS ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  const unknown = leagues.filter((l) => !FEED_LEAGUES[l]);
  if (unknown.length)
    throw new Error(
      `FEEDS: unknown league ${unknown.join(', ')} (known: ${Object.keys(FEED_LEAGUES).join(', ')})`,
    );
  const base = env.FEEDS_BASE_URL;
  const baseUrls = { ...DEFAULT_BASE_URLS };
  if (base) for (const k of Object.keys(baseUrls) as FeedName[]) baseUrls[k] = base.replace(/\/$/, '');
  return { leagues, baseUrls };
}

const day = (d: Date, offset: number) =>
  new Date(d.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

export class FeedUpdater {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;
  /** Games last seen live, by feed and id: their detail is fetched until a final one is applied. */
  private watching = new Map<string, FeedGame>();

  constructor(private readonly o: UpdaterOptions) {}

  start() {
    const loop = async () => {
      if (this.stopped) return;
      this.running = this.cycle();
      await this.running;
      if (this.stopped) return;
      const live = this.watching.size > 0;
      this.timer = setTimeout(
        loop,
        live ? (this.o.liveIntervalMs ?? 30_000) : (this.o.intervalMs ?? 120_000),
      );
      this.timer.unref();
    };
    void loop();
  }

  async stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** One pass over every league: the schedules of the days around today, then each watched game's detail. */
  async cycle(): Promise<void> {
    const now = this.o.now();
    for (const key of this.o.leagues) {
      const { league, feed, espn } = FEED_LEAGUES[key];
      const base = this.o.baseUrls[feed];
      // The NHL's schedule answers a week from the date asked: one fetch from yesterday covers the days around today.
      for (const offset of feed === 'nhl_api_web' ? [-1] : [-1, 0, 1]) {
        const date = day(now, offset);
        const url =
          feed === 'nhl_api_web'
            ? `${base}/v1/schedule/${date}`
            : feed === 'mlb_statsapi'
              ? `${base}/api/v1/schedule?sportId=1&date=${date}`
              : `${base}/apis/site/v2/sports/${espn}/scoreboard?dates=${date.replaceAll('-', '')}`;
        const parse =
          feed === 'nhl_api_web'
            ? parseNhlSchedule
            : feed === 'mlb_statsapi'
              ? parseMlbSchedule
              : (p: unknown) => parseEspnScoreboard(p, league);
        // A game whose detail is fetched below is applied from its detail alone (the schedule tells less of it).
        const games = await this.read(feed, url, parse, (g) => !this.watching.has(`${feed}:${g.feedGameId}`));
        if (games) this.watch(feed, games);
      }
    }
    for (const [key, g] of [...this.watching]) {
      const base = this.o.baseUrls[g.feed];
      const url =
        g.feed === 'nhl_api_web'
          ? `${base}/v1/gamecenter/${g.feedGameId}/landing`
          : g.feed === 'mlb_statsapi'
            ? `${base}/api/v1.1/game/${g.feedGameId}/feed/live`
            : null; // ESPN's scoreboard already holds the clock and the line score
      const games = url
        ? await this.read(g.feed, url, g.feed === 'nhl_api_web' ? parseNhlLanding : parseMlbGame)
        : null;
      const seen = games?.find((x) => x.feedGameId === g.feedGameId) ?? g;
      if (!url || seen.status !== 'live') this.watching.delete(key);
    }
  }

  /** Games live now, or final while we watched them live (their final detail is fetched once more). */
  private watch(feed: FeedName, games: FeedGame[]) {
    for (const g of games) {
      const key = `${feed}:${g.feedGameId}`;
      if (g.status === 'live' || (g.status === 'final' && this.watching.has(key))) this.watching.set(key, g);
    }
  }

  /** Fetches, parses and applies one payload; null (logged, recorded) when any step fails. */
  private async read(
    feed: FeedName,
    url: string,
    parse: (p: unknown) => FeedParse,
    applied: (g: FeedGame) => boolean = () => true,
  ): Promise<FeedGame[] | null> {
    const fetchedAt = new Date().toISOString();
    try {
      const res = await (this.o.fetch ?? fetch)(url, { signal: AbortSignal.timeout(15_000) });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      const { games, skipped } = parse(await res.json());
      for (const s of skipped) this.o.log(`feeds: ${url}: skipped ${s}`);
      const result = await this.o.apply({ feed, fetchedAt, games: games.filter(applied) });
      for (const s of result.skipped) this.o.log(`feeds: ${url}: ${s}`);
      this.o.onResult?.(feed, url, result);
      return games;
    } catch (e) {
      const message = `${url}: ${e instanceof Error ? e.message : String(e)}`;
      this.o.log(`feeds: ${message} (payload skipped)`);
      await this.o.recordError(feed, message).catch(() => undefined);
      return null;
    }
  }
}

/** Records a feed's last error (feed_status). */
export const recordFeedError =
  (db: { query(sql: string, params?: unknown[]): Promise<unknown> }) =>
  async (feed: FeedName, message: string) => {
    await db.query(
      `INSERT INTO feed_status (feed, last_error, last_error_message) VALUES ($1, now(), $2)
       ON CONFLICT (feed) DO UPDATE SET last_error = now(), last_error_message = $2`,
      [feed, message.slice(0, 500)],
    );
  };
