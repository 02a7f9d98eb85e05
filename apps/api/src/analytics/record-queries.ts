// Each team's record in a window: from its games, or all time from the standings.
import type { Sql } from '../plugins/db';
import { Params, inLeagues } from '../shared/sql';
import { decisionsSql, seasonRules } from '../shared/win-percentage-sql';
import type { TeamRecord } from './figure-data';
import { toTeamRecord, type TeamRecordRow } from './rows';
import { gamesIn, type Scope, type Window } from './window';

/** Each team's record in the window (the filtered teams only, when a Filter is set), best first. */
export async function teamRecords(sql: Sql, w: Window, s: Scope): Promise<TeamRecord[]> {
  if (w.kind === 'all') return allTimeRecords(sql, s);
  const p = new Params();
  const only = s.teamIds ? `WHERE tg.team_id = ANY(${p.add(s.teamIds)}::int[])` : '';
  // Each game as a record of one decision; its tie counts by its season's rule (@trophy-room/domain).
  const game = decisionsSql(
    { wins: '(pf > pa)::int', losses: '(pf < pa)::int', ties: '(pf = pa)::int' },
    'rule.ties_count',
  );
  const rows = await sql.query<TeamRecordRow>(
    `WITH g AS (${gamesIn(p, w, s)}), rule AS (${seasonRules()}),
          tg AS (SELECT season_id, home_team_id AS team_id, home_score AS pf, away_score AS pa, NOT COALESCE(is_neutral, FALSE) AS home FROM g
                 UNION ALL SELECT season_id, away_team_id, away_score, home_score, FALSE FROM g)
     SELECT t.slug, t.name, l.abbreviation AS league, count(*)::int AS games,
            count(*) FILTER (WHERE pf > pa)::int AS wins, count(*) FILTER (WHERE pf < pa)::int AS losses,
            count(*) FILTER (WHERE pf = pa)::int AS ties,
            100.0 * sum(${game.won}) / NULLIF(sum(${game.games}), 0) AS win_pct,
            100.0 * avg(CASE WHEN pf > pa THEN 1.0 WHEN pf < pa THEN 0.0 END) FILTER (WHERE home) AS home_win_pct,
            avg(pf) AS pf, avg(pa) AS pa
       FROM tg JOIN rule ON rule.season_id = tg.season_id JOIN teams t ON t.id = tg.team_id JOIN leagues l ON l.id = t.league_id ${only}
      GROUP BY t.id, l.abbreviation ORDER BY win_pct DESC NULLS LAST, games DESC, t.name`,
    p.values,
  );
  return rows.map(toTeamRecord);
}

/**
 * All time, from the standings (team seasons: a few thousand rows) instead of every game: wins, losses, ties and
 * points per season summed. The standings do not split home and away, so home win % is left empty.
 */
async function allTimeRecords(sql: Sql, s: Scope): Promise<TeamRecord[]> {
  const p = new Params();
  const only = s.teamIds ? `AND t.id = ANY(${p.add(s.teamIds)}::int[])` : '';
  // Each season's ties count by its league's rule (@trophy-room/domain); an overtime loss is a game lost.
  const season = decisionsSql(
    {
      wins: 'COALESCE(ts.wins, 0)',
      losses: 'COALESCE(ts.losses, 0)',
      ties: 'ts.ties',
      otLosses: 'ts.ot_losses',
    },
    'rule.ties_count',
  );
  const rows = await sql.query<TeamRecordRow>(
    `SELECT t.slug, t.name, l.abbreviation AS league,
            sum(COALESCE(ts.wins, 0) + COALESCE(ts.losses, 0) + COALESCE(ts.ties, 0) + COALESCE(ts.ot_losses, 0))::int AS games,
            sum(COALESCE(ts.wins, 0))::int AS wins,
            sum(COALESCE(ts.losses, 0) + COALESCE(ts.ot_losses, 0))::int AS losses,
            sum(COALESCE(ts.ties, 0))::int AS ties,
            100.0 * sum(${season.won}) / NULLIF(sum(${season.games}), 0) AS win_pct,
            NULL AS home_win_pct,
            sum(ts.points_for)::float / NULLIF(sum(ts.games_played) FILTER (WHERE ts.points_for IS NOT NULL), 0) AS pf,
            sum(ts.points_against)::float / NULLIF(sum(ts.games_played) FILTER (WHERE ts.points_against IS NOT NULL), 0) AS pa
       FROM team_seasons ts JOIN (${seasonRules()}) rule ON rule.season_id = ts.season_id
       JOIN teams t ON t.id = ts.team_id JOIN leagues l ON l.id = t.league_id
      WHERE ${inLeagues(p, 't.league_id', s.leagueIds)} ${only}
      GROUP BY t.id, l.abbreviation
     HAVING sum(COALESCE(ts.wins, 0) + COALESCE(ts.losses, 0) + COALESCE(ts.ties, 0) + COALESCE(ts.ot_losses, 0)) > 0
      ORDER BY win_pct DESC NULLS LAST, games DESC, t.name`,
    p.values,
  );
  return rows.map(toTeamRecord);
}
