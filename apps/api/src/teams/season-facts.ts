// What a team season's standings row leaves out, derived from the rest of the dataset: the win percentage and the
// head coach (where the row names none: NFL, from the coaches the game rows name — nflverse, 2000 on). The finish is
// the rank the pipeline gives every table by its league's rules (libs/domain standingsRules).
import { seasonRuleJoin, winFractionSql } from '../shared/win-percentage-sql';

/** Win percentage of a team_seasons alias by its league's rule (@trophy-room/domain), unrounded. */
const pct = (a: string) =>
  winFractionSql(
    { wins: `${a}.wins`, losses: `${a}.losses`, ties: `${a}.ties`, otLosses: `${a}.ot_losses` },
    'wr.ties_count',
  );

/**
 * SQL joins for team_seasons alias `ts` of season alias `s`: `gc` (the head coaches the
 * season's games name, in the order they took over: "Josh McDaniels, Antonio Pierce", as the pipeline writes it where it knows).
 * Each lateral repeats its join condition inside (a one-time filter on the outer row): a row that needs neither reads
 * no games and no other standings rows.
 */
export const seasonFactJoins = (ts: string, s: string) => `${seasonRuleJoin(s)}
  LEFT JOIN LATERAL (
    SELECT string_agg(c.coach, ', ' ORDER BY c.first) AS name FROM (
      SELECT CASE WHEN g.home_team_id = ${ts}.team_id THEN g.home_coach ELSE g.away_coach END AS coach, min(g.game_date) AS first
        FROM games g
       WHERE g.season_id = ${ts}.season_id AND (g.home_team_id = ${ts}.team_id OR g.away_team_id = ${ts}.team_id)
         AND ${ts}.head_coach_name IS NULL
       GROUP BY 1) c
     WHERE c.coach IS NOT NULL
  ) gc ON ${ts}.head_coach_name IS NULL`;

/** The finish: the table's rank, none where another team of the table shares it (level by every tie-breaker). */
export const rankColumn = (ts: string) =>
  `CASE WHEN EXISTS (SELECT 1 FROM team_seasons o WHERE o.season_id = ${ts}.season_id AND o.rank = ${ts}.rank
     AND o.id <> ${ts}.id AND o.conference_id IS NOT DISTINCT FROM ${ts}.conference_id
     AND o.division_id IS NOT DISTINCT FROM ${ts}.division_id) THEN NULL ELSE ${ts}.rank END::int AS rank`;

/** The win percentage: the source's, else from the record by the league's rule (needs seasonFactJoins). */
export const winPercentageColumn = (ts: string) =>
  `COALESCE(${ts}.win_percentage, round(${pct(ts)}, 3)::float8) AS win_percentage`;

export const headCoachColumn = (ts: string) => `COALESCE(${ts}.head_coach_name, gc.name) AS head_coach_name`;
