-- Issue 31 (the first load in ≤ 10 s): the loader derives the leader tables itself, in JavaScript from the dataset's
-- CSV as it reads it (libs/db/src/leaders.ts), and writes them with the other tables (COPY, then their indexes and
-- statistics): leader_refresh() was most of the load (26 s of CPU on an idle machine); deriving them there takes about
-- 6.5 s and writing their rows 3.7 s. The tables, their rows and the stats' rules (leader_stats) are 0015's and 0022's.
DROP TRIGGER IF EXISTS leader_refresh_on_load ON dataset_meta;
--> statement-breakpoint
DROP FUNCTION IF EXISTS leader_refresh_on_load();
--> statement-breakpoint
DROP FUNCTION IF EXISTS leader_refresh();
--> statement-breakpoint
DROP FUNCTION IF EXISTS leader_sum(jsonb, integer, text[]);
--> statement-breakpoint
DROP FUNCTION IF EXISTS leader_sum(jsonb, text[]);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS leader_lines_key_idx ON leader_lines (stat_id, is_postseason, player_id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS leader_seasons_value_idx ON leader_seasons (stat_id, is_postseason, value) WHERE value IS NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS leader_careers_value_idx ON leader_careers (stat_id, is_postseason, value) WHERE value IS NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS leader_careers_player_idx ON leader_careers (player_id);
