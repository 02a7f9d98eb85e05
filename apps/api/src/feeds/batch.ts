// A batch of feed games (one payload's) and what applying it did: shared by the applier, the updater, the PGlite
// worker's protocol and the caches.
import type { FeedGame, FeedName } from '@trophy-room/feeds';

export interface FeedBatch {
  feed: FeedName;
  /** When the payload was fetched (ISO instant). */
  fetchedAt: string;
  games: FeedGame[];
}

/** What a batch changed: the caches drop what these name (feeds/cache-drop.ts). */
export interface FeedChange {
  leagues: string[];
  seasons: number[];
  teams: string[];
  dates: string[];
  games: string[];
  /** A season or team season was created: lists of seasons and the scope's look-ups change too. */
  created: boolean;
}

export interface FeedResult {
  change: FeedChange;
  applied: number;
  unchanged: number;
  skipped: string[];
}

export const emptyChange = (): FeedChange => ({
  leagues: [],
  seasons: [],
  teams: [],
  dates: [],
  games: [],
  created: false,
});
