// The one title ledger: championship results, each season counted once per league, as a team's titles are counted
// (an NFL Championship and the Super Bowl of the same season are one title; the label is the result's title year,
// set by the one rule of @trophy-room/domain). A person's titles are the ledger's seasons won by a team-season he was
// part of: a player's stat lines and roster rows, a coach's stints.
import { titleYear } from './sql';

/**
 * SQL: one row per title — season_id, team_id (the winner), title_year — won by the (season_id, team_id) pairs that
 * `teamSeasons` selects. Results without a season cannot be matched to a team-season and are left out; a vacated
 * title is not counted (Pitino's 2013 Louisville title).
 */
export const titlesOf = (teamSeasons: string) =>
  `SELECT DISTINCT ON (r.season_id) r.season_id, r.winner_team_id AS team_id, ${titleYear} AS title_year
     FROM championship_results r
    WHERE r.season_id IS NOT NULL AND r.vacated_note IS NULL AND (r.season_id, r.winner_team_id) IN (${teamSeasons})
    ORDER BY r.season_id, r.id`;

/** The (season_id, team_id) pairs of a player (SQL expression for his id): stat lines and roster rows. */
export const playerTeamSeasons = (playerId: string) =>
  `SELECT ps.season_id, ps.team_id FROM player_seasons ps WHERE ps.player_id = ${playerId}
   UNION SELECT re.season_id, re.team_id FROM roster_entries re WHERE re.player_id = ${playerId}`;

/**
 * The (season_id, team_id) pairs a coach (alias `co`, person alias `pe`) coached: his stints with a team — by their
 * season, else every season of his league in the stint's years — and, where a source gives only a career total
 * without teams (NFL, college football), the ledger's results that name him as the winner's coach in his league.
 */
export const coachTeamSeasons = (co = 'co', pe = 'pe') =>
  `SELECT s.id, cs.team_id FROM coach_stints cs JOIN seasons s ON s.id = cs.season_id
    WHERE cs.coach_id = ${co}.id AND cs.team_id IS NOT NULL
   UNION SELECT s.id, cs.team_id FROM coach_stints cs JOIN seasons s ON s.league_id = ${co}.league_id
      AND s.start_year BETWEEN cs.start_year AND COALESCE(cs.end_year, cs.start_year)
    WHERE cs.coach_id = ${co}.id AND cs.team_id IS NOT NULL AND cs.season_id IS NULL
   UNION SELECT r.season_id, r.winner_team_id FROM championship_results r JOIN championships c ON c.id = r.championship_id
    WHERE c.league_id = ${co}.league_id AND r.winner_coach_name = ${pe}.full_name`;
