// Whole or labelled partial, the one rule for every figure built from rows with a known end (a player's lines, a
// team's seasons and the lines of its roster): rows that reach the league's latest season with data (a season in
// progress, or a source's snapshot such as the NBA 2025-26 player totals of January) carry the name and note of that
// season's source, which say how far it reaches. The pages show it beside the figure (the label: latestSeasonText of
// @trophy-room/season-context).

/**
 * SQL for that note: `lastYear` (the rows' last season start year), `leagueId` (their league) and `source` (the alias
 * of the sources row of that last season) are SQL expressions; null unless the rows reach the latest season.
 */
export const latestNote = (lastYear: string, leagueId: string, source: string) =>
  `CASE WHEN ${lastYear} = (SELECT max(s2.start_year) FROM seasons s2 WHERE s2.league_id = ${leagueId} AND s2.games_count IS NOT NULL)
    THEN NULLIF(concat_ws(': ', ${source}.name, ${source}.notes), '') END`;
