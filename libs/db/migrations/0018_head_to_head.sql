-- Head-to-head (issue 27). A pair's games are read by (home, away) in each order: the index holds every column the
-- meetings show, so the read is an index-only scan (the loader vacuums, so the visibility map is set) instead of one
-- heap page per game — a pair such as Yankees–Red Sox has 2,325 games spread over as many pages. The reversed index
-- serves a team's opponents, most played first: its away games counted by home team, again from the index alone.
CREATE INDEX IF NOT EXISTS "games_pair_idx" ON "games" ("home_team_id", "away_team_id", "game_date")
  INCLUDE ("id", "season_id", "home_score", "away_score", "status", "is_playoff", "is_neutral", "round", "overtime");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "games_away_home_idx" ON "games" ("away_team_id", "home_team_id")
  INCLUDE ("home_score", "away_score", "status");
