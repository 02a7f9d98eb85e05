// Applies a batch of feed games (one payload's) to the database in one transaction: each game matched to our league,
// season and teams, then to the game the dataset or an earlier batch already holds (by the feed's id, else by league,
// date and teams), inserted or updated with its live state; the seasons the feeds own counted again; the change
// recorded for the caches. A game the dataset holds as final stays the dataset's; a game that cannot be placed is
// skipped and named, never half-written.
import type { Queryable } from '@trophy-room/db';
import type { FeedGame } from '@trophy-room/feeds';
import { emptyChange, type FeedBatch, type FeedResult } from './batch';
import { feedSource, isFeedSource } from './sources';
import {
  ensureTeamSeason,
  leaguesBySlug,
  seasonFor,
  TeamMatcher,
  type LeagueInfo,
  type SeasonInfo,
} from './places';
import { recountSeason } from './records';
import { keepFeedGame, liveChanged, writeGame, writeLive } from './write';

interface GameRow {
  id: number;
  slug: string;
  /** Written by a feed (else the dataset's). */
  feed: boolean;
  /** A payload fetched later than this one already told this game's state. */
  newer?: boolean;
  status: string | null;
  home_score: number | null;
  away_score: number | null;
  game_date: string;
}

const APPLIED = new Set(['regular', 'postseason']);

/** Applies the batch in one transaction of `db`; the change is recorded in feed_changes in the same transaction. */
export async function applyFeedBatch(
  db: { transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> },
  batch: FeedBatch,
): Promise<FeedResult> {
  return db.transaction((tx) => applyIn(tx, batch));
}

/** `replay`: applying kept games again after a load (the feeds' status and the change log stay as they were). */
export async function applyIn(tx: Queryable, batch: FeedBatch, replay = false): Promise<FeedResult> {
  const sourceId = await feedSource(tx, batch.feed);
  const leagues = await leaguesBySlug(tx);
  const teams = new TeamMatcher(tx);
  const result: FeedResult = { change: emptyChange(), applied: 0, unchanged: 0, skipped: [] };
  const sets = { leagues: new Set<string>(), seasons: new Map<number, [LeagueInfo, SeasonInfo]>() };
  const touched = { teams: new Set<string>(), dates: new Set<string>(), games: new Set<string>() };
  const reach = new Map<number, Promise<string>>();
  /** Each league's latest game date among the games applied. */
  const reached = new Map<string, string>();
  const reachOf = (leagueId: number) => {
    if (!reach.has(leagueId)) reach.set(leagueId, datasetReach(tx, leagueId));
    return reach.get(leagueId)!;
  };
  for (const g of batch.games) {
    const where = `${batch.feed} game ${g.feedGameId}`;
    if (!APPLIED.has(g.gameType)) continue;
    const league = leagues.get(g.league);
    if (!league) {
      result.skipped.push(`${where}: league ${g.league} is not ours`);
      continue;
    }
    const season = await seasonFor(tx, league, g.localDate, sourceId);
    const home = await teams.match(league.id, season.startYear, g.home);
    const away = await teams.match(league.id, season.startYear, g.away);
    if (!home || !away) {
      const who = !home ? g.home : g.away;
      result.skipped.push(
        `${where}: team ${who.displayName ?? who.abbreviation ?? who.feedId} is not one of ours`,
      );
      continue;
    }
    if (season.feedOwned)
      for (const team of [home, away]) await ensureTeamSeason(tx, season.id, team, sourceId);
    const existing = await findGame(tx, batch, g, league.id, home.teamId, away.teamId);
    if (existing?.newer) {
      result.unchanged++; // a later payload already told this game's state
      continue;
    }
    let row: { id: number; slug: string; game_date: string };
    let changed: boolean;
    if (existing && !existing.feed && existing.status === 'final' && existing.home_score !== null) {
      // The dataset's final game: its facts stay the sources'; a final account adds only what it tells beyond them
      // (the score by period, the officials), an earlier one nothing.
      row = existing;
      const adds = !!g.lineScore || g.officials.length > 0;
      changed = g.status === 'final' && adds && (await liveChanged(tx, existing.id, g));
    } else if (!existing && g.localDate <= (await reachOf(league.id))) {
      // Within the dataset's own reach its record stands: the feeds extend it, they do not add to its past.
      result.skipped.push(
        `${where}: ${g.localDate} is within the dataset's ${league.slug} games, which lack it`,
      );
      continue;
    } else {
      const written = await writeGame(tx, g, { league, season, sourceId, existing, home, away });
      row = written.row;
      changed = written.changed;
      if (changed && existing && existing.slug !== row.slug) touched.games.add(existing.slug);
      if (changed && existing && existing.game_date !== row.game_date) touched.dates.add(existing.game_date);
    }
    await keepFeedGame(tx, batch, g, league.id, row);
    if (!changed) {
      result.unchanged++;
      continue;
    }
    await writeLive(tx, batch, g, row.id);
    result.applied++;
    sets.leagues.add(league.slug);
    if (g.localDate > (reached.get(league.slug) ?? '')) reached.set(league.slug, g.localDate);
    if (season.feedOwned) sets.seasons.set(season.id, [league, season]);
    touched.teams.add(home.teamSlug).add(away.teamSlug);
    touched.dates.add(row.game_date);
    touched.games.add(row.slug);
    result.change.created ||= season.created;
  }
  for (const [league, season] of sets.seasons.values())
    await recountSeason(tx, { leagueId: league.id, startYear: season.startYear });
  result.change = {
    leagues: [...sets.leagues],
    seasons: [...sets.seasons.keys()],
    teams: [...touched.teams],
    dates: [...touched.dates],
    games: [...touched.games],
    created: result.change.created,
  };
  if (replay) return result;
  await tx.query(
    `INSERT INTO feed_status (feed, last_success, last_fetched_at, games_applied) VALUES ($1, now(), $2, $3)
     ON CONFLICT (feed) DO UPDATE SET last_success = now(), last_fetched_at = GREATEST(feed_status.last_fetched_at, $2),
       games_applied = feed_status.games_applied + $3`,
    [batch.feed, batch.fetchedAt, result.applied],
  );
  if (result.applied) {
    // Each league's data runs to the latest day the feeds brought a game of (not past the day it was fetched).
    await tx.query(
      `UPDATE leagues l SET data_as_of = GREATEST(l.data_as_of, LEAST(u.d, $3::timestamptz::date))
         FROM unnest($1::text[], $2::date[]) AS u(slug, d) WHERE l.slug = u.slug`,
      [[...reached.keys()], [...reached.values()], batch.fetchedAt],
    );
    await tx.query('INSERT INTO feed_changes (change) VALUES ($1::jsonb)', [JSON.stringify(result.change)]);
  }
  return result;
}

/** The game this feed game is: by the feed's id, else the league's game of that date between those teams. */
async function findGame(
  tx: Queryable,
  batch: FeedBatch,
  g: FeedGame,
  leagueId: number,
  homeId: number,
  awayId: number,
): Promise<GameRow | null> {
  const cols = `g.id, g.slug, ${isFeedSource('g.source_id')} AS feed, g.status, g.home_score, g.away_score,
    g.game_date::text AS game_date`;
  const byFeed = await tx.query<GameRow>(
    `SELECT ${cols}, f.fetched_at > $3::timestamptz AS newer
       FROM feed_games f JOIN games g ON g.id = f.game_id WHERE f.feed = $1 AND f.feed_game_id = $2`,
    [batch.feed, g.feedGameId, batch.fetchedAt],
  );
  if (byFeed[0]) return byFeed[0];
  // The same teams on the same day: a doubleheader's games in order of start, each taken once.
  const same = await tx.query<GameRow & { taken: boolean }>(
    `SELECT ${cols}, EXISTS (SELECT 1 FROM feed_games f WHERE f.game_id = g.id AND f.feed = $5) AS taken
       FROM games g WHERE g.league_id = $1 AND g.game_date = $2::date AND g.home_team_id = $3 AND g.away_team_id = $4
      ORDER BY g.game_time NULLS LAST, g.id`,
    [leagueId, g.localDate, homeId, awayId, batch.feed],
  );
  const nth =
    g.doubleheaderGame && same.length > 1 ? same[g.doubleheaderGame - 1] : same.find((r) => !r.taken);
  return nth && !nth.taken ? nth : null;
}

/** The date of the league's last game from the dataset (not from a feed); '' when it holds none. */
async function datasetReach(tx: Queryable, leagueId: number): Promise<string> {
  const [r] = await tx.query<{ d: string | null }>(
    `SELECT max(game_date)::text AS d FROM games g WHERE g.league_id = $1 AND NOT (${isFeedSource('g.source_id')})`,
    [leagueId],
  );
  return r?.d ?? '';
}
