-- Issue 25 (facts as they were): a team-season's home venue under its name that season, and the marks a title
-- can carry — vacated by the governing body, or won before the league existed (the pre-NHL Stanley Cups).
-- Written by hand like 0001-0005; src/schema.ts is generated from src/tables.ts.
ALTER TABLE "team_seasons" ADD COLUMN IF NOT EXISTS "venue_id" integer REFERENCES "venues"("id");
ALTER TABLE "team_seasons" ADD COLUMN IF NOT EXISTS "venue_name" text;
ALTER TABLE "championship_results" ADD COLUMN IF NOT EXISTS "vacated_note" text;
ALTER TABLE "championship_results" ADD COLUMN IF NOT EXISTS "era_note" text;
