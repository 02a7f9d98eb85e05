-- Issue 14 (players and coaches): the directories search names on the server with a case-insensitive substring
-- (ILIKE '%text%'), which a B-tree cannot serve. A trigram GIN index can, on PostgreSQL and on PGlite alike
-- (libs/db loads PGlite's pg_trgm extension); without it every search scans all 50,000 people.
-- The extension lives in schema public, so a dataset loaded into another schema (the API tests on PostgreSQL) finds it.
CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "people_full_name_trgm_idx" ON "people" USING gin ("full_name" public.gin_trgm_ops);
