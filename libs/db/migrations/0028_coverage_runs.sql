-- The seasons each league's table holds, as runs of start years, and the league's seasons it lacks (coverage.json):
-- what the pages say where a season lies beyond the sources.
ALTER TABLE "dataset_coverage" ADD COLUMN IF NOT EXISTS "held" jsonb;--> statement-breakpoint
ALTER TABLE "dataset_coverage" ADD COLUMN IF NOT EXISTS "missing" jsonb;
