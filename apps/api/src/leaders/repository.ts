// Leader lists from the derived tables of migrations 0015 and 0022 (leader_stats, leader_lines, leader_careers,
// leader_seasons, leader_coverage, keyed by the stat's id), rebuilt on each load.
import type { Sql } from '../plugins/db';
import { borne } from '../shared/borne-name';
import { Params } from '../shared/sql';
import type {
  CoverageRow,
  ExcludedSeasonRow,
  LeaderDbRow,
  LeaderTeamRow,
  PlayerRankRow,
  StatRow,
} from './rows';

export interface ListQuery {
  stat: StatRow;
  view: 'career' | 'season' | 'active';
  postseason: boolean;
  from?: number;
  to?: number;
  teamId?: number;
  top: number;
  /** The qualifying minimum of a rate (career total, or a season's total when per season); null: the rule's. */
  min: number | null;
  /** Seasons the league's records leave out (the National Association's in MLB's: @trophy-room/domain's league-scope). */
  excludedSeasons: number[];
}

const STAT_COLUMNS = `st.id, st.slug, st.league, l.id AS league_id, l.name AS league_name, l.abbreviation AS league_abbreviation,
  (SELECT sp.slug FROM sports sp WHERE sp.id = l.sport_id) AS sport, (SELECT lv.slug FROM levels lv WHERE lv.id = l.level_id) AS level,
  st.label, st.abbr, st.grp, st.den, st.qual_scale::float8 AS qual_scale,
  st.season_per_game::float8 AS season_per_game,
  st.season_min::float8 AS season_min, st.career_min::float8 AS career_min, st.digits, st.ascending,
  st.has_postseason AS postseason`;

export class LeadersRepository {
  private statMemo: { at: number; rows: Promise<StatRow[]> } | null = null;
  constructor(private readonly sql: Sql) {}

  /** The ranked stats of the leagues in scope, league by league in their order (the catalogue memoised a minute). */
  async stats(leagueIds: number[] | null): Promise<StatRow[]> {
    if (!this.statMemo || Date.now() - this.statMemo.at >= 60_000) {
      const rows = this.sql.query<StatRow>(
        `SELECT ${STAT_COLUMNS} FROM leader_stats st JOIN leagues l ON l.slug = st.league ORDER BY l.id, st.ord`,
      );
      this.statMemo = { at: Date.now(), rows };
      rows.catch(() => (this.statMemo = null));
    }
    const all = await this.statMemo.rows;
    return leagueIds ? all.filter((s) => leagueIds.includes(s.league_id)) : all;
  }

  /**
   * The list, ranked (ties share a rank), at most `top` rows. Careers over every season read leader_careers, seasons
   * without a team leader_seasons (each summed once on load); an era's careers or a team's figures sum leader_lines.
   * Rows of one rank go by name, then a player's seasons in order: the same on every load and on both databases. A
   * list holds at most twice `top` rows: where a tie runs past that (with `min=0`, hundreds of seasons bat 1.000),
   * the earliest of the tied rows stay (first year, then player, then season), not whichever the plan met first.
   */
  async list(q: ListQuery): Promise<LeaderDbRow[]> {
    const p = new Params();
    const { stat } = q;
    const order = stat.ascending ? 'ASC' : 'DESC';
    const rate = stat.den !== null;
    const [stat$, post$] = [p.add(stat.id), p.add(q.postseason)];
    const key = (a: string) => `${a}.stat_id = ${stat$} AND ${a}.is_postseason = ${post$}`;
    const min = q.min === null ? null : `${p.add(q.min)}::numeric`;
    const excluded = q.excludedSeasons.length ? p.add(q.excludedSeasons) : null;
    const years = (col: string, season: string) =>
      [
        q.from !== undefined ? ` AND ${col} >= ${p.add(q.from)}` : '',
        q.to !== undefined ? ` AND ${col} <= ${p.add(q.to)}` : '',
        excluded ? ` AND ${season} <> ALL(${excluded}::int[])` : '',
      ].join('');
    /** The stored value, or with a minimum of the reader's the rate recomputed from the sums. */
    const valueOf = (a: string) =>
      min === null || !rate
        ? `${a}.value`
        : `CASE WHEN ${a}.qual >= ${min} AND ${a}.den > 0 THEN ${a}.num / ${a}.den END`;
    const active = (a: string) =>
      q.view === 'active' ? `JOIN players pa ON pa.id = ${a}.player_id AND pa.is_active` : '';
    let ranked: string;
    // A career's span is his seasons in the list's scope, not only those in which the stat is not zero (Ruth's 1914:
    // no home run): the lines path reads them from his player_seasons (the leader_careers path has them already).
    let span = '';
    // leader_careers sums every season: a list leaving some out (an era, a team, excluded leagues) sums the lines —
    // but for active players, whose careers never reach an excluded league's seasons.
    const narrowed = q.from !== undefined || q.to !== undefined || q.teamId !== undefined;
    if (q.view !== 'season' && !narrowed && (!excluded || q.view === 'active')) {
      ranked = `SELECT c.player_id, ${valueOf('c')} AS value, NULL::int AS season_id, c.first_year, c.last_year, c.seasons,
          c.qual
        FROM leader_careers c ${active('c')} WHERE ${key('c')}`;
    } else if (q.view === 'season' && q.teamId === undefined) {
      ranked = `SELECT s.player_id, ${valueOf('s')} AS value, s.season_id, s.start_year AS first_year,
          s.start_year AS last_year, 1 AS seasons, s.qual
        FROM leader_seasons s WHERE ${key('s')}${years('s.start_year', 's.season_id')}`;
    } else {
      const season = q.view === 'season';
      const team = q.teamId !== undefined ? ` AND l.team_id = ${p.add(q.teamId)}` : '';
      // A season qualifies by its own rule (per game of the season's longest schedule, or a season minimum).
      const qualifies = !rate
        ? 'TRUE'
        : min !== null
          ? `SUM(l.qual) >= ${min}`
          : season
            ? stat.season_per_game !== null
              ? `SUM(l.qual) >= ${p.add(stat.season_per_game)}::numeric * MAX(l.season_games)`
              : `SUM(l.qual) >= ${p.add(stat.season_min ?? 0)}::numeric`
            : `SUM(l.qual) >= ${p.add(stat.career_min ?? 0)}::numeric`;
      const value = rate ? 'SUM(l.num) / NULLIF(SUM(l.den), 0)' : 'SUM(l.num)';
      ranked = `SELECT l.player_id, CASE WHEN ${qualifies} THEN ${value} END AS value,
          ${season ? 'l.season_id' : 'NULL::int'} AS season_id,
          MIN(l.start_year) AS first_year, MAX(l.start_year) AS last_year, count(DISTINCT l.season_id)::int AS seasons,
          SUM(l.qual) AS qual
        FROM leader_lines l ${active('l')}
        WHERE ${key('l')}${years('l.start_year', 'l.season_id')}${team}
        GROUP BY l.player_id${season ? ', l.season_id' : ''}`;
      if (!season)
        span = `LEFT JOIN LATERAL (SELECT MIN(ss.start_year) AS first_year, MAX(ss.start_year) AS last_year,
            count(DISTINCT ps.season_id)::int AS seasons
          FROM player_seasons ps JOIN seasons ss ON ss.id = ps.season_id
          WHERE ps.player_id = r.player_id AND COALESCE(ps.is_postseason, FALSE) = ${post$}
            ${years('ss.start_year', 'ps.season_id')}${team.replace('l.team_id', 'ps.team_id')}) sp ON TRUE`;
    }
    const top$ = p.add(q.top);
    // The qualifier's keys as summed (plate appearances; outs, the qualifier counting innings as a third of each).
    const qual = rate ? `round(r.qual / ${p.add(stat.qual_scale)}::numeric)::float8` : 'NULL::float8';
    return this.sql.query<LeaderDbRow>(
      `WITH r AS (
         SELECT x.*, rank() OVER (ORDER BY x.value ${order})::int AS rank
           FROM (${ranked}) x WHERE x.value IS NOT NULL
          ORDER BY x.value ${order}, x.first_year, x.player_id, x.season_id LIMIT ${top$} * 2
       )
       SELECT r.rank, r.player_id, p.slug, pe.full_name AS name, r.value::float8 AS value, r.season_id,
              s.slug AS season_slug, s.name AS season_name, ${span ? 'sp' : 'r'}.first_year,
              ${span ? 'sp' : 'r'}.last_year, ${span ? 'sp' : 'r'}.seasons::int AS seasons,
              ${qual} AS qual, p.first_year AS career_first, p.last_year AS career_last,
              COALESCE(p.is_active, FALSE) AS active
         FROM r JOIN players p ON p.id = r.player_id JOIN people pe ON pe.id = p.person_id
         LEFT JOIN seasons s ON s.id = r.season_id ${span}
        WHERE r.rank <= ${top$}
        ORDER BY r.rank, pe.full_name, r.first_year, r.player_id`,
      p.values,
      { fixedJoinOrder: true },
    );
  }

  /**
   * The teams of the listed players within the list's scope (of the season, for a season row), each as named in the
   * first season he played for it under that name, in the order he played for them.
   */
  teams(q: ListQuery, keys: { player_id: number; season_id: number | null }[]): Promise<LeaderTeamRow[]> {
    const p = new Params();
    const where = [
      `l.stat_id = ${p.add(q.stat.id)}`,
      `l.is_postseason = ${p.add(q.postseason)}`,
      `l.player_id = ANY(${p.add(keys.map((k) => k.player_id))}::int[])`,
    ];
    if (q.from !== undefined) where.push(`l.start_year >= ${p.add(q.from)}`);
    if (q.to !== undefined) where.push(`l.start_year <= ${p.add(q.to)}`);
    if (q.teamId !== undefined) where.push(`l.team_id = ${p.add(q.teamId)}`);
    if (q.excludedSeasons.length) where.push(`l.season_id <> ALL(${p.add(q.excludedSeasons)}::int[])`);
    const season = q.view === 'season';
    if (season) where.push(`l.season_id = ANY(${p.add(keys.map((k) => k.season_id))}::int[])`);
    return this.sql.query<LeaderTeamRow>(
      `SELECT n.player_id, n.season_id, n.slug, n.name FROM (
         SELECT l.player_id, ${season ? 'l.season_id' : 'NULL::int AS season_id'}, t.slug,
                ${borne('t', 'l.start_year', 'name', 'l.season_id')} AS name,
                MIN(l.start_year * 100 + COALESCE(l.stint, 0)) AS first
           FROM leader_lines l JOIN teams t ON t.id = l.team_id
          WHERE ${where.join(' AND ')}
          GROUP BY 1, 2, 3, 4
       ) n ORDER BY n.player_id, n.first`,
      p.values,
      { fixedJoinOrder: true },
    );
  }

  /** The seasons the stat's lines cover, with the source of each. */
  coverage(stat: StatRow, postseason: boolean): Promise<CoverageRow[]> {
    return this.sql.query<CoverageRow>(
      `SELECT c.start_year, src.name AS source, src.notes AS note
         FROM leader_coverage c LEFT JOIN sources src ON src.id = c.source_id
        WHERE c.stat_id = $1 AND c.is_postseason = $2
        ORDER BY c.start_year, src.name`,
      [stat.id, postseason],
      { fixedJoinOrder: true },
    );
  }

  /**
   * The league's seasons the excluded leagues' teams played in (conferences.slug), without a team of another: the
   * seasons its records leave out.
   */
  async excludedSeasons(leagueId: number, conferences: string[]): Promise<ExcludedSeasonRow[]> {
    if (!conferences.length) return [];
    return this.sql.query<ExcludedSeasonRow>(
      `SELECT s.id, s.start_year FROM seasons s
        WHERE s.league_id = $1 AND EXISTS (SELECT 1 FROM team_seasons ts WHERE ts.season_id = s.id)
          AND NOT EXISTS (SELECT 1 FROM team_seasons ts LEFT JOIN conferences c ON c.id = ts.conference_id
                           WHERE ts.season_id = s.id AND (c.slug IS NULL OR c.slug <> ALL($2::text[])))
        ORDER BY s.start_year`,
      [leagueId, conferences],
    );
  }

  /** The start years of the league's seasons. */
  async seasonYears(leagueId: number): Promise<number[]> {
    const rows = await this.sql.query<{ start_year: number }>(
      'SELECT start_year FROM seasons WHERE league_id = $1 ORDER BY start_year',
      [leagueId],
    );
    return rows.map((r) => r.start_year);
  }

  /** A player's career figures that rank in the top `top` of his league (regular season, all time): one query. */
  playerRanks(playerId: number, top: number): Promise<PlayerRankRow[]> {
    return this.sql.query<PlayerRankRow>(
      `SELECT ${STAT_COLUMNS}, c.value::float8 AS value, c.rank
         FROM leader_careers c JOIN leader_stats st ON st.id = c.stat_id
         JOIN leagues l ON l.slug = st.league
        WHERE c.player_id = $1 AND NOT c.is_postseason AND c.rank <= $2
        ORDER BY c.rank, st.ord`,
      [playerId, top],
    );
  }
}
