// Queries over the games by date: the nearest days with games around a range, a playoff series' standing after a
// game, and the games and teams a table on a date is computed from (./table-on-date).
import type { GameDates, GameSeries } from '@trophy-room/contract';
import type { Sql } from '../plugins/db';
import { borneTeamRef } from '../shared/borne-name';
import type { Scope } from '../shared/scope';
import { Params, inLeagues, leagueJoin, levelJson, playedSql, sportJson } from '../shared/sql';
import type { TeamGameRow } from './table-on-date';
import { toGameDates, toGameSeries, type GameDatesRow, type GameSeriesRow, type SeasonTeamRow } from './rows';

// The NBA Cup final is the one non-playoff game that does not count in the standings (NBA rule since 2023).
const inStandings = `NOT COALESCE(g.is_playoff, FALSE) AND COALESCE(g.round, '') <> 'NBA Cup Final'`;

/** A played game (shared/sql.ts). */
const played = playedSql('g');

export class DatedGamesRepository {
  constructor(private readonly sql: Sql) {}

  /**
   * The latest day before `from` and the earliest after `to` with a game in scope. Per league through the
   * (league_id, game_date) index; the hub through the (game_date, id) index.
   */
  async nearestDates(leagueIds: number[] | null, from: string, to: string): Promise<GameDates> {
    const p = new Params();
    const edge = (agg: 'max' | 'min', op: '<' | '>', d: string) =>
      leagueIds
        ? `(SELECT ${agg}(x.d) FROM unnest(${p.add(leagueIds)}::int[]) AS l(id) CROSS JOIN LATERAL
             (SELECT ${agg}(g.game_date) AS d FROM games g WHERE g.league_id = l.id AND g.game_date ${op} ${p.add(d)}::date) x)`
        : `(SELECT ${agg}(g.game_date) FROM games g WHERE g.game_date ${op} ${p.add(d)}::date)`;
    const rows = await this.sql.query<GameDatesRow>(
      `SELECT ${edge('max', '<', from)}::text AS before, ${edge('min', '>', to)}::text AS after`,
      p.values,
    );
    return toGameDates(rows[0]);
  }

  /** After a playoff game: each side's wins in that season's playoff games between the two, when there are several. */
  async series(g: {
    id: number;
    season_id: number;
    home_id: number;
    away_id: number;
    date: string;
  }): Promise<GameSeries | null> {
    const rows = await this.sql.query<GameSeriesRow>(
      `WITH x AS (SELECT g.id, g.game_date, CASE WHEN g.home_score > g.away_score THEN g.home_team_id
           WHEN g.away_score > g.home_score THEN g.away_team_id END AS winner
         FROM games g WHERE g.home_team_id IN ($2, $3) AND g.away_team_id IN ($2, $3) AND g.season_id = $4
           AND COALESCE(g.is_playoff, FALSE) AND ${played})
       SELECT count(*)::int AS total,
         count(*) FILTER (WHERE (x.game_date, x.id) <= ($5::date, $1) AND x.winner = $2)::int AS home_wins,
         count(*) FILTER (WHERE (x.game_date, x.id) <= ($5::date, $1) AND x.winner = $3)::int AS away_wins,
         count(*) FILTER (WHERE (x.game_date, x.id) <= ($5::date, $1))::int AS game_number FROM x`,
      [g.id, g.home_id, g.away_id, g.season_id, g.date],
    );
    return toGameSeries(rows[0]);
  }

  /** Both sides of every played regular-season game of the season up to `date`, in date order. */
  teamGames(scope: Scope & { season: number }, date: string): Promise<TeamGameRow[]> {
    const p = new Params();
    return this.sql.query<TeamGameRow>(
      `SELECT g.season_id, t.team_id, t.opp_id AS opponent_id, t.home, t.pf, t.pa, g.overtime IS NOT NULL AS overtime,
         COALESCE(ts.division_id = o.division_id, FALSE) AS division_game,
         COALESCE(ts.conference_id = o.conference_id, FALSE) AS conference_game
       FROM seasons s JOIN games g ON g.season_id = s.id
       CROSS JOIN LATERAL (VALUES (g.home_team_id, g.away_team_id, g.home_score, g.away_score, TRUE),
         (g.away_team_id, g.home_team_id, g.away_score, g.home_score, FALSE)) AS t(team_id, opp_id, pf, pa, home)
       LEFT JOIN team_seasons ts ON ts.season_id = g.season_id AND ts.team_id = t.team_id
       LEFT JOIN team_seasons o ON o.season_id = g.season_id AND o.team_id = t.opp_id
       WHERE ${inLeagues(p, 's.league_id', scope.leagueIds)} AND s.start_year = ${p.add(scope.season)}
         AND g.game_date <= ${p.add(date)}::date AND ${inStandings} AND ${played}
       ORDER BY g.game_date, g.id`,
      p.values,
    );
  }

  /** The teams of the season: those with a season row, and those with a game (named as borne that season). */
  teams(scope: Scope & { season: number }): Promise<SeasonTeamRow[]> {
    const p = new Params();
    const leagues = inLeagues(p, 's.league_id', scope.leagueIds);
    const year = p.add(scope.season);
    return this.sql.query<SeasonTeamRow>(
      `WITH x AS (SELECT s.id AS season_id, ts.team_id FROM seasons s JOIN team_seasons ts ON ts.season_id = s.id
           WHERE ${leagues} AND s.start_year = ${year}
         UNION SELECT s.id, t.team_id FROM seasons s JOIN games g ON g.season_id = s.id
           CROSS JOIN LATERAL (VALUES (g.home_team_id), (g.away_team_id)) AS t(team_id)
           WHERE ${leagues} AND s.start_year = ${year} AND ${inStandings})
       SELECT COALESCE(ts.id, -x.team_id) AS id, x.season_id, ts.division_id, ts.conference_id,
         ${borneTeamRef('t', 's.start_year', ", 'sport_name', l_sp.name", 's.id')}::jsonb
           || CASE WHEN ts.name IS NULL THEN '{}'::jsonb ELSE jsonb_build_object('name', ts.name) END AS team,
         d.name AS division, d.slug AS division_slug, cf.name AS conference, cf.slug AS conference_slug,
         l.abbreviation AS league, l.slug AS league_slug, ${sportJson()} AS sport, ${levelJson()} AS level,
         s.start_year AS season, s.name AS season_name, s.coverage_notes->>'team_seasons' AS coverage_note,
         l_sp.slug = 'hockey' AS hockey
       FROM x JOIN seasons s ON s.id = x.season_id ${leagueJoin('s.league_id')} JOIN teams t ON t.id = x.team_id
       LEFT JOIN team_seasons ts ON ts.season_id = x.season_id AND ts.team_id = x.team_id
       LEFT JOIN divisions d ON d.id = ts.division_id LEFT JOIN conferences cf ON cf.id = ts.conference_id
       ORDER BY l_sp.name, l_lv.slug DESC, cf.name NULLS LAST, d.name NULLS LAST, t.id`,
      p.values,
    );
  }
}
