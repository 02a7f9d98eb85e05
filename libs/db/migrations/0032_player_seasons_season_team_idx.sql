-- Issue: every endpoint ≤ 100 ms p95 uncached on the full dataset.
-- A team-season's lines (the title-credit rule: does the champion's team-season hold a postseason line of a player of
-- his group; a team's players of a season): one probe, where the season's 1,800 lines and the team's 5,000 were two
-- bitmaps ANDed, for each title of a page of players.
CREATE INDEX IF NOT EXISTS "player_seasons_season_id_team_id_idx" ON "player_seasons" USING btree ("season_id", "team_id") INCLUDE ("player_id");
