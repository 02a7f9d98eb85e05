// Each roster row's season line: the player's regular-season lines for that team and season (player_seasons, read
// by its player and season index), games and starts added up, and the stats of several stints (a player traded
// away and back) merged into one line.
import { sumLines } from '@trophy-room/domain';

type Stats = Record<string, unknown>;

/**
 * SQL: a lateral `ln` over the lines of player `player`, season `season`, team `team` (SQL expressions): `games`,
 * `started`, `lines` (their stats, by stint) and `n` (how many lines).
 */
export const lineJoin = (player: string, season: string, team: string) => `LEFT JOIN LATERAL (
    SELECT sum(ps.games_played)::int AS games, sum(ps.games_started)::int AS started, count(*)::int AS n,
           jsonb_agg(ps.stats ORDER BY ps.stint, ps.id) FILTER (WHERE ps.stats IS NOT NULL) AS lines
      FROM player_seasons ps
     WHERE ps.player_id = ${player} AND ps.season_id = ${season} AND ps.team_id = ${team}
       AND NOT COALESCE(ps.is_postseason, FALSE)
  ) ln ON TRUE`;

/** Rates the sources write per line (ages, averages): a merged line leaves them out, to be computed from its sums. */
const NOT_SUMMED = new Set(['age', 'avg', 'era', 'baopp', 'fp']);

/**
 * One line from a player's lines of one team-season: null without any; one as it is; several summed key by key (the
 * domain's sumLines), the rates they wrote per line left out (the catalogue computes them from the sums).
 */
export function mergeLines(lines: Stats[] | null, hasLine: boolean): Stats | null {
  if (!hasLine) return null;
  if (!lines?.length) return {};
  return lines.length === 1 ? lines[0] : withoutRates(sumLines(lines));
}

const withoutRates = (s: Stats): Stats =>
  Object.fromEntries(
    Object.entries(s)
      .filter(([k]) => !NOT_SUMMED.has(k))
      .map(([k, v]) => [k, v && typeof v === 'object' && !Array.isArray(v) ? withoutRates(v as Stats) : v]),
  );
