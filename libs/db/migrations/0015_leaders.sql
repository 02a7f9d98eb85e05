-- Issue 27 (leaders): the stats fans rank by, and one row per player, season, stint and stat that the leader lists
-- read alone. Summing the stat lines' JSON per request took 0.7–1.5 s on the full dataset (290,000 lines); the
-- derived table holds each ranked figure as a number, indexed by stat.
-- leader_stats is the catalogue, written once here: a stat of a league is the sum of its `num` keys (paths in the
-- line's stats, 'p.so' = stats->'p'->>'so'; 'games' = the line's games played) minus its `num_less` keys, times `scale`; a rate divides that by the sum
-- of its `den` keys. A rate ranks only lines that qualify: the sum of the `qual` keys (times `qual_scale`) reaches
-- `season_per_game` per game of the season's longest team schedule or `season_min` in a season, `career_min` in a
-- career. A stat with `except_pos` leaves out the lines of that position (goaltenders from the skaters' goals,
-- assists and points: a goalie source reaching later seasons must not stretch the skaters' coverage). leader_lines is derived from player_seasons and rebuilt by leader_refresh() in the loader's transaction,
-- as search_entries is (a trigger on the dataset_hash it writes last, ENABLE ALWAYS for the same reason).
CREATE TABLE IF NOT EXISTS "leader_stats" (
  "slug" text NOT NULL,
  "league" text NOT NULL,
  "ord" integer NOT NULL,
  "label" text NOT NULL,
  "abbr" text NOT NULL,
  "grp" text NOT NULL,
  "num" text[] NOT NULL,
  "num_less" text[] NOT NULL DEFAULT '{}',
  "scale" numeric NOT NULL DEFAULT 1,
  "den" text[],
  "qual" text[],
  "qual_scale" numeric NOT NULL DEFAULT 1,
  "qual_unit" text,
  "season_per_game" numeric,
  "season_min" numeric,
  "career_min" numeric,
  "digits" integer NOT NULL DEFAULT 0,
  "ascending" boolean NOT NULL DEFAULT false,
  "except_pos" text,
  "has_postseason" boolean NOT NULL DEFAULT false,
  PRIMARY KEY ("league", "slug")
);
--> statement-breakpoint
TRUNCATE leader_stats;
--> statement-breakpoint
INSERT INTO leader_stats (league, ord, slug, label, abbr, grp, num, num_less, scale, den, qual, qual_scale, qual_unit, season_per_game, season_min, career_min, digits, ascending, except_pos) VALUES
  ('mlb', 1, 'home-runs', 'Home runs', 'HR', 'Batting', '{hr}', '{}', 1, NULL, NULL, 1, NULL, NULL, NULL, NULL, 0, false, NULL),
  ('mlb', 2, 'hits', 'Hits', 'H', 'Batting', '{h}', '{}', 1, NULL, NULL, 1, NULL, NULL, NULL, NULL, 0, false, NULL),
  ('mlb', 3, 'runs-batted-in', 'Runs batted in', 'RBI', 'Batting', '{rbi}', '{}', 1, NULL, NULL, 1, NULL, NULL, NULL, NULL, 0, false, NULL),
  ('mlb', 4, 'runs', 'Runs', 'R', 'Batting', '{r}', '{}', 1, NULL, NULL, 1, NULL, NULL, NULL, NULL, 0, false, NULL),
  ('mlb', 5, 'stolen-bases', 'Stolen bases', 'SB', 'Batting', '{sb}', '{}', 1, NULL, NULL, 1, NULL, NULL, NULL, NULL, 0, false, NULL),
  ('mlb', 6, 'batting-average', 'Batting average', 'BA', 'Batting', '{h}', '{}', 1, '{ab}', '{ab,bb,hbp,sf,sh}', 1, 'plate appearances', 3.1, NULL, 3000, 3, false, NULL),
  ('mlb', 7, 'wins', 'Wins', 'W', 'Pitching', '{p.w}', '{}', 1, NULL, NULL, 1, NULL, NULL, NULL, NULL, 0, false, NULL),
  ('mlb', 8, 'strikeouts', 'Strikeouts', 'SO', 'Pitching', '{p.so}', '{}', 1, NULL, NULL, 1, NULL, NULL, NULL, NULL, 0, false, NULL),
  ('mlb', 9, 'saves', 'Saves', 'SV', 'Pitching', '{p.sv}', '{}', 1, NULL, NULL, 1, NULL, NULL, NULL, NULL, 0, false, NULL),
  ('mlb', 10, 'earned-run-average', 'Earned run average', 'ERA', 'Pitching', '{p.er}', '{}', 27, '{p.ipo}', '{p.ipo}', 0.333333333333, 'innings pitched', 1, NULL, 1000, 2, true, NULL),
  ('nba', 1, 'points', 'Points', 'PTS', 'Totals', '{pts}', '{}', 1, NULL, NULL, 1, NULL, NULL, NULL, NULL, 0, false, NULL),
  ('nba', 2, 'rebounds', 'Rebounds', 'TRB', 'Totals', '{trb}', '{}', 1, NULL, NULL, 1, NULL, NULL, NULL, NULL, 0, false, NULL),
  ('nba', 3, 'assists', 'Assists', 'AST', 'Totals', '{ast}', '{}', 1, NULL, NULL, 1, NULL, NULL, NULL, NULL, 0, false, NULL),
  ('nba', 4, 'steals', 'Steals', 'STL', 'Totals', '{stl}', '{}', 1, NULL, NULL, 1, NULL, NULL, NULL, NULL, 0, false, NULL),
  ('nba', 5, 'blocks', 'Blocks', 'BLK', 'Totals', '{blk}', '{}', 1, NULL, NULL, 1, NULL, NULL, NULL, NULL, 0, false, NULL),
  ('nba', 6, 'three-pointers', 'Three-point field goals', '3P', 'Totals', '{3p}', '{}', 1, NULL, NULL, 1, NULL, NULL, NULL, NULL, 0, false, NULL),
  ('nba', 7, 'points-per-game', 'Points per game', 'PTS/G', 'Per game', '{pts}', '{}', 1, '{games}', '{games}', 1, 'games', 0.7, NULL, 400, 1, false, NULL),
  ('nfl', 1, 'passing-yards', 'Passing yards', 'Pass Yds', 'Passing', '{pass_yds}', '{}', 1, NULL, NULL, 1, NULL, NULL, NULL, NULL, 0, false, NULL),
  ('nfl', 2, 'passing-touchdowns', 'Passing touchdowns', 'Pass TD', 'Passing', '{pass_td}', '{}', 1, NULL, NULL, 1, NULL, NULL, NULL, NULL, 0, false, NULL),
  ('nfl', 3, 'rushing-yards', 'Rushing yards', 'Rush Yds', 'Rushing', '{rush_yds}', '{}', 1, NULL, NULL, 1, NULL, NULL, NULL, NULL, 0, false, NULL),
  ('nfl', 4, 'rushing-touchdowns', 'Rushing touchdowns', 'Rush TD', 'Rushing', '{rush_td}', '{}', 1, NULL, NULL, 1, NULL, NULL, NULL, NULL, 0, false, NULL),
  ('nfl', 5, 'receptions', 'Receptions', 'Rec', 'Receiving', '{rec}', '{}', 1, NULL, NULL, 1, NULL, NULL, NULL, NULL, 0, false, NULL),
  ('nfl', 6, 'receiving-yards', 'Receiving yards', 'Rec Yds', 'Receiving', '{rec_yds}', '{}', 1, NULL, NULL, 1, NULL, NULL, NULL, NULL, 0, false, NULL),
  ('nfl', 7, 'receiving-touchdowns', 'Receiving touchdowns', 'Rec TD', 'Receiving', '{rec_td}', '{}', 1, NULL, NULL, 1, NULL, NULL, NULL, NULL, 0, false, NULL),
  ('nfl', 8, 'sacks', 'Sacks', 'Sk', 'Defence', '{def_sk}', '{}', 1, NULL, NULL, 1, NULL, NULL, NULL, NULL, 1, false, NULL),
  ('nfl', 9, 'interceptions', 'Interceptions', 'Int', 'Defence', '{def_int}', '{}', 1, NULL, NULL, 1, NULL, NULL, NULL, NULL, 0, false, NULL),
  ('nhl', 1, 'goals', 'Goals', 'G', 'Skaters', '{g}', '{}', 1, NULL, NULL, 1, NULL, NULL, NULL, NULL, 0, false, 'G'),
  ('nhl', 2, 'assists', 'Assists', 'A', 'Skaters', '{a}', '{}', 1, NULL, NULL, 1, NULL, NULL, NULL, NULL, 0, false, 'G'),
  ('nhl', 3, 'points', 'Points', 'PTS', 'Skaters', '{pts}', '{}', 1, NULL, NULL, 1, NULL, NULL, NULL, NULL, 0, false, 'G'),
  ('nhl', 4, 'penalty-minutes', 'Penalty minutes', 'PIM', 'Skaters', '{pim}', '{}', 1, NULL, NULL, 1, NULL, NULL, NULL, NULL, 0, false, 'G'),
  ('nhl', 5, 'wins', 'Wins', 'W', 'Goaltenders', '{w}', '{}', 1, NULL, NULL, 1, NULL, NULL, NULL, NULL, 0, false, NULL),
  ('nhl', 6, 'shutouts', 'Shutouts', 'SO', 'Goaltenders', '{sho}', '{}', 1, NULL, NULL, 1, NULL, NULL, NULL, NULL, 0, false, NULL),
  ('nhl', 7, 'save-percentage', 'Save percentage', 'SV%', 'Goaltenders', '{sa}', '{ga}', 1, '{sa}', '{ggp}', 1, 'games in goal', NULL, 25, 250, 3, false, NULL);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "leader_lines" (
  "league" text NOT NULL,
  "stat" text NOT NULL,
  "player_id" integer NOT NULL,
  "season_id" integer NOT NULL,
  "start_year" integer NOT NULL,
  "is_postseason" boolean NOT NULL,
  "team_id" integer,
  "stint" integer,
  "source_id" integer,
  "num" numeric NOT NULL,
  "den" numeric,
  "qual" numeric,
  "season_games" integer
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "leader_careers" (
  "league" text NOT NULL,
  "stat" text NOT NULL,
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
-- A player's season (his stints summed): the single-season lists without a team read it; `value` is null for a rate
-- whose season does not qualify by the stat's season rule.
CREATE TABLE IF NOT EXISTS "leader_seasons" (
  "league" text NOT NULL,
  "stat" text NOT NULL,
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
-- The seasons each source gives a stat (the coverage said above a list).
CREATE TABLE IF NOT EXISTS "leader_coverage" (
  "league" text NOT NULL,
  "stat" text NOT NULL,
  "is_postseason" boolean NOT NULL,
  "start_year" integer NOT NULL,
  "source_id" integer
);
--> statement-breakpoint
-- A line's figure for a list of keys: the sum of those present, null when none is.
CREATE OR REPLACE FUNCTION leader_sum(stats jsonb, keys text[]) RETURNS numeric LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT SUM(NULLIF(stats #>> string_to_array(k, '.'), '')::numeric) FROM unnest(keys) k
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION leader_refresh() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DROP INDEX IF EXISTS leader_lines_career_idx;
  DROP INDEX IF EXISTS leader_lines_player_idx;
  DROP INDEX IF EXISTS leader_careers_value_idx;
  DROP INDEX IF EXISTS leader_careers_player_idx;
  DROP INDEX IF EXISTS leader_seasons_value_idx;
  TRUNCATE leader_lines, leader_careers, leader_seasons, leader_coverage;
  -- Each line is paired only with the stats whose first key it holds, and a key is read by its path directly; the
  -- sums of several keys (leader_sum) are for the rates alone: this keeps the rebuild to seconds.
  INSERT INTO leader_lines
  -- The lines and the stats' first keys are each worked out once (MATERIALIZED): inlined, the line's JSON with its
  -- games was rebuilt for every stat it was paired with, and the rebuild took twice as long.
  WITH games AS (SELECT ts.season_id, MAX(ts.games_played) AS n FROM team_seasons ts GROUP BY ts.season_id),
  stq AS MATERIALIZED (SELECT ls.*, string_to_array(ls.num[1], '.') AS first_key FROM leader_stats ls),
  ps AS MATERIALIZED (
    SELECT p.*, COALESCE(p.stats, '{}') || jsonb_build_object('games', p.games_played) AS x
    FROM player_seasons p WHERE p.player_id IS NOT NULL
  )
  SELECT l.league, l.stat, l.player_id, l.season_id, l.start_year, l.is_postseason, l.team_id, l.stint, l.source_id,
    l.num, l.den, l.qual, l.season_games
  FROM (
    SELECT st.league, st.slug AS stat, ps.player_id, ps.season_id, s.start_year, COALESCE(ps.is_postseason, false) AS is_postseason,
      ps.team_id, ps.stint, ps.source_id,
      (CASE WHEN cardinality(st.num) = 1 THEN NULLIF(ps.x #>> st.first_key, '')::numeric
         ELSE leader_sum(ps.x, st.num) END
       - CASE WHEN cardinality(st.num_less) = 0 THEN 0 ELSE COALESCE(leader_sum(ps.x, st.num_less), 0) END) * st.scale AS num,
      CASE WHEN st.den IS NOT NULL THEN leader_sum(ps.x, st.den) END AS den,
      CASE WHEN st.qual IS NOT NULL THEN leader_sum(ps.x, st.qual) * st.qual_scale END AS qual,
      g.n AS season_games, st.den IS NOT NULL AS rate
    -- The line's games are a key too ('games'), for per-game figures.
    FROM ps
    JOIN seasons s ON s.id = ps.season_id
    JOIN leagues lg ON lg.id = s.league_id
    JOIN stq st ON st.league = lg.slug AND ps.x #> st.first_key IS NOT NULL
      AND (st.except_pos IS NULL OR (ps.x ->> 'pos') IS DISTINCT FROM st.except_pos)
    LEFT JOIN games g ON g.season_id = s.id
    WHERE ps.player_id IS NOT NULL
  ) l
  -- A count of zero ranks no one; a rate keeps every line with a denominator (its qualifier decides).
  WHERE l.num IS NOT NULL AND CASE WHEN l.rate THEN l.den > 0 ELSE l.num <> 0 END;
  CREATE INDEX leader_lines_career_idx ON leader_lines (stat, league, is_postseason, player_id)
    INCLUDE (num, den, qual, start_year, season_id, team_id, source_id, season_games);
  CREATE INDEX leader_lines_player_idx ON leader_lines (player_id);
  -- Careers over every season (the list without era or team, and a player's ranks): summed once here.
  INSERT INTO leader_careers
  SELECT c.league, c.stat, c.is_postseason, c.player_id, c.num, c.den, c.qual, c.value, c.first_year, c.last_year,
    c.seasons,
    CASE WHEN c.value IS NULL THEN NULL
      ELSE rank() OVER (PARTITION BY c.league, c.stat, c.is_postseason, c.value IS NULL
        ORDER BY CASE WHEN st.ascending THEN c.value ELSE -c.value END) END
  FROM (
    SELECT l.league, l.stat, l.is_postseason, l.player_id, SUM(l.num) AS num, SUM(l.den) AS den, SUM(l.qual) AS qual,
      MIN(l.start_year) AS first_year, MAX(l.start_year) AS last_year, count(DISTINCT l.season_id) AS seasons,
      CASE WHEN MAX(st.den::text) IS NULL THEN SUM(l.num)
        WHEN SUM(l.den) > 0 AND SUM(l.qual) >= MAX(st.career_min) THEN SUM(l.num) / SUM(l.den) END AS value
    FROM leader_lines l JOIN leader_stats st ON st.league = l.league AND st.slug = l.stat
    GROUP BY l.league, l.stat, l.is_postseason, l.player_id
  ) c JOIN leader_stats st ON st.league = c.league AND st.slug = c.stat;
  CREATE INDEX leader_careers_value_idx ON leader_careers (stat, league, is_postseason, value) WHERE value IS NOT NULL;
  CREATE INDEX leader_careers_player_idx ON leader_careers (player_id);
  INSERT INTO leader_seasons
  SELECT l.league, l.stat, l.is_postseason, l.player_id, l.season_id, MIN(l.start_year), SUM(l.num), SUM(l.den),
    SUM(l.qual),
    CASE WHEN MAX(st.den::text) IS NULL THEN SUM(l.num)
      WHEN SUM(l.den) > 0 AND SUM(l.qual) >= COALESCE(MAX(st.season_per_game) * MAX(l.season_games), MAX(st.season_min), 0)
        THEN SUM(l.num) / SUM(l.den) END
  FROM leader_lines l JOIN leader_stats st ON st.league = l.league AND st.slug = l.stat
  GROUP BY l.league, l.stat, l.is_postseason, l.player_id, l.season_id;
  CREATE INDEX leader_seasons_value_idx ON leader_seasons (stat, league, is_postseason, value) WHERE value IS NOT NULL;
  INSERT INTO leader_coverage
  SELECT DISTINCT l.league, l.stat, l.is_postseason, l.start_year, l.source_id FROM leader_lines l;
  UPDATE leader_stats st SET has_postseason = EXISTS (
    SELECT 1 FROM leader_coverage c WHERE c.league = st.league AND c.stat = st.slug AND c.is_postseason);
  ANALYZE leader_lines;
  ANALYZE leader_careers;
  ANALYZE leader_seasons;
  ANALYZE leader_coverage;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION leader_refresh_on_load() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM leader_refresh();
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS leader_refresh_on_load ON dataset_meta;
--> statement-breakpoint
CREATE TRIGGER leader_refresh_on_load AFTER INSERT OR UPDATE ON dataset_meta
  FOR EACH ROW WHEN (NEW.key = 'dataset_hash') EXECUTE FUNCTION leader_refresh_on_load();
--> statement-breakpoint
ALTER TABLE dataset_meta ENABLE ALWAYS TRIGGER leader_refresh_on_load;
