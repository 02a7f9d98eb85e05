// A player's career span, the one test of "did he play season Y" beside his lines and roster rows: from his first
// season (his draft year when the sources give no first season) to his last (on while active). The players list's
// season filter is the span or a line or roster row of his that season; the lines and roster rows outside his span
// are few (under 200 of 570,000), so the loader keeps them apart (player_extra_seasons, migration 0033) and the filter
// is the span, tested on the player's own row, or one of those: not two sets of every league's lines of that season
// (12,000 for 2023) built and probed per request.

/** SQL: whether season start year `year` (an SQL expression) lies in the span of the players row `p`; null when unknown. */
export const careerSpanHas = (p: string, year: string) =>
  `(COALESCE(${p}.first_year, ${p}.draft_year) <= ${year} AND COALESCE(${p}.last_year, CASE WHEN ${p}.is_active THEN 9999 END) >= ${year})`;

/** The seasons (start years) of a player's lines and roster rows that his span does not hold. */
const beyondSpan = (table: 'player_seasons' | 'roster_entries') =>
  `SELECT s.start_year, x.player_id FROM ${table} x JOIN seasons s ON s.id = x.season_id JOIN players pl ON pl.id = x.player_id
    WHERE s.start_year IS NOT NULL AND NOT COALESCE(${careerSpanHas('pl', 's.start_year')}, FALSE)`;

/** Fills player_extra_seasons (emptied with the load's other tables). */
export const playerExtraSeasonsSql = `INSERT INTO player_extra_seasons (start_year, player_id)
  ${beyondSpan('player_seasons')}
  UNION ${beyondSpan('roster_entries')}`;
