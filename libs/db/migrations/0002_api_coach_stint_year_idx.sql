-- Indexes the API's queries need (apps/api): "coached in season X" / "active coach" filters compare a stint's last
-- season, COALESCE(end_year, start_year), with a year. The expression index serves those comparisons and, above all,
-- gives the planner statistics for the expression, so it sees that few stints match and starts from them instead of
-- walking every person in name order.
CREATE INDEX IF NOT EXISTS "coach_stints_last_year_idx" ON "coach_stints" ((COALESCE("end_year", "start_year")));
