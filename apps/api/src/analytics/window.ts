// Which games a figure reads: the period's window (dates, seasons or all time) and the scope (leagues, teams), as
// SQL over the games table; the buckets and margin bands a window's games are grouped by; the aggregates of a window.
import { Params, inLeagues, playedSql, siteKnownSql } from '../shared/sql';

/** Which games (or seasons) a period covers: a date range, a set of seasons, or everything. */
export type Window =
  { kind: 'dates'; from: string; to: string } | { kind: 'seasons'; seasonIds: number[] } | { kind: 'all' };

/**
 * The leagues in scope (always listed, even on the hub: the games' (league, date) index then serves a date window)
 * and, optionally, the teams a Filter narrows to (null: every team).
 */
export interface Scope {
  leagueIds: number[];
  teamIds: number[] | null;
}

/** The columns the figures read (a CTE of every column would copy each game's 30). */
const GAME_COLUMNS = [
  'league_id',
  'season_id',
  'game_date',
  'home_team_id',
  'away_team_id',
  'home_score',
  'away_score',
  'overtime',
  'is_playoff',
  'is_neutral',
  'attendance',
]
  // A game whose site the sources do not give is no one's home game for the home-win share, as a neutral-site one.
  .map((c) =>
    c === 'is_neutral' ? `(g.is_neutral IS TRUE OR NOT ${siteKnownSql('g')}) AS is_neutral` : `g.${c}`,
  )
  .join(', ');

/** The finished games of a window and scope, as a CTE body (alias g). */
export function gamesIn(p: Params, w: Window, s: Scope) {
  const where = [playedSql('g'), inLeagues(p, 'g.league_id', s.leagueIds)];
  if (w.kind === 'dates') where.push(`g.game_date BETWEEN ${p.add(w.from)}::date AND ${p.add(w.to)}::date`);
  if (w.kind === 'seasons') where.push(`g.season_id = ANY(${p.add(w.seasonIds)}::int[])`);
  if (s.teamIds) {
    const t = p.add(s.teamIds);
    where.push(`(g.home_team_id = ANY(${t}::int[]) OR g.away_team_id = ANY(${t}::int[]))`);
  }
  return `SELECT ${GAME_COLUMNS} FROM games g WHERE ${where.join(' AND ')}`;
}

/** The seasons a window covers (for the tables kept per season: player seasons). */
export function seasonsIn(p: Params, w: Window, s: Scope, col: string) {
  if (w.kind === 'seasons') return `${col} = ANY(${p.add(w.seasonIds)}::int[])`;
  if (w.kind === 'all') return 'TRUE';
  return `${col} IN (SELECT DISTINCT g.season_id FROM games g WHERE ${inLeagues(p, 'g.league_id', s.leagueIds)}
            AND g.game_date BETWEEN ${p.add(w.from)}::date AND ${p.add(w.to)}::date)`;
}

export const bucketOf: Record<'day' | 'month' | 'season' | 'decade', string> = {
  day: `to_char(g.game_date, 'YYYY-MM-DD')`,
  month: `to_char(g.game_date, 'YYYY-MM')`,
  season: `(SELECT s.start_year::text FROM seasons s WHERE s.id = g.season_id)`,
  decade: `(floor(extract(year FROM g.game_date) / 10) * 10)::int::text || 's'`,
};
export type BucketKind = keyof typeof bucketOf;

/** A game's margin band: 0 a tie, then one band per upper bound (a sport's own steps), the last open. */
export const bandOf = (bounds: number[]) =>
  `CASE WHEN abs(home_score - away_score) = 0 THEN 0 ${bounds
    .map((b, i) => `WHEN abs(home_score - away_score) <= ${Math.trunc(b)} THEN ${i + 1}`)
    .join(' ')} ELSE ${bounds.length + 1} END`;

/** A window's game aggregates (the games CTE g's columns): its totals, or a bucket's, band's or league's. */
export const SUMMARY = `count(*)::int AS games,
              100.0 * avg(CASE WHEN home_score > away_score THEN 1.0 WHEN home_score < away_score THEN 0.0 END)
                FILTER (WHERE NOT COALESCE(is_neutral, FALSE)) AS home_win,
              avg((home_score + away_score) / 2.0) AS ppg,
              avg(abs(home_score - away_score)) AS margin,
              avg(home_score + away_score) AS total,
              100.0 * avg(CASE WHEN NULLIF(overtime, '') IS NOT NULL THEN 1.0 ELSE 0.0 END) AS overtime,
              count(*) FILTER (WHERE is_playoff)::int AS playoffs,
              avg(attendance) AS attendance,
              min(game_date)::text AS first, max(game_date)::text AS last`;
