-- Issue 25 (titles from the one ledger) for the search's prominence (0010): a coach's titles are those of his
-- stints' team-seasons, or, where more, the titles the ledger's results name him the winning coach of in his league
-- (a source that gives his seasons only in part — Nick Saban's 2014-2020 — or only a career total without teams no
-- longer hides his titles). The function is 0010's otherwise.
CREATE OR REPLACE FUNCTION search_refresh() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DROP INDEX IF EXISTS search_entries_key_trgm_idx;
  DROP INDEX IF EXISTS search_entries_words_idx;
  DROP INDEX IF EXISTS search_words_trgm_idx;
  DROP INDEX IF EXISTS search_words_deletes_idx;
  TRUNCATE search_entries, search_words;
  INSERT INTO search_entries (kind, ref_id, league_id, key, words, pop, name, is_current, name_first_year,
    name_last_year, slug, title, city, position, first_year, last_year, short_key)
  WITH season_games AS (
    -- Games a team plays in a regular season, by league: the unit that puts every sport's games on one scale.
    SELECT l.id AS league_id, CASE sp.slug
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
    -- The titles the ledger names him the winner's coach of, in his league (each title year once; a vacated one
    -- not): where a source gives his seasons only in part (Nick Saban: 2014-2020) or not at all. Once per coach.
    SELECT co.id AS coach_id, count(DISTINCT r.title_year) AS n
    FROM coaches co JOIN people pe ON pe.id = co.person_id
    JOIN championships c ON c.league_id = co.league_id
    JOIN championship_results r ON r.championship_id = c.id
    WHERE r.winner_coach_name = pe.full_name AND r.vacated_note IS NULL
    GROUP BY co.id
  ),
  coached AS (
    SELECT st.coach_id, count(DISTINCT st.season_id) AS seasons,
           GREATEST(count(DISTINCT st.season_id) FILTER (WHERE s.champion_team_id = st.team_id),
                    max(nt.n)) AS titles,
           sum(st.games) AS games
    FROM coach_stints st LEFT JOIN seasons s ON s.id = st.season_id
    LEFT JOIN named_titles nt ON nt.coach_id = st.coach_id
    WHERE st.is_head_coach GROUP BY st.coach_id
  ),
  team_titles AS (
    SELECT champion_team_id AS team_id, count(*) AS n FROM seasons WHERE champion_team_id IS NOT NULL GROUP BY 1
  ),
  team_years AS (SELECT team_id, count(*) AS n FROM team_seasons GROUP BY team_id)
  SELECT kind, ref_id, league_id, key, string_to_array(btrim(key), ' '), pop, name, is_current, name_first_year,
         name_last_year, slug, title, city, position, first_year, last_year, NULLIF(short_key, '')
  FROM (
    -- Teams: each name borne; its short form is that name's nickname.
    SELECT 'team' AS kind, t.id AS ref_id, t.league_id, ' ' || search_key(n.name) AS key,
           (CASE WHEN n.first_year IS NULL
              THEN 25 * COALESCE(tt.n, 0) + 5 * COALESCE(ty.n, t.last_year - t.founded_year + 1, 0)
              ELSE 25 * (SELECT count(*) FROM seasons s WHERE s.champion_team_id = t.id
                         AND s.start_year BETWEEN n.first_year AND COALESCE(n.last_year, 9999))
                + 5 * COALESCE(NULLIF((SELECT count(*) FROM team_seasons ts JOIN seasons s ON s.id = ts.season_id
                                       WHERE ts.team_id = t.id
                                         AND s.start_year BETWEEN n.first_year AND COALESCE(n.last_year, 9999)), 0),
                               COALESCE(n.last_year, t.last_year) - n.first_year + 1, 0) END
             + CASE WHEN t.is_active AND search_key(n.name) = search_key(t.name) THEN 10 ELSE 0 END)::int AS pop,
           n.name, search_key(n.name) = search_key(t.name) AS is_current, n.first_year AS name_first_year,
           n.last_year AS name_last_year, t.slug, t.name AS title, t.city, NULL::text AS position,
           t.founded_year AS first_year,
           CASE WHEN COALESCE(t.is_active, FALSE) THEN NULL ELSE t.last_year END AS last_year,
           search_key(n.nickname) AS short_key
    FROM teams t
    CROSS JOIN LATERAL (SELECT t.name, t.nickname, NULL::int AS first_year, NULL::int AS last_year
                        UNION ALL SELECT i.name, i.nickname, i.first_year, i.last_year
                        FROM team_identities i WHERE i.team_id = t.id) n
    LEFT JOIN team_titles tt ON tt.team_id = t.id
    LEFT JOIN team_years ty ON ty.team_id = t.id
    WHERE n.name IS NOT NULL AND t.league_id IS NOT NULL
    UNION ALL
    -- Players: one per league.
    SELECT 'player', pl.id, pl.league_id, ' ' || search_key(pe.full_name),
           round(CASE WHEN pl.hall_of_fame THEN 300 ELSE 0 END
             + 25 * COALESCE(pd.titles, 0)
             + 8 * (COALESCE(h.n, 0) + CASE WHEN sp.slug = 'football'
                 THEN COALESCE(CASE WHEN pl.career->>'ap' ~ '^[0-9]+$' THEN (pl.career->>'ap')::int END, 0)
                    + COALESCE(CASE WHEN pl.career->>'pb' ~ '^[0-9]+$' THEN (pl.career->>'pb')::int END, 0)
                 ELSE 0 END)
             + 5 * COALESCE(pd.seasons, pl.last_year - pl.first_year + 1, 0)
             + 20 * COALESCE(pd.games, CASE
                 WHEN sp.slug = 'football' AND pl.career->>'g' ~ '^[0-9]+$' THEN (pl.career->>'g')::int
                 WHEN sp.slug = 'hockey' AND pl.career->>'gp' ~ '^[0-9]+$' THEN (pl.career->>'gp')::int END, 0)
               / sg.games)::int,
           pe.full_name, TRUE, NULL, NULL, pl.slug, pe.full_name, NULL, pl.primary_position, pl.first_year,
           pl.last_year, search_key(pe.last_name)
    FROM players pl JOIN people pe ON pe.id = pl.person_id
    JOIN season_games sg ON sg.league_id = pl.league_id
    JOIN leagues l ON l.id = pl.league_id JOIN sports sp ON sp.id = l.sport_id
    LEFT JOIN played pd ON pd.player_id = pl.id
    LEFT JOIN honours h ON h.person_id = pl.person_id AND h.league_id = pl.league_id
    WHERE pe.full_name IS NOT NULL AND pl.league_id IS NOT NULL
    UNION ALL
    -- Coaches: one per league.
    SELECT 'coach', co.id, co.league_id, ' ' || search_key(pe.full_name),
           round(25 * COALESCE(cd.titles, 0) + 8 * COALESCE(h.n, 0)
             + 5 * CASE WHEN COALESCE(cd.seasons, 0) > 0 THEN cd.seasons ELSE COALESCE(cd.games, 0) / sg.games END
             + 20 * COALESCE(cd.games, 0) / sg.games)::int,
           pe.full_name, TRUE, NULL, NULL, co.slug, pe.full_name, NULL, NULL, st.first_year, st.last_year,
           search_key(pe.last_name)
    FROM coaches co JOIN people pe ON pe.id = co.person_id
    JOIN season_games sg ON sg.league_id = co.league_id
    LEFT JOIN coached cd ON cd.coach_id = co.id
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
