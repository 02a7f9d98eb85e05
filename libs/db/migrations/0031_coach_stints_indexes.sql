-- Issue: every endpoint ≤ 100 ms p95 uncached on the full dataset.
-- The other stints of a stint's team-season (a coach's titles and postseason: did another coach of that team-season
-- play its postseason games, or hold the head job): one probe, where the team and season indexes were two bitmaps of
-- a few hundred stints each, ANDed, per stint of a page (200 coaches' details: about 1,500 stints).
CREATE INDEX IF NOT EXISTS "coach_stints_team_id_season_id_idx" ON "coach_stints" USING btree ("team_id", "season_id");--> statement-breakpoint
-- A team's stints by their last season: whether anyone coached the team in a given season (a coach's tenure gaps)
-- is found at the first stint ending in or after it, not by reading every stint of the team.
CREATE INDEX IF NOT EXISTS "coach_stints_team_id_last_year_idx" ON "coach_stints" USING btree ("team_id", (COALESCE("end_year", "start_year")));
