// Games (status derived from the data) and standings.
import type { Game, GameStatus, Standing } from '@trophy-room/contract';
import { toGame, toStanding, type GameRow, type StandingRow } from './rows';
import type { PageRequest } from '../http/paging';
import type { Sql } from '../plugins/db';
import { pagedQuery } from '../shared/paged-query';
import { isFeedSource } from '../feeds/sources';
import type { Scope } from '../shared/scope';
import { borneTeamRef } from '../shared/borne-name';
import { hasBoxScoreSql } from '../shared/box-score-sql';
import {
  Params,
  inLeagues,
  leagueJoin,
  levelJson,
  scopeColumns,
  sportJson,
  teamRefJson,
  isId,
  siteKnownSql,
} from '../shared/sql';

/**
 * Honest status: what the source says for postponed/cancelled/live; final when both scores are there;
 * otherwise scheduled (a future game, or a past one the source never scored).
 */
const status = `CASE WHEN g.status IN ('postponed', 'cancelled', 'live') THEN g.status
  WHEN g.home_score IS NOT NULL AND g.away_score IS NOT NULL THEN 'final' ELSE 'scheduled' END`;

/** "Dome", "Closed roof", or the temperature and wind of a game played outdoors or under an open roof. */
const weather = `CASE WHEN g.roof = 'dome' THEN 'Dome' WHEN g.roof = 'closed' THEN 'Closed roof'
  ELSE NULLIF(concat_ws(', ', CASE WHEN g.roof = 'open' THEN 'Open roof' END, g.temperature || '°F', 'wind ' || g.wind || ' mph'), '') END`;

// Teams are named as they were that season (the 1967 Oakland Raiders, not Las Vegas); links go to the franchise.
const sportName = `, 'sport_name', l_sp.name`;
const gameSelect = `g.id, g.slug, ${scopeColumns()}, ${borneTeamRef('h', 's.start_year', sportName, 's.id')} AS home_team,
  ${borneTeamRef('a', 's.start_year', sportName, 's.id')} AS away_team,
  g.home_score, g.away_score, ${status} AS status, g.game_date, g.game_time,
  CASE WHEN l_sp.slug IN ('football', 'basketball') THEN gl.period END AS quarter, gl.period,
  gl.period_label, gl.clock AS time_remaining, g.overtime, COALESCE(g.is_playoff, FALSE) AS is_playoff, COALESCE(g.is_neutral, FALSE) AS is_neutral,
  ${siteKnownSql('g')} AS site_known,
  g.round, g.week,
  CASE WHEN c.id IS NULL THEN NULL ELSE json_build_object('id', c.id, 'slug', c.slug, 'name', c.name) END AS championship,
  c.name AS championship_name,
  json_build_object('id', s.id, 'slug', s.slug, 'name', s.name, 'start_year', s.start_year) AS season, s.name AS season_name,
  CASE WHEN COALESCE(g.venue_name, v.name) IS NULL THEN NULL ELSE json_build_object('id', v.id, 'name', COALESCE(g.venue_name, v.name),
    'city', v.city, 'state', v.state, 'capacity', v.capacity) END AS venue,
  COALESCE(g.venue_name, v.name) AS venue_name, ${weather} AS weather, g.attendance,
  CASE WHEN jsonb_array_length(COALESCE(gl.officials, '[]'::jsonb)) > 0
    THEN (SELECT json_agg(json_build_object('position', CASE WHEN l_sp.slug = 'baseball' THEN 'Umpire' ELSE 'Official' END, 'name', o))
            FROM jsonb_array_elements_text(gl.officials) o)
    WHEN g.referee IS NULL THEN '[]'::json ELSE json_build_array(json_build_object('position', 'Referee', 'name', g.referee)) END AS officials,
  gl.line_score,
  g.home_coach, g.away_coach, g.home_qb AS home_quarterback, g.away_qb AS away_quarterback, g.surface,
  ${hasBoxScoreSql('g')} AS has_box_score`;

// The season first: a season filter then drops the other games before they are joined to the rest.
const gameFrom = `FROM games g JOIN seasons s ON s.id = g.season_id ${leagueJoin('g.league_id')} JOIN teams h ON h.id = g.home_team_id
  JOIN teams a ON a.id = g.away_team_id LEFT JOIN championships c ON c.id = g.championship_id LEFT JOIN venues v ON v.id = g.venue_id
  LEFT JOIN game_live gl ON gl.game_id = g.id`;

export interface GameFilter extends Scope {
  from?: string;
  to?: string;
  status?: GameStatus;
  teamId?: number;
  championshipId?: number;
  order: 'asc' | 'desc';
}

export interface StandingsFilter extends Scope {
  /** Latest season with standings per league (season ignored). */
  current?: boolean;
  divisionIds?: number[];
  conferenceIds?: number[];
}

export class GamesRepository {
  constructor(private readonly sql: Sql) {}

  async list(f: GameFilter, page: PageRequest, _now: Date): Promise<{ count: number; rows: Game[] }> {
    const p = new Params();
    const where = [inLeagues(p, 'g.league_id', f.leagueIds)];
    if (f.season !== null) where.push(`s.start_year = ${p.add(f.season)}`);
    if (f.from) where.push(`g.game_date >= ${p.add(f.from)}::date`);
    if (f.to) where.push(`g.game_date <= ${p.add(f.to)}::date`);
    if (f.status) where.push(`(${status}) = ${p.add(f.status)}`);
    if (f.teamId !== undefined) {
      const t = p.add(f.teamId);
      where.push(`(g.home_team_id = ${t} OR g.away_team_id = ${t})`);
    }
    if (f.championshipId !== undefined) where.push(`g.championship_id = ${p.add(f.championshipId)}`);
    const dir = f.order === 'asc' ? 'ASC' : 'DESC';
    const w = where.join(' AND ');
    const countFrom = `FROM games g ${f.season !== null ? 'JOIN seasons s ON s.id = g.season_id' : ''} WHERE ${w}`;
    const { count, rows } = await pagedQuery<GameRow>(
      this.sql,
      {
        select: gameSelect,
        from: `${gameFrom} WHERE ${w}`,
        countFrom,
        orderBy: `g.game_date ${dir}, g.id ${dir}`,
        fixedJoinOrder: true,
      },
      p,
      page,
    );
    return { count, rows: rows.map(toGame) };
  }

  /** The latest date before `before` with a final game in scope (anchors /recent/). */
  async lastPlayedDate(leagueIds: number[] | null, before: string): Promise<string | null> {
    const p = new Params();
    const rows = await this.sql.query<{ d: string | null }>(
      `SELECT max(g.game_date)::text AS d FROM games g WHERE ${inLeagues(p, 'g.league_id', leagueIds)} AND g.game_date < ${p.add(before)}::date
         AND g.home_score IS NOT NULL`,
      p.values,
    );
    return rows[0]?.d ?? null;
  }

  async get(key: string): Promise<Game | undefined> {
    const byId = isId(key);
    const rows = await this.sql.query<GameRow>(
      `SELECT ${gameSelect} ${gameFrom} WHERE ${byId ? 'g.id = $1::int' : 'g.slug = $1'}`,
      [byId ? Number(key) : key],
      {
        fixedJoinOrder: true,
      },
    );
    return rows[0] && toGame(rows[0]);
  }

  async standings(f: StandingsFilter, page: PageRequest): Promise<{ count: number; rows: Standing[] }> {
    const p = new Params();
    const where = [inLeagues(p, 's.league_id', f.leagueIds)];
    // The seasons as ids first (one look-up), so the rows are read by the (season_id, team_id) index rather than
    // every team season joined in the written order and filtered after.
    // The latest tables: per league, the newest season with a full table (rows for at least half the season's
    // teams; a college season whose sources hold only its title round, with no count of teams, is not one).
    const seasonIds = f.current
      ? `SELECT DISTINCT ON (s2.league_id) s2.id FROM seasons s2
          WHERE s2.teams_count IS NOT NULL AND (SELECT count(*) FROM team_seasons x WHERE x.season_id = s2.id) * 2 >= s2.teams_count
          ORDER BY s2.league_id, s2.start_year DESC`
      : f.season !== null
        ? `SELECT s2.id FROM seasons s2 WHERE s2.start_year = ${p.add(f.season)}`
        : null;
    if (seasonIds) where.push(`ts.season_id = ANY(ARRAY(${seasonIds}))`);
    if (f.divisionIds) where.push(`ts.division_id = ANY(${p.add(f.divisionIds)}::int[])`);
    if (f.conferenceIds) where.push(`ts.conference_id = ANY(${p.add(f.conferenceIds)}::int[])`);
    // The pipeline ranks every table by its league's rules (libs/domain standingsRules): teams level by every rule the
    // data holds share a rank (tied); position orders the table, level teams by name. A table left unranked (a
    // college conference without its teams' conference records) is in the order of the overall win percentage, which
    // the pipeline wrote by the domain's rule for the sport, level and season (winPercentage).
    const table = `PARTITION BY ts.season_id, ts.conference_id, ts.division_id`;
    const rank = `ts.rank`;
    const position = `row_number() OVER (${table} ORDER BY ts.rank NULLS LAST, ts.win_percentage DESC NULLS LAST, COALESCE(ts.name, t.name))::int`;
    const tied = `(ts.rank IS NOT NULL AND count(*) OVER (${table}, ts.rank) > 1)`;
    const select = `ts.id, ${teamRefJson('t')}::jsonb || jsonb_build_object('name', COALESCE(ts.name, t.name), 'abbreviation', COALESCE(ts.abbreviation, t.abbreviation)) AS team,
      ${rank} AS rank, ${tied} AS tied, ${position} AS position, ts.games_played, ts.wins, ts.losses, ts.ties, ts.ot_losses, ts.points,
      ts.win_percentage, ts.games_behind, ts.points_for, ts.points_against, ts.streak,
      CASE WHEN ts.streak LIKE 'W%' THEN 'win' WHEN ts.streak LIKE 'L%' THEN 'loss' WHEN ts.streak LIKE 'T%' THEN 'tie' END AS streak_type,
      d.name AS division, d.slug AS division_slug, cf.name AS conference, cf.slug AS conference_slug,
      l.abbreviation AS league, l.slug AS league_slug, ${sportJson()} AS sport, ${levelJson()} AS level,
      s.start_year AS season, s.name AS season_name, CASE WHEN ${isFeedSource('s.source_id')} THEN l.data_as_of
        ELSE COALESCE(s.playoffs_end, s.regular_season_end) END::text AS last_updated,
      ${isFeedSource('s.source_id')} AS in_progress,
      ts.playoff_position, ts.playoff_result, COALESCE(ts.is_champion, FALSE) AS is_champion,
      s.coverage_notes->>'team_seasons' AS coverage_note, ts.home_record, ts.away_record, ts.division_record, ts.conference_record`;
    const { count, rows } = await pagedQuery<StandingRow>(
      this.sql,
      {
        select,
        from: `FROM team_seasons ts JOIN seasons s ON s.id = ts.season_id ${leagueJoin('s.league_id')} JOIN teams t ON t.id = ts.team_id
          LEFT JOIN divisions d ON d.id = ts.division_id LEFT JOIN conferences cf ON cf.id = ts.conference_id WHERE ${where.join(' AND ')}`,
        orderBy: `s.start_year DESC, l_sp.name, l_lv.slug DESC, cf.name NULLS LAST, d.name NULLS LAST, position, ts.id`,
        fixedJoinOrder: true,
      },
      p,
      page,
    );
    return { count, rows: rows.map(toStanding) };
  }
}
