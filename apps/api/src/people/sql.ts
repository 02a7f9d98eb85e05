// SQL pieces for players and coaches: the person object (with age and birth place) and their awards. An age is given
// where the death date is known or the person's source records deaths (Lahman, the Hockey Databank): where it does
// not (Basketball-Reference's, the NFL files), an empty death date does not say he is living, and Wilt Chamberlain
// is not 90.
import { awardSlug } from '../awards/sql';

/** `living`: SQL true where the person is known to be living (an active player). */
export const personJson = (
  pe = 'pe',
  living = 'FALSE',
) => `json_build_object('id', ${pe}.id, 'slug', ${pe}.slug, 'first_name', ${pe}.first_name,
  'last_name', ${pe}.last_name, 'full_name', COALESCE(${pe}.full_name, concat_ws(' ', ${pe}.first_name, ${pe}.last_name)),
  'age', CASE WHEN ${pe}.death_date IS NULL AND NOT COALESCE(${living}, FALSE) AND NOT EXISTS (SELECT 1 FROM people dp
                WHERE dp.source_id = ${pe}.source_id AND dp.death_date IS NOT NULL) THEN NULL
              WHEN ${pe}.birth_date IS NOT NULL THEN date_part('year', age(COALESCE(${pe}.death_date, CURRENT_DATE), ${pe}.birth_date))::int
              WHEN ${pe}.birth_year IS NOT NULL THEN COALESCE(date_part('year', ${pe}.death_date)::int, date_part('year', CURRENT_DATE)::int) - ${pe}.birth_year END,
  'birth_date', ${pe}.birth_date, 'birth_year', ${pe}.birth_year,
  'birth_place', NULLIF(concat_ws(', ', ${pe}.birth_city, COALESCE(${pe}.birth_state, ${pe}.birth_country)), ''),
  'birth_city', ${pe}.birth_city, 'birth_state', ${pe}.birth_state, 'birth_country', ${pe}.birth_country,
  'death_date', ${pe}.death_date, 'college', ${pe}.college, 'height_inches', ${pe}.height_inches, 'weight_pounds', ${pe}.weight_pounds)`;

/**
 * Each person's awards per league (the people whose ids the query `personIds` selects): person_id, league_id, awards
 * (a json array by year, name). A page joins its own league's: one person may have played two leagues (the dataset
 * keeps one people row per human), and an NBA award is not on his MLB page. The ids as an array: an index lookup of
 * each person, never a scan of every award.
 */
export const awardsOf = (personIds: string) => `WITH
  mine AS MATERIALIZED (SELECT * FROM awards aw WHERE aw.person_id = ANY(ARRAY(${personIds}))),
  -- Each award's slug once per name (about 60 names for the 500 awards of a page of 200 MLB players), not per row.
  slugs AS (SELECT aw.league_id, aw.name, ${awardSlug('aw.name', 'aw_l')} AS slug
    FROM (SELECT DISTINCT league_id, name FROM mine) aw JOIN leagues aw_l ON aw_l.id = aw.league_id)
SELECT aw.person_id, aw.league_id, json_agg(json_build_object('slug', sl.slug, 'name', aw.name, 'year', aw.year,
    'season', CASE WHEN s.id IS NULL THEN NULL ELSE json_build_object('slug', s.slug, 'name', s.name, 'start_year', s.start_year) END)
    ORDER BY aw.year, aw.name) AS awards
  FROM mine aw JOIN leagues aw_l ON aw_l.id = aw.league_id
    -- (A row without a name matches none: its slug is null, as the rule gives for it.)
    LEFT JOIN slugs sl ON sl.league_id = aw.league_id AND sl.name = aw.name
    LEFT JOIN seasons s ON s.id = aw.season_id
  GROUP BY aw.person_id, aw.league_id`;

export const teamJson = (
  t: string,
  l = 'l',
) => `CASE WHEN ${t}.id IS NULL THEN NULL ELSE json_build_object('id', ${t}.id, 'slug', ${t}.slug,
  'name', ${t}.name, 'city', ${t}.city, 'abbreviation', ${t}.abbreviation, 'sport_name', ${l}_sp.name) END`;

/** Seasons with this start year (any league): used by the season filters. */
export const seasonIds = (ph: string) => `(SELECT id FROM seasons WHERE start_year = ${ph})`;
