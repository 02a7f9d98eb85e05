// The live feeds as the data-quality page lists them: each feed the updater knows, with its last success, last error
// and lag (from the fetch time of the newest payload applied), read at the request rather than kept with the checks.
import type { FeedState } from '@trophy-room/contract';
import type { Sql } from '../plugins/db';
import { FEED_SOURCES } from '../feeds/sources';

interface Row {
  feed: string;
  /** Epoch milliseconds. */
  last_success: number | null;
  last_error: number | null;
  last_error_message: string | null;
  lag_seconds: number | null;
  games_applied: number;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export async function feedStates(sql: Sql, now: Date): Promise<FeedState[]> {
  const rows = await sql.query<Row>(
    `SELECT feed, (extract(epoch FROM last_success) * 1000)::float8 AS last_success,
            (extract(epoch FROM last_error) * 1000)::float8 AS last_error, last_error_message,
            GREATEST(0, floor(extract(epoch FROM ($1::timestamptz - last_fetched_at))))::int AS lag_seconds,
            games_applied
       FROM feed_status`,
    [now.toISOString()],
  );
  const byFeed = new Map(rows.map((r) => [r.feed, r]));
  return Object.entries(FEED_SOURCES).map(([feed, s]) => {
    const r = byFeed.get(feed);
    const failing = !!r?.last_error && (!r.last_success || r.last_error > r.last_success);
    return {
      feed,
      name: s.name,
      url: s.url,
      status: !r || (!r.last_success && !r.last_error) ? 'off' : failing ? 'failing' : 'current',
      last_success: iso(r?.last_success ?? null),
      last_error: iso(r?.last_error ?? null),
      last_error_message: r?.last_error_message ?? null,
      lag_seconds: r?.lag_seconds ?? null,
      games_applied: r?.games_applied ?? 0,
    };
  });
}
