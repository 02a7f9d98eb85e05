-- Issue 9 (the people data) for issue 13's game page: each game's head coaches, starting quarterbacks, roof,
-- surface, temperature, wind and referee (nflverse games, NFL 2000 onward). Written by hand like 0001-0004;
-- src/schema.ts is generated from src/tables.ts.
ALTER TABLE "games" ADD COLUMN IF NOT EXISTS "home_coach" text;
ALTER TABLE "games" ADD COLUMN IF NOT EXISTS "away_coach" text;
ALTER TABLE "games" ADD COLUMN IF NOT EXISTS "home_qb" text;
ALTER TABLE "games" ADD COLUMN IF NOT EXISTS "away_qb" text;
ALTER TABLE "games" ADD COLUMN IF NOT EXISTS "roof" text;
ALTER TABLE "games" ADD COLUMN IF NOT EXISTS "surface" text;
ALTER TABLE "games" ADD COLUMN IF NOT EXISTS "temperature" integer;
ALTER TABLE "games" ADD COLUMN IF NOT EXISTS "wind" integer;
ALTER TABLE "games" ADD COLUMN IF NOT EXISTS "referee" text;
