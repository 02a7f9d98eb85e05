-- Issue: every endpoint ≤ 100 ms p95 uncached on the full dataset.
-- The seasons of a player's lines and roster rows that his career span does not hold (libs/db/src/career-spans.ts),
-- written by the loader: the players list's season filter is his span or one of these, so a page of a season's
-- players no longer builds and probes the sets of every league's lines and roster rows of that season (12,000 for
-- 2023) for each of the scope's players (21,000 baseball players).
CREATE TABLE IF NOT EXISTS "player_extra_seasons" (
  "start_year" integer NOT NULL,
  "player_id" integer NOT NULL,
  PRIMARY KEY ("start_year", "player_id")
);
