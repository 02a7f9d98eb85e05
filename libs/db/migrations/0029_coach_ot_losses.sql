-- A hockey coach's overtime and shootout losses (from 1999-00), which his losses do not count: without them his
-- record falls short of his games.
ALTER TABLE "coach_stints" ADD COLUMN IF NOT EXISTS "ot_losses" integer;
