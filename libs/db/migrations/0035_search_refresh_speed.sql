-- The first load's critical path (npm start): search_refresh(), which the loader's dataset_hash trigger runs, in
-- less time. Its output is 0012's to the byte: the same rows in search_entries and search_words (each word's `deletes`
-- in the same order) and the same four indexes. On a first load the function runs inside the loader's transaction,
-- before anything is analyzed (the loader analyzes after its commit), so it is planned on default estimates, and
-- three of 0012's statements went wrong with them:
--   * a coach's titles named by the ledger: every result was joined to every coach of its league (583,000 rows, each
--     with an index probe of people), as `vacated_note IS NULL` is guessed at 0.5 % of the results. The ledger is now
--     counted once per league and winner's name (433 rows), and a coach finds his count by his league and name;
--   * a former team name's titles and seasons: two subqueries per name (1,040), the second a scan of the seasons and
--     a probe of team_seasons per season in the name's years (282,000 probes). Both are now counted for every name
--     at once, by hash joins on the team and a range on the years;
--   * the players (66,000 rows) were sorted on disk for a merge join, and the played grouping's 301,000
--     player-seasons spilled to disk even with statistics: the function runs with 64 MB of work_mem, as
--     leader_refresh() (0022).
-- And with or without statistics: a name's key (search_key(), a regexp_replace: 3 µs a name) is computed once per
-- entry. The filter on it (a name all punctuation has no key) was pushed down into the scans of people, which
-- computed it for every person, twice (players, coaches), before the entry computed it again: the entries are now
-- built first (a materialized CTE) and filtered after.
-- Measured on the full dataset on this 2-core machine (other work running: ±15 % and more):
--   real first loads (ensureLoaded into an empty PGlite), the dataset_hash step: 6.3, 5.5, 6.1 s → 3.7, 3.8, 4.3 s;
--   search_refresh() alone on a loaded copy, statistics deleted (a first load), five runs each, interleaved:
--     5.9, 6.1, 9.5, 8.7, 8.4 s → 4.2, 4.5, 6.2, 4.9, 5.5 s (−25 % to −44 % run by run; median 8.4 → 4.9 s);
--   the same with statistics (a reload): 4.9, 5.1, 4.0, 5.5, 5.1 s → 3.9, 3.5, 4.2, 4.5, 4.1 s (median −19 %).
-- The rest of the function — the words and their deletions, the GIN indexes (1.3 s), ANALYZE — is unchanged and is
-- now about half of its time.
CREATE OR REPLACE FUNCTION search_refresh() RETURNS void LANGUAGE plpgsql SET work_mem = '64MB' AS $$
BEGIN
  DROP INDEX IF EXISTS search_entries_key_trgm_idx;
  DROP INDEX IF EXISTS search_entries_words_idx;
  DROP INDEX IF EXISTS search_words_trgm_idx;
  DROP INDEX IF EXISTS search_words_deletes_idx;
  TRUNCATE search_entries, search_words;
  INSERT INTO search_entries (kind, ref_id, league_id, key, words, pop, name, is_current, name_first_year,
    name_last_year, slug, title, city, position, first_year, last_year, short_key)
  WITH league_info AS (
    -- Per league: its sport, and the games a team plays in a regular season (the unit that puts every sport's
    -- games on one scale). One join for players and coaches where 0012 joined this, leagues and sports.
    SELECT l.id AS league_id, sp.slug AS sport, CASE sp.slug
        WHEN 'baseball' THEN CASE WHEN lv.slug = 'professional' THEN 162 ELSE 56 END
        WHEN 'basketball' THEN CASE WHEN lv.slug = 'professional' THEN 82 ELSE 30 END
        WHEN 'hockey' THEN CASE WHEN lv.slug = 'professional' THEN 80 ELSE 35 END
        ELSE CASE WHEN lv.slug = 'professional' THEN 16 ELSE 12 END END::numeric AS games
    FROM leagues l JOIN sports sp ON sp.id = l.sport_id JOIN levels lv ON lv.id = l.level_id
  ),
  honours AS (
    SELECT person_id, league_id, count(*) AS n FROM awards
    WHERE person_id IS NOT NULL AND name !~* ' of the (week|month)$' GROUP BY person_id, league_id
  ),
  played AS (
    -- A player's seasons (regular-season lines and roster entries), the titles among them (a season on the
    -- champion's roster) and the regular-season games of the lines; grouped by season first (hash aggregates, not
    -- the sorts of count(DISTINCT)).
    SELECT player_id, count(*) AS seasons, count(*) FILTER (WHERE champion) AS titles, sum(games) AS games
    FROM (SELECT x.player_id, x.season_id, bool_or(s.champion_team_id = x.team_id) AS champion, sum(x.games) AS games
          FROM (SELECT player_id, season_id, team_id, games_played AS games FROM player_seasons
                WHERE NOT COALESCE(is_postseason, FALSE)
                UNION ALL SELECT player_id, season_id, team_id, NULL FROM roster_entries) x
          JOIN seasons s ON s.id = x.season_id
          GROUP BY x.player_id, x.season_id) y
    GROUP BY player_id
  ),
  named_titles AS (
    -- The titles the ledger names a coach the winner's coach of, in his league (each title year once; a vacated one
    -- not), counted once per league and name rather than per coach over every result of his league; the coaches'
    -- branch finds his by his league and name. A vacated title is left out by the FILTER, not by a WHERE: without
    -- statistics `vacated_note IS NULL` is guessed at 0.5 % of the rows, and so small a side is what made 0012 loop
    -- over every coach of the league. A name whose titles were all vacated counts 0 here where 0012 had no row:
    -- the same, as the count only enters GREATEST with his stints' titles, a count (0 or more).
    SELECT c.league_id, r.winner_coach_name AS name,
           count(DISTINCT r.title_year) FILTER (WHERE r.vacated_note IS NULL) AS n
    FROM championship_results r JOIN championships c ON c.id = r.championship_id
    GROUP BY c.league_id, r.winner_coach_name
  ),
  coached AS (
    SELECT st.coach_id, count(DISTINCT st.season_id) AS seasons,
           count(DISTINCT st.season_id) FILTER (WHERE s.champion_team_id = st.team_id) AS titles,
           sum(st.games) AS games
    FROM coach_stints st LEFT JOIN seasons s ON s.id = st.season_id
    WHERE st.is_head_coach GROUP BY st.coach_id
  ),
  team_titles AS (
    SELECT champion_team_id AS team_id, count(*) AS n FROM seasons WHERE champion_team_id IS NOT NULL GROUP BY 1
  ),
  team_years AS (SELECT team_id, count(*) AS n FROM team_seasons GROUP BY team_id),
  identity_titles AS (
    -- A dated former name's titles and seasons on record: its team's within the name's years (no row: none).
    -- 0012 counted them by two subqueries per name.
    SELECT i.id, count(*) AS n
    FROM team_identities i JOIN seasons s ON s.champion_team_id = i.team_id
      AND s.start_year BETWEEN i.first_year AND COALESCE(i.last_year, 9999)
    GROUP BY i.id
  ),
  identity_years AS (
    SELECT i.id, count(*) AS n
    FROM team_identities i JOIN team_seasons ts ON ts.team_id = i.team_id
    JOIN seasons s ON s.id = ts.season_id AND s.start_year BETWEEN i.first_year AND COALESCE(i.last_year, 9999)
    GROUP BY i.id
  ),
  entries AS MATERIALIZED (
    -- Materialized: the filter on the key below then reads the key computed here, where a filter on a subquery
    -- is pushed down into its scans and search_key() ran there again (for every person, in two scans).
    -- Teams: each name borne (its own, then its former ones, joined to the team rather than LATERAL so that a
    -- former name's counts are joined by its id); its short form is that name's nickname.
    SELECT 'team' AS kind, t.id AS ref_id, t.league_id, ' ' || search_key(n.name) AS key,
           (CASE WHEN n.first_year IS NULL
              THEN 25 * COALESCE(tt.n, 0) + 5 * COALESCE(ty.n, t.last_year - t.founded_year + 1, 0)
              ELSE 25 * COALESCE(it.n, 0)
                + 5 * COALESCE(iy.n, COALESCE(n.last_year, t.last_year) - n.first_year + 1, 0) END
             + CASE WHEN t.is_active AND search_key(n.name) = search_key(t.name) THEN 10 ELSE 0 END)::int AS pop,
           n.name, search_key(n.name) = search_key(t.name) AS is_current, n.first_year AS name_first_year,
           n.last_year AS name_last_year, t.slug, t.name AS title, t.city, NULL::text AS position,
           t.founded_year AS first_year,
           CASE WHEN COALESCE(t.is_active, FALSE) THEN NULL ELSE t.last_year END AS last_year,
           search_key(n.nickname) AS short_key
    FROM (SELECT tm.id AS team_id, NULL::int AS identity_id, tm.name, tm.nickname, NULL::int AS first_year,
                 NULL::int AS last_year
          FROM teams tm
          UNION ALL
          SELECT i.team_id, i.id, i.name, i.nickname, i.first_year, i.last_year FROM team_identities i) n
    JOIN teams t ON t.id = n.team_id
    LEFT JOIN team_titles tt ON tt.team_id = t.id
    LEFT JOIN team_years ty ON ty.team_id = t.id
    LEFT JOIN identity_titles it ON it.id = n.identity_id
    LEFT JOIN identity_years iy ON iy.id = n.identity_id
    WHERE n.name IS NOT NULL AND t.league_id IS NOT NULL
    UNION ALL
    -- Players: one per league.
    SELECT 'player', pl.id, pl.league_id, ' ' || search_key(pe.full_name),
           round(CASE WHEN pl.hall_of_fame THEN 300 ELSE 0 END
             + 25 * COALESCE(pd.titles, 0)
             + 8 * (COALESCE(h.n, 0) + CASE WHEN li.sport = 'football'
                 THEN COALESCE(CASE WHEN pl.career->>'ap' ~ '^[0-9]+$' THEN (pl.career->>'ap')::int END, 0)
                    + COALESCE(CASE WHEN pl.career->>'pb' ~ '^[0-9]+$' THEN (pl.career->>'pb')::int END, 0)
                 ELSE 0 END)
             + 5 * COALESCE(pd.seasons, pl.last_year - pl.first_year + 1, 0)
             + 20 * COALESCE(pd.games, CASE
                 WHEN li.sport = 'football' AND pl.career->>'g' ~ '^[0-9]+$' THEN (pl.career->>'g')::int
                 WHEN li.sport = 'hockey' AND pl.career->>'gp' ~ '^[0-9]+$' THEN (pl.career->>'gp')::int END, 0)
               / li.games)::int,
           pe.full_name, TRUE, NULL, NULL, pl.slug, pe.full_name, NULL, pl.primary_position, pl.first_year,
           pl.last_year, search_key(pe.last_name)
    FROM players pl JOIN people pe ON pe.id = pl.person_id
    JOIN league_info li ON li.league_id = pl.league_id
    LEFT JOIN played pd ON pd.player_id = pl.id
    LEFT JOIN honours h ON h.person_id = pl.person_id AND h.league_id = pl.league_id
    WHERE pe.full_name IS NOT NULL AND pl.league_id IS NOT NULL
    UNION ALL
    -- Coaches: one per league. His titles: his stints' (a season won), or the ledger's where more; as in 0012, only
    -- for a coach with head-coach stints (coached has his row).
    SELECT 'coach', co.id, co.league_id, ' ' || search_key(pe.full_name),
           round(25 * COALESCE(CASE WHEN cd.coach_id IS NOT NULL THEN GREATEST(cd.titles, nt.n) END, 0)
             + 8 * COALESCE(h.n, 0)
             + 5 * CASE WHEN COALESCE(cd.seasons, 0) > 0 THEN cd.seasons ELSE COALESCE(cd.games, 0) / li.games END
             + 20 * COALESCE(cd.games, 0) / li.games)::int,
           pe.full_name, TRUE, NULL, NULL, co.slug, pe.full_name, NULL, NULL, st.first_year, st.last_year,
           search_key(pe.last_name)
    FROM coaches co JOIN people pe ON pe.id = co.person_id
    JOIN league_info li ON li.league_id = co.league_id
    LEFT JOIN coached cd ON cd.coach_id = co.id
    LEFT JOIN named_titles nt ON nt.league_id = co.league_id AND nt.name = pe.full_name
    LEFT JOIN honours h ON h.person_id = co.person_id AND h.league_id = co.league_id
    LEFT JOIN (SELECT coach_id, min(start_year) AS first_year, max(COALESCE(end_year, start_year)) AS last_year
               FROM coach_stints GROUP BY coach_id) st ON st.coach_id = co.id
    WHERE pe.full_name IS NOT NULL AND co.league_id IS NOT NULL
    UNION ALL
    -- Championships: popularity = editions.
    SELECT 'championship', c.id, c.league_id, ' ' || search_key(c.name),
           (SELECT count(*) FROM championship_results r WHERE r.championship_id = c.id)::int,
           c.name, TRUE, NULL, NULL, c.slug, c.name, NULL, NULL, c.first_year, c.last_year, NULL
    FROM championships c
    WHERE c.name IS NOT NULL AND c.league_id IS NOT NULL
  )
  SELECT kind, ref_id, league_id, key, string_to_array(btrim(key), ' '), pop, name, is_current, name_first_year,
         name_last_year, slug, title, city, position, first_year, last_year, NULLIF(short_key, '')
  FROM entries
  WHERE btrim(key) <> '';
  -- Each word with the words it makes by deleting one letter ("michael" → "michel", "micheal" → "michel" too).
  -- Unchanged, to the letter: the order of a word's deletions is the order its DISTINCT's hash table gives them.
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
