// Names as they were — the one rule for every field that names a team of a past season (season lists, draft team,
// last team, coach stints, titles, games): the name (or abbreviation) of the franchise's team season that year when
// the standings have one, else the identity in force that season from its lineage (team_identities, years are
// season start years: the earliest identity not yet ended by that season, as the pipeline's history/borne-name.ts),
// else the franchise's current values. Elway's draft team is the 1983 Baltimore Colts, Babe Ruth's last team the
// 1935 Boston Braves.

type Column = 'name' | 'city' | 'abbreviation';

const identity = (t: string, year: string, col: Column) =>
  `(SELECT i.${col} FROM team_identities i WHERE i.team_id = ${t}.id AND (i.last_year IS NULL OR i.last_year >= ${year})
    ORDER BY i.first_year NULLS FIRST LIMIT 1)`;

/**
 * The team season's own name or abbreviation (team_seasons carries no city): by the season's id when the caller has
 * it (one lookup in the (season_id, team_id) index), else by the franchise's league and the year.
 */
const teamSeason = (t: string, year: string, col: 'name' | 'abbreviation', season?: string) =>
  season
    ? `(SELECT NULLIF(ts.${col}, '') FROM team_seasons ts WHERE ts.season_id = ${season} AND ts.team_id = ${t}.id LIMIT 1)`
    : `(SELECT NULLIF(ts.${col}, '') FROM seasons s_b JOIN team_seasons ts ON ts.season_id = s_b.id AND ts.team_id = ${t}.id
        WHERE s_b.league_id = ${t}.league_id AND s_b.start_year = ${year} LIMIT 1)`;

/**
 * SQL expression: team alias `t` (a teams row) as it was in the season starting at SQL expression `year` (whose id is
 * SQL expression `season`, when known).
 */
export const borne = (t: string, year: string, col: Column = 'name', season?: string) =>
  col === 'city'
    ? `COALESCE(${identity(t, year, col)}, ${t}.${col})`
    : `COALESCE(${teamSeason(t, year, col, season)}, ${identity(t, year, col)}, ${t}.${col})`;

/** A team reference {id, slug, name, city, abbreviation} named as in that season; the id and slug are the franchise's. */
export const borneTeamRef = (t: string, year: string, extra = '', season?: string) =>
  `CASE WHEN ${t}.id IS NULL THEN NULL ELSE json_build_object('id', ${t}.id, 'slug', ${t}.slug, 'name', ${borne(t, year, 'name', season)},
    'city', ${borne(t, year, 'city')}, 'abbreviation', ${borne(t, year, 'abbreviation', season)}${extra}) END`;
