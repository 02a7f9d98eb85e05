// The feeds as rows of `sources`, so every game, season and team season they write carries its source like the
// dataset's rows do. Created on first use (after a load, by the replay).
import type { Queryable } from '@trophy-room/db';
import type { FeedName } from '@trophy-room/feeds';

/** Marks the sources rows that are feeds (their notes start with it). */
export const FEED_NOTE = 'Live feed';

export const FEED_SOURCES: Record<
  FeedName,
  { name: string; url: string; licence: string; attribution: string }
> = {
  nhl_api_web: {
    name: 'NHL web API (api-web.nhle.com)',
    url: 'https://api-web.nhle.com/v1/',
    licence: "NHL's terms of use; facts (schedule, scores) only",
    attribution: 'Scores and schedules: NHL.com',
  },
  mlb_statsapi: {
    name: 'MLB Stats API (statsapi.mlb.com)',
    url: 'https://statsapi.mlb.com/api/v1/',
    licence: 'Copyright MLB Advanced Media, L.P.; facts (schedule, scores) only',
    attribution: 'Scores and schedules: MLB Advanced Media',
  },
  espn_site_api: {
    name: 'ESPN site API scoreboards (site.api.espn.com)',
    url: 'https://site.api.espn.com/apis/site/v2/sports/',
    licence: "ESPN's terms of use; facts (schedule, scores) only",
    attribution: 'Scores and schedules: ESPN',
  },
};

/** The sources row of a feed (created when missing). */
export async function feedSource(tx: Queryable, feed: FeedName): Promise<number> {
  const s = FEED_SOURCES[feed];
  const found = await tx.query<{ id: number }>('SELECT id FROM sources WHERE name = $1 ORDER BY id LIMIT 1', [
    s.name,
  ]);
  if (found[0]) return found[0].id;
  const [row] = await tx.query<{ id: number }>(
    'INSERT INTO sources (name, url, licence, attribution, notes) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [
      s.name,
      s.url,
      s.licence,
      s.attribution,
      `${FEED_NOTE}: games, their live state and the records counted from them`,
    ],
  );
  return row.id;
}

/** SQL: whether the row's source (a column name) is a feed. */
export const isFeedSource = (column: string) =>
  `${column} IN (SELECT id FROM sources WHERE notes LIKE '${FEED_NOTE}%')`;
