-- Issue 25 (a figure is whole or says which seasons it covers): a season in the middle of the history whose source
-- stops early carries its note per table, e.g. {"team_seasons": "<source>: records stop at Selection Sunday ..."}.
-- Written by hand like 0011; src/schema.ts is generated from src/tables.ts.
ALTER TABLE "seasons" ADD COLUMN IF NOT EXISTS "coverage_notes" jsonb;
