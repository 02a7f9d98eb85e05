-- Head-to-head (issue 27): the games between two teams are read by their pair in either order, home then away, so
-- one index on (home_team_id, away_team_id) finds each side's home games exactly (an index scan per order instead of
-- merging every game of each team). The reversed index serves a team's opponents, most played first: the counts come
-- from the two indexes alone (home games by away team, away games by home team).
CREATE INDEX IF NOT EXISTS "games_home_away_idx" ON "games" ("home_team_id", "away_team_id", "game_date");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "games_away_home_idx" ON "games" ("away_team_id", "home_team_id", "game_date");
