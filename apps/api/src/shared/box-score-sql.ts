// Whether a game has a box score: its player lines or team statistics for that one game. The sites label a link to
// the game "Box score" only then, else "Game summary" (the page has the result, line score, coaches and venue).
// No table of the dataset holds per-game lines yet (player_seasons, roster_entries and team_seasons are season
// totals), so no game has one; a per-game lines table would make this an EXISTS over it, and every answer follows.

/** SQL for a game row (alias `g`): TRUE when the data holds its box score. */
export const hasBoxScoreSql = (_game = 'g') => 'FALSE';
