// The one title ledger: championship results, each season counted once per league, as a team's titles are counted
// (an NFL Championship and the Super Bowl of the same season are one title; the label is the result's title year,
// set by the one rule of @trophy-room/domain). A person's titles are the ledger's seasons won by a team-season he was
// part of: a player's by the title-credit rule of @trophy-room/domain, a coach's stints. Set-based: the titles of a whole page of people
// at once (one pass over the results), not a lookup per person.
import { TITLE_CREDITS, TITLE_CREDIT_GROUPS } from '@trophy-room/domain';
import { titleYear } from './sql';

/**
 * SQL: one row per owner and title — owner_id, season_id, team_id (the winner), title_year — won by the
 * (owner_id, season_id, team_id) rows that `ownerTeamSeasons` selects. Results without a season cannot be matched to a
 * team-season and are left out; a vacated title is not counted (Pitino's 2013 Louisville title).
 */
export const titlesOf = (ownerTeamSeasons: string) =>
  `SELECT DISTINCT ON (o.owner_id, r.season_id) o.owner_id, r.season_id, r.winner_team_id AS team_id, ${titleYear} AS title_year
     FROM championship_results r JOIN (${ownerTeamSeasons}) o ON o.season_id = r.season_id AND o.team_id = r.winner_team_id
    WHERE r.season_id IS NOT NULL AND r.vacated_note IS NULL
    ORDER BY o.owner_id, r.season_id, r.id`;

/**
 * SQL: the title-credit group (`titleCreditGroup` of @trophy-room/domain) of the player whose players row is `p`: his
 * position where his sport reads it as a group apart (hockey's goalies), else ''.
 */
const creditGroup = (p: string) =>
  `COALESCE((SELECT ${p}.primary_position FROM leagues gl JOIN sports gs ON gs.id = gl.sport_id
      WHERE gl.id = ${p}.league_id AND (${Object.entries(TITLE_CREDIT_GROUPS)
        .map(
          ([sport, positions]) =>
            `(gs.slug = '${sport}' AND ${p}.primary_position IN (${positions.map((x) => `'${x}'`).join(', ')}))`,
        )
        .join(' OR ')})), '')`;

/**
 * Relations (CTE names) of the caller holding every line (player_id, season_id, team_id, stint, is_postseason) and
 * every roster row (player_id, season_id, team_id) of the players and no other: the rule reads those rather than
 * reading the tables for the players again (a page of 200 players' details reads them once).
 */
export interface OwnRows {
  lines: string;
  rosters: string;
}

/**
 * SQL: one row per player and title — owner_id, season_id, team_id, title_year, credited_by — for the players (SQL
 * for an int[] of their ids), by the title-credit rule of @trophy-room/domain: a postseason line with the champion
 * that season; or, where the sources hold no postseason line of a player of his position group (hockey's goalies, the
 * rest) for the champion's team-season, the champion as his last team of that season (his last stint; a roster row
 * when he has no line that season).
 */
export const playerTitlesOf = (playerIds: string, own?: OwnRows) => {
  const [postseason, roster] = TITLE_CREDITS.map((c) => `'${c}'`);
  // His lines and roster rows: the tables' rows of these players, or the caller's relations that hold just those.
  const [lines, rosters] = own ? [own.lines, own.rosters] : ['player_seasons', 'roster_entries'];
  const [linesOf, rostersOf] = own
    ? ['', '']
    : [`ps.player_id = ANY(${playerIds}) AND `, `re.player_id = ANY(${playerIds}) AND `];
  const credits = `SELECT ps.player_id AS owner_id, ps.season_id, ps.team_id, ${postseason} AS credited_by
      FROM ${lines} ps WHERE ${linesOf}ps.is_postseason
    UNION SELECT * FROM (SELECT DISTINCT ON (ps.player_id, ps.season_id) ps.player_id, ps.season_id, ps.team_id, ${roster}
      FROM ${lines} ps WHERE ${linesOf}NOT ps.is_postseason
     ORDER BY ps.player_id, ps.season_id, ps.stint DESC) last_team
    UNION SELECT re.player_id, re.season_id, re.team_id, ${roster} FROM ${rosters} re
     WHERE ${rostersOf}NOT EXISTS (SELECT 1 FROM ${lines} ps
       WHERE ps.player_id = re.player_id AND ps.season_id = re.season_id AND NOT ps.is_postseason)`;
  return `SELECT DISTINCT ON (o.owner_id, r.season_id) o.owner_id, r.season_id, r.winner_team_id AS team_id,
      ${titleYear} AS title_year, o.credited_by
     FROM championship_results r JOIN (${credits}) o ON o.season_id = r.season_id AND o.team_id = r.winner_team_id
    WHERE r.season_id IS NOT NULL AND r.vacated_note IS NULL
      AND (o.credited_by = ${postseason} OR NOT EXISTS (SELECT 1 FROM player_seasons q JOIN players qp ON qp.id = q.player_id
        WHERE q.season_id = r.season_id AND q.team_id = r.winner_team_id AND q.is_postseason
          AND ${creditGroup('qp')} = (SELECT ${creditGroup('op')} FROM players op WHERE op.id = o.owner_id)))
    ORDER BY o.owner_id, r.season_id, r.id`;
};

/** SQL: the postseason games of the coach_stints row `cs`. */
const postseasonGames = (cs: string) =>
  `(COALESCE(${cs}.playoff_wins, 0) + COALESCE(${cs}.playoff_losses, 0))`;

/**
 * The (owner_id, season_id, team_id) rows of the coaches (SQL for an int[] of their ids): their stints with a team —
 * by their season (where another stint of that team-season has its postseason games and his has none, he left before
 * the postseason and is not credited: Bill Frieder, Michigan 1988-89, whose stint ended before the tournament), else every season of their league in the stint's years — and, where a source gives only a career
 * total without teams (NFL, college football), the ledger's results that name the coach as the winner's coach in his
 * league.
 */
export const coachTeamSeasons = (coachIds: string) =>
  `SELECT cs.coach_id AS owner_id, s.id AS season_id, cs.team_id
     -- Only a team-season that won a result can be a title (titlesOf joins them): those stints are found first (OFFSET
     -- 0 keeps them apart), and the test of another stint's postseason is made for those few, not for every stint of
     -- the page (about 1,300 of 200 coaches).
     FROM (SELECT cs.* FROM coach_stints cs WHERE cs.coach_id = ANY(${coachIds}) AND cs.team_id IS NOT NULL
       AND EXISTS (SELECT 1 FROM championship_results w WHERE w.season_id = cs.season_id AND w.winner_team_id = cs.team_id)
       OFFSET 0) cs
     JOIN seasons s ON s.id = cs.season_id
    WHERE (${postseasonGames('cs')} > 0 OR NOT EXISTS (SELECT 1 FROM coach_stints o
        WHERE o.team_id = cs.team_id AND o.season_id = cs.season_id AND o.id <> cs.id AND ${postseasonGames('o')} > 0))
   UNION SELECT cs.coach_id, s.id, cs.team_id FROM coach_stints cs JOIN coaches tc ON tc.id = cs.coach_id
      JOIN seasons s ON s.league_id = tc.league_id AND s.start_year BETWEEN cs.start_year AND COALESCE(cs.end_year, cs.start_year)
    WHERE cs.coach_id = ANY(${coachIds}) AND cs.team_id IS NOT NULL AND cs.season_id IS NULL
   UNION SELECT tc.id, r.season_id, r.winner_team_id FROM coaches tc JOIN people tp ON tp.id = tc.person_id
      JOIN championships c ON c.league_id = tc.league_id JOIN championship_results r ON r.championship_id = c.id
    WHERE tc.id = ANY(${coachIds}) AND r.winner_coach_name = tp.full_name`;
