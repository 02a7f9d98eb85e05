-- Issue: every endpoint ≤ 100 ms p95 uncached on the full dataset.
-- Per league, its regular-season player lines all time as the analytics' player statistics count them (players with
-- a line, lines, games per line, rookies): summed per request they read every line of the dataset (the NBA's
-- all-time KPIs, about 120 ms). The loader writes them by the API's own aggregate (libs/db/src/league-lines.ts).
CREATE TABLE IF NOT EXISTS "league_player_lines" (
  "league_id" integer PRIMARY KEY,
  "players" integer NOT NULL,
  "lines" integer NOT NULL,
  "avg_games" numeric,
  "rookies" integer NOT NULL
);
