-- Issue 31 (the first load in ≤ 10 s): the leaders' rebuild was two thirds of the load (52 s of CPU). The derived
-- tables are keyed by the stat's integer id instead of its league and slug (PGlite sorts text keys several times
-- slower than integers: each index on them took 6 s), a player's career is summed from his season rows (no distinct
-- count over the lines), the lines are written in their index's order and the index carries no columns (nothing
-- vacuums these tables, so a scan of it read the lines anyway), a line's JSON is read as it is, and the sorts and sums
-- run with more memory (work_mem).
ALTER TABLE leader_stats ADD COLUMN IF NOT EXISTS "id" integer GENERATED ALWAYS AS IDENTITY;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS leader_stats_id_idx ON leader_stats (id);
--> statement-breakpoint
DROP TABLE IF EXISTS leader_lines, leader_careers, leader_seasons, leader_coverage;
--> statement-breakpoint
-- One row per stat line (player, season, stint) and stat: the team and era lists sum them.
CREATE TABLE "leader_lines" (
  "stat_id" integer NOT NULL,
  "is_postseason" boolean NOT NULL,
  "player_id" integer NOT NULL,
  "season_id" integer NOT NULL,
  "start_year" integer NOT NULL,
  "team_id" integer,
  "stint" integer,
  "source_id" integer,
  "num" numeric NOT NULL,
  "den" numeric,
  "qual" numeric,
  "season_games" integer
);
--> statement-breakpoint
-- A player's season (his stints summed): the single-season lists without a team read it; `value` is null for a rate
-- whose season does not qualify by the stat's season rule.
CREATE TABLE "leader_seasons" (
  "stat_id" integer NOT NULL,
  "is_postseason" boolean NOT NULL,
  "player_id" integer NOT NULL,
  "season_id" integer NOT NULL,
  "start_year" integer NOT NULL,
  "num" numeric NOT NULL,
  "den" numeric,
  "qual" numeric,
  "value" numeric
);
--> statement-breakpoint
-- A player's career over every season (the list without era or team, and his ranks), ranked.
CREATE TABLE "leader_careers" (
  "stat_id" integer NOT NULL,
  "is_postseason" boolean NOT NULL,
  "player_id" integer NOT NULL,
  "num" numeric NOT NULL,
  "den" numeric,
  "qual" numeric,
  "value" numeric,
  "first_year" integer NOT NULL,
  "last_year" integer NOT NULL,
  "seasons" integer NOT NULL,
  "rank" integer
);
--> statement-breakpoint
-- The seasons each source gives a stat (the coverage said above a list).
CREATE TABLE "leader_coverage" (
  "stat_id" integer NOT NULL,
  "is_postseason" boolean NOT NULL,
  "start_year" integer NOT NULL,
  "source_id" integer
);
--> statement-breakpoint
-- A line's figure for a list of keys ('games': the line's games played): the sum of those present, null when none is.
-- In PL/pgSQL: a SQL function over unnest(keys) costs an executor run per call (3.5 times as long, 400,000 calls).
CREATE OR REPLACE FUNCTION leader_sum(stats jsonb, games integer, keys text[]) RETURNS numeric LANGUAGE plpgsql
  IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  k text;
  v numeric;
  total numeric;
BEGIN
  FOREACH k IN ARRAY keys LOOP
    v := CASE WHEN k = 'games' THEN games ELSE NULLIF(stats #>> string_to_array(k, '.'), '')::numeric END;
    IF v IS NOT NULL THEN
      total := COALESCE(total + v, v);
    END IF;
  END LOOP;
  RETURN total;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION leader_refresh() RETURNS void LANGUAGE plpgsql SET work_mem = '64MB' AS $$
BEGIN
  DROP INDEX IF EXISTS leader_lines_key_idx;
  DROP INDEX IF EXISTS leader_seasons_value_idx;
  DROP INDEX IF EXISTS leader_careers_value_idx;
  DROP INDEX IF EXISTS leader_careers_player_idx;
  TRUNCATE leader_lines, leader_careers, leader_seasons, leader_coverage;
  -- Each line is paired only with the stats whose first key it holds, and a count's key is read by its path directly;
  -- the sums of several keys (leader_sum) are for the rates alone. The line's JSON is read as it is (copying each
  -- line with its games added, as 0015 did, was most of the statement's time): 'games' is the line's games played.
  INSERT INTO leader_lines
  WITH games AS (SELECT ts.season_id, MAX(ts.games_played) AS n FROM team_seasons ts GROUP BY ts.season_id),
  stq AS MATERIALIZED (
    SELECT ls.*, string_to_array(ls.num[1], '.') AS first_key,
      cardinality(ls.num) = 1 AND cardinality(ls.num_less) = 0 AND ls.num[1] <> 'games' AS single
    FROM leader_stats ls
  )
  SELECT l.stat_id, l.is_postseason, l.player_id, l.season_id, l.start_year, l.team_id, l.stint, l.source_id,
    l.num, l.den, l.qual, l.season_games
  FROM (
    SELECT st.id AS stat_id, p.player_id, p.season_id, s.start_year, COALESCE(p.is_postseason, false) AS is_postseason,
      p.team_id, p.stint, p.source_id,
      CASE WHEN st.single THEN NULLIF(p.stats #>> st.first_key, '')::numeric * st.scale
        ELSE (leader_sum(p.stats, p.games_played, st.num)
          - COALESCE(leader_sum(p.stats, p.games_played, st.num_less), 0)) * st.scale END AS num,
      CASE WHEN st.den IS NOT NULL THEN leader_sum(p.stats, p.games_played, st.den) END AS den,
      CASE WHEN st.qual IS NOT NULL THEN leader_sum(p.stats, p.games_played, st.qual) * st.qual_scale END AS qual,
      g.n AS season_games, st.den IS NOT NULL AS rate
    FROM player_seasons p
    JOIN seasons s ON s.id = p.season_id
    JOIN leagues lg ON lg.id = s.league_id
    JOIN stq st ON st.league = lg.slug AND (p.stats #> st.first_key IS NOT NULL OR st.num[1] = 'games')
      AND (st.except_pos IS NULL OR (p.stats ->> 'pos') IS DISTINCT FROM st.except_pos)
    LEFT JOIN games g ON g.season_id = s.id
    WHERE p.player_id IS NOT NULL
  ) l
  -- A count of zero ranks no one; a rate keeps every line with a denominator (its qualifier decides).
  WHERE l.num IS NOT NULL AND CASE WHEN l.rate THEN l.den > 0 ELSE l.num <> 0 END
  -- In the index's order: a list's lines lie together (a team's list read 850 pages instead of 6,250 on PostgreSQL).
  ORDER BY l.stat_id, l.is_postseason, l.player_id;
  CREATE INDEX leader_lines_key_idx ON leader_lines (stat_id, is_postseason, player_id);
  INSERT INTO leader_seasons
  SELECT l.stat_id, l.is_postseason, l.player_id, l.season_id, MIN(l.start_year), SUM(l.num), SUM(l.den), SUM(l.qual),
    CASE WHEN MAX(st.den::text) IS NULL THEN SUM(l.num)
      WHEN SUM(l.den) > 0 AND SUM(l.qual) >= COALESCE(MAX(st.season_per_game) * MAX(l.season_games), MAX(st.season_min), 0)
        THEN SUM(l.num) / SUM(l.den) END
  FROM leader_lines l JOIN leader_stats st ON st.id = l.stat_id
  GROUP BY l.stat_id, l.is_postseason, l.player_id, l.season_id;
  CREATE INDEX leader_seasons_value_idx ON leader_seasons (stat_id, is_postseason, value) WHERE value IS NOT NULL;
  -- Careers from the season rows (the same sums: numeric addition is exact).
  INSERT INTO leader_careers
  SELECT c.stat_id, c.is_postseason, c.player_id, c.num, c.den, c.qual, c.value, c.first_year, c.last_year, c.seasons,
    CASE WHEN c.value IS NULL THEN NULL
      ELSE rank() OVER (PARTITION BY c.stat_id, c.is_postseason, c.value IS NULL
        ORDER BY CASE WHEN st.ascending THEN c.value ELSE -c.value END) END
  FROM (
    SELECT s.stat_id, s.is_postseason, s.player_id, SUM(s.num) AS num, SUM(s.den) AS den, SUM(s.qual) AS qual,
      MIN(s.start_year) AS first_year, MAX(s.start_year) AS last_year, count(*) AS seasons,
      CASE WHEN MAX(st.den::text) IS NULL THEN SUM(s.num)
        WHEN SUM(s.den) > 0 AND SUM(s.qual) >= MAX(st.career_min) THEN SUM(s.num) / SUM(s.den) END AS value
    FROM leader_seasons s JOIN leader_stats st ON st.id = s.stat_id
    GROUP BY s.stat_id, s.is_postseason, s.player_id
  ) c JOIN leader_stats st ON st.id = c.stat_id;
  CREATE INDEX leader_careers_value_idx ON leader_careers (stat_id, is_postseason, value) WHERE value IS NOT NULL;
  CREATE INDEX leader_careers_player_idx ON leader_careers (player_id);
  INSERT INTO leader_coverage
  SELECT DISTINCT l.stat_id, l.is_postseason, l.start_year, l.source_id FROM leader_lines l;
  UPDATE leader_stats st SET has_postseason = EXISTS (
    SELECT 1 FROM leader_coverage c WHERE c.stat_id = st.id AND c.is_postseason);
  ANALYZE leader_lines;
  ANALYZE leader_careers;
  ANALYZE leader_seasons;
  ANALYZE leader_coverage;
END
$$;
