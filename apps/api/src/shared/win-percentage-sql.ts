// The win percentage rule of @trophy-room/domain (winPercentage, tiesCount) as SQL, for the queries that rank or
// sum records in the database. Its spec holds it to the TypeScript rule on every sport, level and era.
import { TIES_COUNT_HALF_FROM } from '@trophy-room/domain';

/** The SQL expressions of a scope: the sport's and level's slugs and the season's start year. */
export interface ScopeSql {
  sport: string;
  level: string;
  year: string;
}

/** The SQL expressions of a record's columns (ties and ot_losses may be NULL). */
export interface RecordSql {
  wins: string;
  losses: string;
  ties: string;
  otLosses?: string;
}

/** tiesCount(scope): false for major-league baseball, and for pro football before 1972. */
export const tiesCountSql = ({ sport, level, year }: ScopeSql) =>
  `NOT (${level} = 'professional' AND (${sport} = 'baseball' OR (${sport} = 'football' AND ${year} < ${TIES_COUNT_HALF_FROM})))`;

/**
 * decisions(record, scope) as two numeric expressions: the points of a win (a counted tie half) and the games
 * they are out of. `tiesCount` is a boolean SQL expression (tiesCountSql, or a column holding it).
 */
export const decisionsSql = (r: RecordSql, tiesCount: string) => {
  const ties = `CASE WHEN ${tiesCount} THEN COALESCE(${r.ties}, 0) ELSE 0 END`;
  return {
    won: `(${r.wins} + ${ties} / 2.0)`,
    games: `(${r.wins} + ${r.losses} + ${ties} + COALESCE(${r.otLosses ?? 'NULL'}, 0))`,
  };
};

/** winPercentage(record, scope), unrounded (for ranking); NULL when no game counts. */
export const winFractionSql = (r: RecordSql, tiesCount: string) => {
  const d = decisionsSql(r, tiesCount);
  return `(${d.won}::numeric / NULLIF(${d.games}, 0))`;
};

/** winPercentage(record, scope): three decimals as a float, NULL when no game counts. */
export const winPercentageSql = (r: RecordSql, tiesCount: string) =>
  `round(${winFractionSql(r, tiesCount)}, 3)::float8`;

/**
 * A LATERAL join giving season alias `s` its league's sport and level slugs and whether its ties count
 * (`${as}.sport`, `${as}.level`, `${as}.ties_count`): computed once per season row, not once per record.
 */
export const seasonRuleJoin = (s: string, as = 'wr') => `
  LEFT JOIN LATERAL (
    SELECT sp.slug AS sport, lv.slug AS level,
           ${tiesCountSql({ sport: 'sp.slug', level: 'lv.slug', year: `${s}.start_year` })} AS ties_count
      FROM leagues l JOIN sports sp ON sp.id = l.sport_id JOIN levels lv ON lv.id = l.level_id
     WHERE l.id = ${s}.league_id
  ) ${as} ON TRUE`;

/** Every season's sport, level and whether its ties count (`season_id`, `sport`, `level`, `ties_count`): a CTE body. */
export const seasonRules = () => `
  SELECT s.id AS season_id, sp.slug AS sport, lv.slug AS level,
         ${tiesCountSql({ sport: 'sp.slug', level: 'lv.slug', year: 's.start_year' })} AS ties_count
    FROM seasons s JOIN leagues l ON l.id = s.league_id JOIN sports sp ON sp.id = l.sport_id
    JOIN levels lv ON lv.id = l.level_id`;
