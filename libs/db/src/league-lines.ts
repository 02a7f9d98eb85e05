// Per league, its regular-season player lines all time as the analytics' player statistics count them
// (league_player_lines, migration 0030): players with a line, lines, games per line, rookies. Summing them per request
// read every line of the dataset (a sequential scan of player_seasons, about 120 ms in PGlite for the NBA's all-time
// KPIs); the loader writes them once, by the same aggregate the API runs for any other window
// (apps/api/src/analytics/player-queries.ts), so the figures are the aggregate's, digit for digit.

/** Fills league_player_lines (emptied with the load's other tables): a league without a line has no row. */
export const leaguePlayerLinesSql = `INSERT INTO league_player_lines (league_id, players, lines, avg_games, rookies)
  SELECT s.league_id, count(DISTINCT ps.player_id)::int, count(*)::int, avg(ps.games_played),
         count(DISTINCT ps.player_id) FILTER (WHERE pl.first_year = s.start_year)::int
    FROM player_seasons ps JOIN seasons s ON s.id = ps.season_id JOIN players pl ON pl.id = ps.player_id
   WHERE NOT COALESCE(ps.is_postseason, FALSE)
   GROUP BY s.league_id`;
