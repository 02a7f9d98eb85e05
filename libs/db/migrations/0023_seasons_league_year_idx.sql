-- Issue 31 (every endpoint ≤ 100 ms uncached): the rows that name a season by its league and start year (a team as
-- it was named that season, shared/borne-name.ts; a figure's latest-season note, shared/latest-note.ts) looked it up
-- per row through seasons_league_id_idx and filtered the league's seasons; this index finds the one season directly.
CREATE INDEX IF NOT EXISTS "seasons_league_id_start_year_idx" ON "seasons" USING btree ("league_id", "start_year");
