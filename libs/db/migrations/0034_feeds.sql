-- Issue 45 (current from the feeds): what the updater applied from the leagues' public feeds, kept apart from the
-- dataset's tables so that a load (which empties those) loses none of it: the loader's caller replays feed_games.
-- No foreign keys: a load truncates games with CASCADE and renumbers them; the replay writes game_id again.
-- Written by hand like 0001-0004; these tables are not part of the dataset contract (src/tables.ts).

-- Each feed game as last applied (the adapter's FeedGame, libs/feeds), and the game row it is applied to.
CREATE TABLE IF NOT EXISTS feed_games (
  feed text NOT NULL,
  feed_game_id text NOT NULL,
  league_id integer NOT NULL,
  game jsonb NOT NULL,
  fetched_at timestamptz NOT NULL,
  applied_at timestamptz NOT NULL DEFAULT now(),
  game_id integer,
  -- The game's slug when applied: a load that renumbers games leaves game_id pointing elsewhere (replay then).
  game_slug text,
  PRIMARY KEY (feed, feed_game_id)
);
CREATE INDEX IF NOT EXISTS feed_games_game_id_idx ON feed_games (game_id);

-- What a feed says of a game beyond the games row: the period and clock while live, the score by period, the
-- officials and the series standing. One row per game a feed reported on.
CREATE TABLE IF NOT EXISTS game_live (
  game_id integer PRIMARY KEY,
  period integer,
  period_label text,
  clock text,
  line_score jsonb,
  officials jsonb,
  series jsonb,
  feed text NOT NULL,
  fetched_at timestamptz NOT NULL
);

-- Each feed's last success and last error (the data-quality page lists them).
CREATE TABLE IF NOT EXISTS feed_status (
  feed text PRIMARY KEY,
  last_success timestamptz,
  last_error timestamptz,
  last_error_message text,
  last_fetched_at timestamptz,
  games_applied integer NOT NULL DEFAULT 0
);

-- What each applied batch changed (leagues, seasons, teams, dates, games): a server that did not apply it itself
-- (`npm run update` beside it on PostgreSQL) reads new rows and drops exactly those cached answers and pages.
CREATE TABLE IF NOT EXISTS feed_changes (
  id serial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  change jsonb NOT NULL
);
