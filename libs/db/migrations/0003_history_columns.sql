-- Issue 9 (correct history): the title-year label of each championship result, how a discontinued championship
-- ended and what succeeded it, which recent final is missing, and the date each league's data reaches. Written by
-- hand like 0001/0002 (drizzle-kit only produced 0000); src/schema.ts is generated from src/tables.ts.
ALTER TABLE "leagues" ADD COLUMN IF NOT EXISTS "data_as_of" date;
ALTER TABLE "championships" ADD COLUMN IF NOT EXISTS "ended_note" text;
ALTER TABLE "championships" ADD COLUMN IF NOT EXISTS "successor_slug" text;
ALTER TABLE "championships" ADD COLUMN IF NOT EXISTS "missing_note" text;
ALTER TABLE "championship_results" ADD COLUMN IF NOT EXISTS "title_year" integer;
