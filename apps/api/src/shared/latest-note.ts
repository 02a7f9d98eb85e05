// Whole or labelled partial, the one rule for every figure built from rows with a known end (a player's lines, a
// team's seasons and the lines of its roster): rows of a season whose source stops early carry that season's own
// note (seasons.coverage_notes of their table: college basketball records that stop at Selection Sunday, an NHL
// roster snapshot taken mid-season); else rows that reach the league's latest season with data (a season in
// progress, or a source's snapshot such as the NBA 2025-26 player totals of January) carry the name and note of that
// season's source, which say how far it reaches. The pages show it beside the figure (the label: latestSeasonText of
// @trophy-room/season-context).

/** The tables whose rows a season's coverage note can speak of (the keys of seasons.coverage_notes). */
export type CoverageTable = 'team_seasons' | 'roster_entries' | 'player_seasons';

/**
 * SQL for that note: `lastYear` (the rows' last season start year), `leagueId` (their league) and `source` (the alias
 * of the sources row of that last season) are SQL expressions, `table` the table the rows come from; null when the
 * season is whole and not the latest.
 */
export const latestNote = (lastYear: string, leagueId: string, source: string, table: CoverageTable) =>
  `COALESCE((SELECT cs.coverage_notes->>'${table}' FROM seasons cs WHERE cs.league_id = ${leagueId} AND cs.start_year = ${lastYear}),
    CASE WHEN ${lastYear} = (SELECT max(s2.start_year) FROM seasons s2 WHERE s2.league_id = ${leagueId} AND s2.games_count IS NOT NULL)
    THEN NULLIF(concat_ws(': ', ${source}.name, ${source}.notes), '') END)`;
