-- Issue 31 (every endpoint under 100 ms p95): a player's regular-season totals, per key of his lines' stats the sum of
-- its numbers, as the player details statement summed them on each request (jsonb_each over every line of the page's
-- players: 130 ms of the 190 a page of 200 MLB players took in PGlite). The loader derives them with the leader tables
-- (libs/db/src/player-totals.ts) and writes them with the other tables; a player none of whose regular-season lines
-- holds a number has no row (his totals are null, as the aggregate gave).
CREATE TABLE IF NOT EXISTS "player_totals" (
  "player_id" integer PRIMARY KEY,
  "totals" jsonb NOT NULL
);
