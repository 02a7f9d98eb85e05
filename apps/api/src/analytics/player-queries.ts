// The players figures' queries: the player seasons of a window, and each league's leaders by its sport's statistic.
import type { Sql } from '../plugins/db';
import { Params, inLeagues } from '../shared/sql';
import type { Leader, PlayerSummary } from './figure-data';
import {
  toLeader,
  toPlayerSummary,
  type CareerCandidatesRow,
  type LeaderRow,
  type PlayerSummaryRow,
} from './rows';
import { seasonsIn, type Scope, type Window } from './window';

/** The statistic a sport's leaders are ranked by (player_seasons.stats key). */
export const LEADER_STAT: Record<string, { key: string; label: string }> = {
  baseball: { key: 'hr', label: 'Home runs' },
  basketball: { key: 'pts', label: 'Points' },
  hockey: { key: 'pts', label: 'Points' },
  football: { key: 'pass_yds', label: 'Passing yards' },
};
/**
 * The players with regular-season lines in the window: how many, their lines, games per line and rookies. All time
 * over one whole league, the loader's sums of this aggregate (league_player_lines, libs/db/src/league-lines.ts: the
 * same statement grouped by league), not a pass over every line of the dataset per request.
 */
export async function players(sql: Sql, w: Window, s: Scope): Promise<PlayerSummary> {
  if (w.kind === 'all' && !s.teamIds && s.leagueIds.length === 1) {
    const [r] = await sql.query<PlayerSummaryRow>(
      `SELECT COALESCE(x.players, 0) AS players, COALESCE(x.lines, 0) AS lines, x.avg_games,
              COALESCE(x.rookies, 0) AS rookies
         FROM (SELECT $1::int AS league_id) l LEFT JOIN league_player_lines x ON x.league_id = l.league_id`,
      [s.leagueIds[0]],
    );
    return toPlayerSummary(r);
  }
  const p = new Params();
  const teams = s.teamIds ? `AND ps.team_id = ANY(${p.add(s.teamIds)}::int[])` : '';
  const [r] = await sql.query<PlayerSummaryRow>(
    `WITH ps AS (
       SELECT ps.player_id, ps.games_played, s.start_year, pl.first_year FROM player_seasons ps
         JOIN seasons s ON s.id = ps.season_id JOIN players pl ON pl.id = ps.player_id
        WHERE NOT COALESCE(ps.is_postseason, FALSE) AND ${inLeagues(p, 's.league_id', s.leagueIds)}
          AND ${seasonsIn(p, w, s, 'ps.season_id')} ${teams})
     SELECT count(DISTINCT player_id)::int AS players, count(*)::int AS lines, avg(games_played) AS avg_games,
            count(DISTINCT player_id) FILTER (WHERE first_year = start_year)::int AS rookies
       FROM ps`,
    p.values,
  );
  return toPlayerSummary(r);
}

/**
 * The top players of each league in scope by its sport's leader statistic, summed over the window's seasons. All
 * time over whole leagues, the lines summed are only those of the players the careers table ranks first (summing
 * every line of a league's history per request took 0.3–1 s).
 */
export async function leaders(sql: Sql, w: Window, s: Scope, top = 10): Promise<Leader[]> {
  const players = w.kind === 'all' && !s.teamIds ? await careerCandidates(sql, s.leagueIds, top) : null;
  const p = new Params();
  const teams = s.teamIds ? `AND ps.team_id = ANY(${p.add(s.teamIds)}::int[])` : '';
  const only = players ? `AND ps.player_id = ANY(${p.add(players)}::int[])` : '';
  const stat = `CASE sp.slug ${Object.entries(LEADER_STAT)
    .map(([sport, x]) => `WHEN '${sport}' THEN ps.stats ->> '${x.key}'`)
    .join(' ')} END`;
  // The lines in scope: summed per player, and read again only for the top players' last team (an ordered
  // aggregate of every player's teams sorted all the lines of the timeframe).
  const lines = `player_seasons ps JOIN seasons s ON s.id = ps.season_id JOIN leagues l ON l.id = s.league_id
         JOIN sports sp ON sp.id = l.sport_id`;
  const where = `NOT COALESCE(ps.is_postseason, FALSE) AND ${inLeagues(p, 's.league_id', s.leagueIds)}
          AND ${seasonsIn(p, w, s, 'ps.season_id')} ${teams} ${only}
          AND jsonb_typeof(${stat.replace(/->>/g, '->')}) = 'number'`;
  const rows = await sql.query<LeaderRow>(
    `WITH v AS (
       SELECT s.league_id, ps.player_id, sum((${stat})::numeric) AS value, sum(ps.games_played)::int AS games
         FROM ${lines}
        WHERE ${where}
        GROUP BY s.league_id, ps.player_id),
          ranked AS (SELECT v.*, row_number() OVER (PARTITION BY league_id ORDER BY value DESC, player_id) AS rank FROM v)
     SELECT lg.abbreviation AS league, r.rank::int AS rank, pl.slug AS player_slug, pe.full_name AS player,
            last.team, r.value, r.games
       FROM ranked r JOIN leagues lg ON lg.id = r.league_id
       JOIN players pl ON pl.id = r.player_id JOIN people pe ON pe.id = pl.person_id
       LEFT JOIN LATERAL (
         SELECT t.name AS team FROM ${lines} LEFT JOIN teams t ON t.id = ps.team_id
          WHERE ps.player_id = r.player_id AND s.league_id = r.league_id AND ${where}
          ORDER BY s.start_year DESC, ps.stint DESC LIMIT 1) last ON TRUE
      WHERE r.rank <= ${p.add(top)} ORDER BY r.league_id, r.rank`,
    p.values,
  );
  return rows.map(toLeader);
}

/**
 * The players who can lead their league all time: each league's first `top` careers by its statistic's count
 * (leader_careers: the non-zero regular-season lines summed, ordered as the leaders are, by value then player).
 * Every other player's sum is no higher (a count's career is the sum of his lines) or zero, so the leaders are
 * among these — provided each league with lines has `top` positive careers (else null: sum every line). A stat
 * that leaves a position out (NHL points: goalies) leaves those lines out of the careers; a goalie's points
 * never come near a league's tenth best skater.
 */
async function careerCandidates(sql: Sql, leagueIds: number[], top: number): Promise<number[] | null> {
  const p = new Params();
  const key = `CASE sp.slug ${Object.entries(LEADER_STAT)
    .map(([sport, x]) => `WHEN '${sport}' THEN '${x.key}'`)
    .join(' ')} END`;
  const rows = await sql.query<CareerCandidatesRow>(
    `SELECT EXISTS (SELECT 1 FROM seasons s WHERE s.league_id = l.id AND EXISTS (
              SELECT 1 FROM player_seasons ps WHERE ps.season_id = s.id AND NOT COALESCE(ps.is_postseason, FALSE)))
              AS has_lines,
            ARRAY(SELECT c.player_id FROM leader_careers c
                   WHERE c.stat_id = st.id AND NOT c.is_postseason AND c.value > 0
                   ORDER BY c.value DESC, c.player_id LIMIT ${p.add(top)}) AS players
       FROM leagues l JOIN sports sp ON sp.id = l.sport_id
       LEFT JOIN leader_stats st ON st.league = l.slug AND st.num = ARRAY[${key}] AND cardinality(st.num_less) = 0
        AND st.den IS NULL AND st.scale = 1
      WHERE l.id = ANY(${p.add(leagueIds)}::int[])`,
    p.values,
  );
  if (rows.some((r) => r.has_lines && r.players.length < top)) return null;
  return rows.flatMap((r) => r.players);
}
