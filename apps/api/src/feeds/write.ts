// The rows one feed game writes: its games row (inserted, or updated where something changed), the feed_games row
// that keeps the feed's account for a reload's replay, and game_live (period, clock, score by period, officials,
// series standing).
import type { Queryable } from '@trophy-room/db';
import type { FeedGame } from '@trophy-room/feeds';
import type { FeedBatch } from './batch';
import type { LeagueInfo, SeasonInfo, TeamMatch } from './places';

interface Existing {
  id: number;
  slug: string;
  game_date: string;
}

interface Place {
  league: LeagueInfo;
  season: SeasonInfo;
  sourceId: number;
  existing: Existing | null;
  home: TeamMatch;
  away: TeamMatch;
}

/** The games row's status: a suspended game is stopped, to be resumed another day (postponed, as the table says). */
const rowStatus = (g: FeedGame) => (g.status === 'suspended' ? 'postponed' : g.status);

/** The slug the dataset gives a game (league, date, away and home abbreviations), -g2 … for a second game. */
async function freeSlug(tx: Queryable, base: string, own: number | null): Promise<string> {
  const taken = await tx.query<{ slug: string }>(
    `SELECT slug FROM games WHERE (slug = $1 OR slug LIKE $1 || '-g%') AND id IS DISTINCT FROM $2`,
    [base, own],
  );
  const used = new Set(taken.map((r) => r.slug));
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-g${n}`)) return `${base}-g${n}`;
}

export async function writeGame(
  tx: Queryable,
  g: FeedGame,
  p: Place,
): Promise<{ row: { id: number; slug: string; game_date: string }; changed: boolean }> {
  const base = `${p.league.slug}-${g.localDate}-${p.away.slugPart}-${p.home.slugPart}`;
  const sameDay = p.existing?.game_date === g.localDate;
  const slug = p.existing && sameDay ? p.existing.slug : await freeSlug(tx, base, p.existing?.id ?? null);
  const venue = g.venue
    ? await tx.query<{ id: number }>(
        'SELECT id FROM venues WHERE lower(name) = lower($1) ORDER BY id LIMIT 1',
        [g.venue.name],
      )
    : [];
  const official = g.officials[0] ?? null;
  const values = [
    slug,
    p.league.id,
    p.season.id,
    g.localDate,
    g.localTime,
    p.home.teamId,
    p.away.teamId,
    g.homeScore,
    g.awayScore,
    rowStatus(g),
    g.status === 'final' ? g.overtime : null,
    g.gameType === 'postseason',
    g.neutralSite,
    g.series?.round ?? null,
    venue[0]?.id ?? null,
    g.venue?.name ?? null,
    g.attendance,
    p.sourceId,
    official,
  ];
  if (!p.existing) {
    const [row] = await tx.query<{ id: number; slug: string; game_date: string }>(
      `INSERT INTO games (slug, league_id, season_id, game_date, game_time, home_team_id, away_team_id, home_score,
                          away_score, status, overtime, is_playoff, is_neutral, round, venue_id, venue_name,
                          attendance, source_id, referee)
       VALUES ($1, $2, $3, $4::date, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19)
       RETURNING id, slug, game_date::text AS game_date`,
      values,
    );
    return { row, changed: true };
  }
  // Only what differs is written (an unchanged game changes nothing, so no cache is dropped for it).
  // A final told again by a payload that says less (a schedule without the innings) keeps what was told before.
  const rows = await tx.query<{ id: number; slug: string; game_date: string }>(
    `UPDATE games SET slug = $1, league_id = $2, season_id = $3, game_date = $4::date, game_time = COALESCE($5, game_time),
            home_team_id = $6, away_team_id = $7, home_score = $8, away_score = $9, status = $10,
            overtime = CASE WHEN $10 = 'final' THEN COALESCE($11, overtime) END,
            is_playoff = $12, is_neutral = $13, round = COALESCE($14, round), venue_id = COALESCE($15, venue_id),
            venue_name = COALESCE($16, venue_name), attendance = COALESCE($17, attendance), source_id = $18,
            referee = COALESCE($19, referee)
      WHERE id = $20 AND (slug, game_date, game_time, home_score, away_score, status, overtime, attendance)
            IS DISTINCT FROM ($1, $4::date, COALESCE($5, game_time), $8, $9, $10,
                              CASE WHEN $10 = 'final' THEN COALESCE($11, overtime) END, COALESCE($17, attendance))
      RETURNING id, slug, game_date::text AS game_date`,
    [...values, p.existing.id],
  );
  if (p.existing.slug !== slug) {
    // A published game page keeps answering: its old slug moves to the new one (301).
    await tx.query(
      `INSERT INTO slug_redirects (resource, old_slug, new_slug, reason) VALUES ('games', $1, $2, $3)`,
      [p.existing.slug, slug, `rescheduled to ${g.localDate} (${g.feed})`],
    );
  }
  const live = await liveChanged(tx, p.existing.id, g);
  return { row: rows[0] ?? { ...p.existing }, changed: rows.length > 0 || live };
}

/**
 * The score by period, the officials and the series, where a payload that says less (none given) keeps the row's:
 * $5, $6, $7 are the new values; `t` the row's table name.
 */
const keep = (t: string) => `COALESCE($5::jsonb, ${t}.line_score),
  CASE WHEN $6::jsonb = '[]'::jsonb THEN ${t}.officials ELSE $6::jsonb END, COALESCE($7::jsonb, ${t}.series)`;

const liveValues = (g: FeedGame) => [
  g.status === 'live' ? g.period : null,
  g.status === 'live' ? g.periodLabel : null,
  g.status === 'live' ? g.clock : null,
  g.lineScore ? JSON.stringify(g.lineScore) : null,
  JSON.stringify(g.officials),
  g.series ? JSON.stringify(g.series) : null,
];

export async function liveChanged(tx: Queryable, gameId: number, g: FeedGame): Promise<boolean> {
  const rows = await tx.query<{ same: boolean }>(
    `SELECT (period, period_label, clock, line_score, officials, series)
            IS NOT DISTINCT FROM ($2::int, $3::text, $4::text, ${keep('game_live')}) AS same
       FROM game_live WHERE game_id = $1`,
    [gameId, ...liveValues(g)],
  );
  return !rows[0]?.same;
}

export async function writeLive(tx: Queryable, batch: FeedBatch, g: FeedGame, gameId: number): Promise<void> {
  await tx.query(
    `INSERT INTO game_live (game_id, period, period_label, clock, line_score, officials, series, feed, fetched_at)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7::jsonb, $8, $9)
     ON CONFLICT (game_id) DO UPDATE SET period = EXCLUDED.period, period_label = EXCLUDED.period_label,
       clock = EXCLUDED.clock, (line_score, officials, series) = (SELECT ${keep('game_live')}),
       feed = EXCLUDED.feed, fetched_at = EXCLUDED.fetched_at`,
    [gameId, ...liveValues(g), batch.feed, batch.fetchedAt],
  );
}

/** The feed game as told now, with what an earlier, fuller payload told and this one leaves out (as the rows keep). */
const keptGame = `EXCLUDED.game
  || CASE WHEN EXCLUDED.game->'lineScore' = 'null' THEN jsonb_build_object('lineScore', feed_games.game->'lineScore')
          ELSE '{}' END
  || CASE WHEN EXCLUDED.game->>'status' = 'final' AND EXCLUDED.game->'overtime' = 'null'
          THEN jsonb_build_object('overtime', feed_games.game->'overtime') ELSE '{}' END
  || CASE WHEN EXCLUDED.game->'officials' = '[]' THEN jsonb_build_object('officials', feed_games.game->'officials')
          ELSE '{}' END
  || CASE WHEN EXCLUDED.game->'series' = 'null' THEN jsonb_build_object('series', feed_games.game->'series')
          ELSE '{}' END`;

export async function keepFeedGame(
  tx: Queryable,
  batch: FeedBatch,
  g: FeedGame,
  leagueId: number,
  game: { id: number; slug: string },
): Promise<void> {
  await tx.query(
    `INSERT INTO feed_games (feed, feed_game_id, league_id, game, fetched_at, applied_at, game_id, game_slug)
     VALUES ($1, $2, $3, $4::jsonb, $5, now(), $6, $7)
     ON CONFLICT (feed, feed_game_id) DO UPDATE SET league_id = EXCLUDED.league_id, game = ${keptGame},
       fetched_at = EXCLUDED.fetched_at, applied_at = now(), game_id = EXCLUDED.game_id, game_slug = EXCLUDED.game_slug
     WHERE feed_games.fetched_at <= EXCLUDED.fetched_at`,
    [batch.feed, g.feedGameId, leagueId, JSON.stringify(g), batch.fetchedAt, game.id, game.slug],
  );
}
