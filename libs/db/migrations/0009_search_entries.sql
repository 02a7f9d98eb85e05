-- Issue 17 (search in ≤ 20 ms): one table the site search reads alone, instead of five name tables joined per query.
-- One row per searchable name — a team once per name it bore (teams.name and each team_identities.name), a player or
-- coach once per league, a championship — with its kind, league, key (' ' || search_key(name): a word start is
-- ' w'), words, popularity within the kind and the fields a result shows. A trigram GIN index on the key serves the
-- substring and word-start matches (LIKE '%w%', '% w%'). The typo tier works on the ~30,000 distinct words
-- (search_words) rather than on 68,000 names: a misspelt word ("gretsky", "micheal") finds its close words — within
-- one edit (an insertion, deletion, substitution or swap of neighbours: the words sharing a one-letter deletion,
-- `deletes`, GIN-indexed) or of trigram similarity ≥ 0.4 (trigram GIN index) — then the names holding them (GIN index
-- on search_entries.words).
-- The table is derived from the dataset, which the loader replaces wholesale in one transaction and ends by writing
-- dataset_meta's dataset_hash: a trigger on that write rebuilds it (search_refresh()) in the same transaction. It is
-- ENABLE ALWAYS because the loader runs with session_replication_role = replica, which silences ordinary triggers.
-- The trigram indexes of 0008 on the name tables served the first search only; they are dropped (0008's
-- search_key() stays: the key is built with it).
CREATE TABLE IF NOT EXISTS "search_entries" (
  "kind" text NOT NULL,
  "ref_id" integer NOT NULL,
  "league_id" integer NOT NULL,
  "key" text NOT NULL,
  "words" text[] NOT NULL,
  "pop" integer NOT NULL,
  "name" text NOT NULL,
  "is_current" boolean NOT NULL,
  "name_first_year" integer,
  "name_last_year" integer,
  "slug" text NOT NULL,
  "title" text NOT NULL,
  "city" text,
  "position" text,
  "first_year" integer,
  "last_year" integer
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "search_words" ("word" text PRIMARY KEY, "deletes" text[] NOT NULL);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_refresh() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DROP INDEX IF EXISTS search_entries_key_trgm_idx;
  DROP INDEX IF EXISTS search_entries_words_idx;
  DROP INDEX IF EXISTS search_words_trgm_idx;
  DROP INDEX IF EXISTS search_words_deletes_idx;
  TRUNCATE search_entries, search_words;
  INSERT INTO search_entries
  SELECT kind, ref_id, league_id, key, string_to_array(btrim(key), ' '), pop, name, is_current, name_first_year,
         name_last_year, slug, title, city, position, first_year, last_year
  FROM (
    -- Teams: each name borne, popularity = titles (2 each) + still active (1).
    SELECT 'team' AS kind, t.id AS ref_id, t.league_id, ' ' || search_key(n.name) AS key,
           2 * (SELECT count(*) FROM seasons s WHERE s.champion_team_id = t.id)::int
             + CASE WHEN t.is_active THEN 1 ELSE 0 END AS pop,
           n.name, search_key(n.name) = search_key(t.name) AS is_current, n.first_year AS name_first_year,
           n.last_year AS name_last_year, t.slug, t.name AS title, t.city, NULL::text AS position,
           t.founded_year AS first_year, CASE WHEN COALESCE(t.is_active, FALSE) THEN NULL ELSE t.last_year END AS last_year
    FROM teams t
    CROSS JOIN LATERAL (SELECT t.name, NULL::int AS first_year, NULL::int AS last_year
                        UNION ALL SELECT i.name, i.first_year, i.last_year FROM team_identities i WHERE i.team_id = t.id) n
    WHERE n.name IS NOT NULL AND t.league_id IS NOT NULL
    UNION ALL
    -- Players: one per league; popularity = Hall of Fame (1000), then career span.
    SELECT 'player', pl.id, pl.league_id, ' ' || search_key(pe.full_name),
           CASE WHEN pl.hall_of_fame THEN 1000 ELSE 0 END + COALESCE(COALESCE(pl.last_year, pl.first_year) - pl.first_year, -1),
           pe.full_name, TRUE, NULL, NULL, pl.slug, pe.full_name, NULL, pl.primary_position, pl.first_year, pl.last_year
    FROM players pl JOIN people pe ON pe.id = pl.person_id
    WHERE pe.full_name IS NOT NULL AND pl.league_id IS NOT NULL
    UNION ALL
    -- Coaches: one per league; popularity = games coached.
    SELECT 'coach', co.id, co.league_id, ' ' || search_key(pe.full_name), COALESCE(st.games, -1)::int,
           pe.full_name, TRUE, NULL, NULL, co.slug, pe.full_name, NULL, NULL, st.first_year, st.last_year
    FROM coaches co JOIN people pe ON pe.id = co.person_id
    LEFT JOIN (SELECT coach_id, sum(games) AS games, min(start_year) AS first_year,
                      max(COALESCE(end_year, start_year)) AS last_year
               FROM coach_stints GROUP BY coach_id) st ON st.coach_id = co.id
    WHERE pe.full_name IS NOT NULL AND co.league_id IS NOT NULL
    UNION ALL
    -- Championships: popularity = editions.
    SELECT 'championship', c.id, c.league_id, ' ' || search_key(c.name),
           (SELECT count(*) FROM championship_results r WHERE r.championship_id = c.id)::int,
           c.name, TRUE, NULL, NULL, c.slug, c.name, NULL, NULL, c.first_year, c.last_year
    FROM championships c
    WHERE c.name IS NOT NULL AND c.league_id IS NOT NULL
  ) x
  WHERE btrim(key) <> '';
  -- Each word with the words it makes by deleting one letter ("michael" → "michel", "micheal" → "michel" too).
  INSERT INTO search_words
  SELECT word, ARRAY(SELECT DISTINCT overlay(word PLACING '' FROM i FOR 1) FROM generate_series(1, length(word)) i
                     WHERE length(word) > 1)
  FROM (SELECT DISTINCT unnest(words) AS word FROM search_entries) w;
  CREATE INDEX search_entries_key_trgm_idx ON search_entries USING gin (key public.gin_trgm_ops);
  CREATE INDEX search_entries_words_idx ON search_entries USING gin (words);
  CREATE INDEX search_words_trgm_idx ON search_words USING gin (word public.gin_trgm_ops);
  CREATE INDEX search_words_deletes_idx ON search_words USING gin (deletes);
  ANALYZE search_entries;
  ANALYZE search_words;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_refresh_on_load() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_refresh();
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS search_refresh_on_load ON dataset_meta;
--> statement-breakpoint
CREATE TRIGGER search_refresh_on_load AFTER INSERT OR UPDATE ON dataset_meta
  FOR EACH ROW WHEN (NEW.key = 'dataset_hash') EXECUTE FUNCTION search_refresh_on_load();
--> statement-breakpoint
ALTER TABLE dataset_meta ENABLE ALWAYS TRIGGER search_refresh_on_load;
--> statement-breakpoint
DROP INDEX IF EXISTS "people_search_key_trgm_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "team_identities_search_key_trgm_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "teams_search_key_trgm_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "championships_search_key_trgm_idx";
