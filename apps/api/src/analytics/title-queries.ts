// The titles in a window, the title holders (droughts) and the champions per decade (parity), for the titles figures.
import type { Sql } from '../plugins/db';
import { Params, inLeagues } from '../shared/sql';
import type { DecadeChampions, Title, TitleHolder } from './figure-data';
import {
  toDecadeChampions,
  toTitle,
  toTitleHolder,
  type DecadeRow,
  type TitleHolderRow,
  type TitleRow,
} from './rows';
import type { Scope, Window } from './window';

/**
 * Titles decided in the window (a final dated in it; undated finals count with their season's games), with the
 * previous winner of the same championship (repeats).
 */
export async function titles(sql: Sql, w: Window, s: Scope): Promise<Title[]> {
  const p = new Params();
  let inWindow = 'TRUE';
  if (w.kind === 'seasons') inWindow = `r.season_id = ANY(${p.add(w.seasonIds)}::int[])`;
  if (w.kind === 'dates') {
    const from = p.add(w.from);
    const to = p.add(w.to);
    inWindow = `(r.game_date BETWEEN ${from}::date AND ${to}::date OR (r.game_date IS NULL AND EXISTS (
      SELECT 1 FROM games g WHERE g.season_id = r.season_id AND g.game_date BETWEEN ${from}::date AND ${to}::date)))`;
  }
  const teams = s.teamIds ? `AND r.winner_team_id = ANY(${p.add(s.teamIds)}::int[])` : '';
  const rows = await sql.query<TitleRow>(
    `WITH r AS (
       SELECT r.*, COALESCE(r.title_year, r.year) AS ty,
              lag(r.winner_team_id) OVER (PARTITION BY r.championship_id ORDER BY r.year) AS prev_winner
         FROM championship_results r JOIN championships c ON c.id = r.championship_id
        WHERE ${inLeagues(p, 'c.league_id', s.leagueIds)})
     SELECT c.name AS championship, l.abbreviation AS league, r.ty AS year, t.slug AS team_slug,
            COALESCE(r.winner_name, t.name) AS team, pt.name AS previous_winner
       FROM r JOIN championships c ON c.id = r.championship_id JOIN leagues l ON l.id = c.league_id
       LEFT JOIN teams t ON t.id = r.winner_team_id
       LEFT JOIN teams pt ON pt.id = r.prev_winner AND r.prev_winner = r.winner_team_id
      WHERE ${inWindow} ${teams}
      ORDER BY r.ty DESC, c.name`,
    p.values,
  );
  return rows.map(toTitle);
}

/** Every team that has won a title up to a year, with its count and its latest (for droughts). */
export async function titleHolders(sql: Sql, s: Scope, upTo: number): Promise<TitleHolder[]> {
  const p = new Params();
  const teams = s.teamIds ? `AND t.id = ANY(${p.add(s.teamIds)}::int[])` : '';
  const rows = await sql.query<TitleHolderRow>(
    `SELECT t.slug, t.name, l.abbreviation AS league, count(*)::int AS titles,
            max(COALESCE(r.title_year, r.year))::int AS last_title
       FROM championship_results r JOIN championships c ON c.id = r.championship_id
       JOIN teams t ON t.id = r.winner_team_id JOIN leagues l ON l.id = t.league_id
      WHERE ${inLeagues(p, 'c.league_id', s.leagueIds)} AND COALESCE(r.title_year, r.year) <= ${p.add(upTo)}
        AND COALESCE(t.is_active, TRUE) ${teams}
      GROUP BY t.id, l.abbreviation ORDER BY last_title, t.name`,
    p.values,
  );
  return rows.map(toTitleHolder);
}

/** Distinct champions per decade of title years (parity). */
export async function championsPerDecade(sql: Sql, s: Scope): Promise<DecadeChampions[]> {
  const p = new Params();
  const rows = await sql.query<DecadeRow>(
    `SELECT (COALESCE(r.title_year, r.year) / 10) * 10 AS decade, count(*)::int AS titles,
            count(DISTINCT r.winner_team_id)::int AS champions
       FROM championship_results r JOIN championships c ON c.id = r.championship_id
      WHERE ${inLeagues(p, 'c.league_id', s.leagueIds)} AND r.winner_team_id IS NOT NULL
      GROUP BY 1 ORDER BY 1`,
    p.values,
  );
  return rows.map(toDecadeChampions);
}
