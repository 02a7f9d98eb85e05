// After a load: the dataset's tables were emptied and written again, so what the feeds applied is gone from them. The
// feed games kept in feed_games are applied again, oldest payload first, in one transaction: a game the new dataset
// now holds matches it (by league, date and teams) and adds no second row; the rest come back as they were.
import type { Queryable } from '@trophy-room/db';
import type { FeedGame, FeedName } from '@trophy-room/feeds';
import { applyIn } from './apply';
import type { FeedBatch } from './batch';

/** Whether a feed game's row is gone or renumbered (the check costs one small query when nothing is kept). */
const STALE = `SELECT count(*)::int AS n FROM feed_games f
  WHERE NOT EXISTS (SELECT 1 FROM games g WHERE g.id = f.game_id AND g.slug = f.game_slug)`;

export async function replayFeeds(db: {
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
}): Promise<number> {
  const [stale] = await db.query<{ n: number }>(STALE);
  if (!stale?.n) return 0;
  return db.transaction(async (tx) => {
    await tx.exec('DELETE FROM game_live; UPDATE feed_games SET game_id = NULL, game_slug = NULL');
    const rows = await tx.query<{ feed: FeedName; game: FeedGame; fetched_at: string }>(
      `SELECT feed, game, to_char(fetched_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS fetched_at
         FROM feed_games ORDER BY fetched_at, feed, feed_game_id`,
    );
    let applied = 0;
    for (let i = 0; i < rows.length;) {
      const batch: FeedBatch = { feed: rows[i].feed, fetchedAt: rows[i].fetched_at, games: [] };
      for (; i < rows.length && rows[i].feed === batch.feed && rows[i].fetched_at === batch.fetchedAt; i++)
        batch.games.push(rows[i].game);
      applied += (await applyIn(tx, batch, true)).applied;
    }
    return applied;
  });
}
