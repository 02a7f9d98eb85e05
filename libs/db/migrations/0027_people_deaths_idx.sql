-- The people of each source that records deaths: a person's age is shown only where his death date is known or his
-- source records deaths (so an empty death date means living); this index answers "does it?" with one probe.
CREATE INDEX IF NOT EXISTS "people_source_with_death_idx" ON "people" USING btree ("source_id") WHERE "death_date" IS NOT NULL;
