-- Indexes the API's queries need (apps/api): newest-first / date-range game lists across all leagues (the hub)
-- are served in index order instead of sorting every game.
CREATE INDEX IF NOT EXISTS "games_game_date_id_idx" ON "games" ("game_date", "id");
