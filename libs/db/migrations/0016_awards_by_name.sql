-- The awards pages (apps/api/src/awards): an award is one name in one league, its winners read year by year; the
-- list groups the table by (league, name) and a detail page reads one group in year order, both from this index.
CREATE INDEX IF NOT EXISTS "awards_league_id_name_year_idx" ON "awards" ("league_id", "name", "year");
