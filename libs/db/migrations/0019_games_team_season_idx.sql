-- A team's games of one season, home or away (a team season's head coaches from its games, a team's schedule): the
-- season index alone reads every game of the season (about 2,400 a baseball season) and the team indexes every game
-- the team ever played (about 11,000 home and away for a baseball club), so the team's seasons page read both for
-- each of its seasons (1.8 s for the Cubs). These two find the season's 80 home and 80 away games directly.
CREATE INDEX IF NOT EXISTS "games_home_team_id_season_id_idx" ON "games" ("home_team_id", "season_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "games_away_team_id_season_id_idx" ON "games" ("away_team_id", "season_id");
