// The feeds beside a running server: the updater (FEEDS=…) applying through the server's database, each change
// dropping exactly what it changed from the caches; and, on PostgreSQL, a watch on feed_changes, so updates applied by
// `npm run update` beside the server drop the same answers and pages here.
import { applyFeedBatch } from './apply';
import type { FeedBatch, FeedChange, FeedResult } from './batch';
import { dropChanged } from './cache-drop';
import { FeedUpdater, feedsFromEnv, recordFeedError } from './updater';
import type { Queryable } from '@trophy-room/db';

export interface FeedDb {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  transaction?<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  applyFeeds?(batch: FeedBatch): Promise<FeedResult>;
}

/** How a batch reaches the database: the PGlite worker's own transaction, or one of the pool's. */
export function applierFor(db: FeedDb): (batch: FeedBatch) => Promise<FeedResult> {
  if (db.applyFeeds) return (b) => db.applyFeeds!(b);
  if (db.transaction) return (b) => applyFeedBatch(db as Required<Pick<FeedDb, 'transaction'>>, b);
  throw new Error('feeds: this database cannot apply updates (no transactions)');
}

export interface FeedRuntime {
  stop(): Promise<void>;
}

export function startFeeds(opts: {
  db: FeedDb;
  env: NodeJS.ProcessEnv;
  now(): Date;
  log(message: string): void;
  /** Watch feed_changes for updates applied by another process (PostgreSQL). */
  watchChanges: boolean;
}): FeedRuntime | null {
  const { leagues, baseUrls } = feedsFromEnv(opts.env);
  const stops: (() => Promise<void>)[] = [];
  let lastChange = -1;
  const seen = async () => {
    const [r] = await opts.db.query<{ id: number | null }>('SELECT max(id) AS id FROM feed_changes');
    return r?.id ?? 0;
  };
  if (leagues.length) {
    const updater = new FeedUpdater({
      leagues,
      baseUrls,
      apply: applierFor(opts.db),
      recordError: recordFeedError(opts.db),
      onResult: (_feed, url, result) => {
        if (!result.applied) return;
        const dropped = dropChanged(result.change);
        opts.log(
          `feeds: ${url}: ${result.applied} games applied (${dropped.answers} answers, ${dropped.pages} pages dropped)`,
        );
      },
      log: opts.log,
      now: opts.now,
      intervalMs: Number(opts.env.FEEDS_INTERVAL_MS) || undefined,
      liveIntervalMs: Number(opts.env.FEEDS_LIVE_INTERVAL_MS) || undefined,
    });
    updater.start();
    stops.push(() => updater.stop());
  }
  if (opts.watchChanges) {
    const timer = setInterval(
      async () => {
        try {
          const top = await seen();
          if (lastChange < 0) lastChange = top;
          if (top <= lastChange) return;
          const rows = await opts.db.query<{ change: FeedChange }>(
            'SELECT change FROM feed_changes WHERE id > $1 ORDER BY id',
            [lastChange],
          );
          lastChange = top;
          for (const r of rows) dropChanged(r.change);
        } catch {
          // The database is busy or away: the next tick asks again.
        }
      },
      Number(opts.env.FEEDS_WATCH_MS) || 5000,
    );
    timer.unref();
    stops.push(async () => clearInterval(timer));
  }
  if (!stops.length) return null;
  return { stop: async () => void (await Promise.all(stops.map((s) => s()))) };
}
