// Names as they were: the name, city and abbreviation a team bore in the season starting `year`, from its lineage
// (team_identities, years are season start years). Same rule as the pipeline (tools/dataset history/borne-name.ts):
// the earliest identity not yet ended by that season; the franchise's current values when the lineage has none.

type Column = 'name' | 'city' | 'abbreviation';

/** SQL expression: team alias `t` (a teams row) as it was in the season starting at SQL expression `year`. */
export const borne = (t: string, year: string, col: Column = 'name') =>
  `COALESCE((SELECT i.${col} FROM team_identities i WHERE i.team_id = ${t}.id AND (i.last_year IS NULL OR i.last_year >= ${year})
    ORDER BY i.first_year NULLS FIRST LIMIT 1), ${t}.${col})`;

/** A team reference {id, slug, name, city, abbreviation} named as in that season; the id and slug are the franchise's. */
export const borneTeamRef = (t: string, year: string, extra = '') =>
  `CASE WHEN ${t}.id IS NULL THEN NULL ELSE json_build_object('id', ${t}.id, 'slug', ${t}.slug, 'name', ${borne(t, year)},
    'city', ${borne(t, year, 'city')}, 'abbreviation', ${borne(t, year, 'abbreviation')}${extra}) END`;
