// Teams and the per-team views (championships, seasons, roster, schedule, stats).
import type {
  RosterEntry,
  ScheduleGame,
  Team,
  TeamChampionship,
  TeamFacets,
  TeamSeason,
  TeamSeasonRecord,
  TeamSeasonSummary,
  TeamSeasonYears,
  TeamStats,
} from '@trophy-room/contract';
import { compareText, winPercentageAcross } from '@trophy-room/domain';
import type { PageRequest } from '../http/paging';
import type { Sql } from '../plugins/db';
import { scoreColumns } from '../shared/result-score';
import { containsPattern, pagedQuery } from '../shared/paged-query';
import type { Scope } from '../shared/scope';
import { latestNote } from '../shared/latest-note';
import { borne } from '../shared/borne-name';
import { headCoachColumn, rankColumn, seasonFactJoins, winPercentageColumn } from './season-facts';
import { Params, inLeagues, leagueJoin, scopeColumns, isId, siteKnownSql, titleYear } from '../shared/sql';
import { lineJoin } from './roster-lines';
import { withRunningRecord } from './season-record';
import { countsOvertimeLosses, seasonSummary } from './season-summary';
import { coverageModel } from '../people/coverage-model';
import {
  toRosterEntry,
  toScheduleGame,
  toTeam,
  toTeamChampionship,
  toTeamFacet,
  toTeamSeason,
  toTeamSeasonRecord,
  toTeamSeasonYears,
  type RosterEntryRow,
  type ScheduleGameRow,
  type SeasonRecordRow,
  type TeamChampionshipRow,
  type TeamFacetRow,
  type TeamRow,
  type TeamSeasonRecordRow,
  type TeamSeasonRow,
  type TeamSeasonYearsRow,
} from './rows';

const teamSelect = `t.id, t.slug, t.name, t.city, t.state, t.country, t.nickname, t.abbreviation, t.short_name, t.founded_year,
  t.last_year, COALESCE(t.is_active, t.last_year IS NULL) AS is_active, ch.n AS championships_won,
  ch.last_year AS last_championship_year, ch.last_title_year AS last_championship_title_year, ${scopeColumns()},
  CASE WHEN cf.id IS NULL THEN NULL ELSE json_build_object('id', cf.id, 'slug', cf.slug, 'name', cf.name, 'abbreviation', cf.abbreviation) END AS conference,
  CASE WHEN d.id IS NULL THEN NULL ELSE json_build_object('id', d.id, 'slug', d.slug, 'name', d.name) END AS division,
  CASE WHEN v.id IS NULL THEN NULL ELSE json_build_object('id', v.id, 'slug', v.slug, 'name', v.name, 'city', v.city, 'state', v.state,
    'country', v.country, 'capacity', v.capacity, 'opened_year', v.opened_year, 'closed_year', v.closed_year) END AS home_venue,
  -- The whole lineage, so a link from a past season's name never confuses (Seattle SuperSonics → this page).
  COALESCE((SELECT json_agg(json_build_object('name', i.name, 'city', i.city, 'abbreviation', i.abbreviation,
    'first_year', i.first_year, 'last_year', i.last_year) ORDER BY i.first_year NULLS FIRST, i.id)
    FROM team_identities i WHERE i.team_id = t.id), '[]'::json) AS lineage,
  -- The seasons with a W-L: what its all-time record covers (recordCoverage).
  (SELECT json_agg(rs.start_year ORDER BY rs.start_year) FROM team_seasons rts JOIN seasons rs ON rs.id = rts.season_id
    WHERE rts.team_id = t.id AND rts.wins IS NOT NULL) AS record_years,
  -- Where its history starts when no founding year is given: its first season in any table the page shows (a standings
  -- row, a title or a final played) — Alabama's first title is decades before its first standings row. A result's
  -- season is looked up by its id (as a join, each team's results read every season: 20 ms of a page of 500 teams).
  least((SELECT min(fs.start_year) FROM team_seasons fts JOIN seasons fs ON fs.id = fts.season_id WHERE fts.team_id = t.id),
    (SELECT min(COALESCE((SELECT frs.start_year FROM seasons frs WHERE frs.id = fr.season_id), fr.year))
      FROM championship_results fr WHERE fr.winner_team_id = t.id OR fr.runner_up_team_id = t.id)) AS first_seen`;

const teamFrom = `FROM teams t ${leagueJoin('t.league_id')} LEFT JOIN conferences cf ON cf.id = t.conference_id
  LEFT JOIN divisions d ON d.id = t.division_id LEFT JOIN venues v ON v.id = t.home_venue_id`;
// A title counts once per season of the league: the 1966 Packers won the NFL Championship and Super Bowl I, one title.
// A vacated title (Louisville 2013) is listed with its note but not counted.
const titles = `LEFT JOIN LATERAL (SELECT count(DISTINCT COALESCE(r.season_id, -r.id))::int AS n, max(r.year) AS last_year, max(${titleYear}) AS last_title_year
  FROM championship_results r LEFT JOIN seasons rs ON rs.id = r.season_id WHERE r.winner_team_id = t.id AND r.vacated_note IS NULL) ch ON TRUE`;

export interface TeamFilter extends Scope {
  search?: string;
  conferenceIds?: number[];
  divisionIds?: number[];
}

export class TeamsRepository {
  constructor(private readonly sql: Sql) {}

  async list(f: TeamFilter, page: PageRequest) {
    const p = new Params();
    const where = [inLeagues(p, 't.league_id', f.leagueIds)];
    if (f.season !== null) {
      const s = p.add(f.season);
      where.push(
        `(t.founded_year IS NULL OR t.founded_year <= ${s}) AND (t.last_year IS NULL OR t.last_year >= ${s})`,
      );
    }
    if (f.search) {
      const q = p.add(containsPattern(f.search));
      where.push(`(t.name ILIKE ${q} OR t.city ILIKE ${q} OR t.abbreviation ILIKE ${q})`);
    }
    if (f.conferenceIds) where.push(`t.conference_id = ANY(${p.add(f.conferenceIds)}::int[])`);
    if (f.divisionIds) where.push(`t.division_id = ANY(${p.add(f.divisionIds)}::int[])`);
    // The count needs no joins (filters use teams' own columns); the page's rows do.
    const w = where.join(' AND ');
    const [{ count, rows }, model] = await Promise.all([this.teamPage(w, p, page), coverageModel(this.sql)]);
    return { count, rows: rows.map((r) => toTeam(r, model)) };
  }

  private teamPage(w: string, p: Params, page: PageRequest) {
    return pagedQuery<TeamRow>(
      this.sql,
      {
        select: teamSelect,
        from: `${teamFrom} ${titles} WHERE ${w}`,
        countFrom: `FROM teams t WHERE ${w}`,
        orderBy: 't.name, t.id',
        fixedJoinOrder: true,
      },
      p,
      page,
    );
  }

  /** By id (all digits) or slug, optionally within a league scope. */
  async get(key: string, leagueIds: number[] | null = null): Promise<Team | undefined> {
    const p = new Params();
    const k = isId(key) ? `t.id = ${p.add(Number(key))}::int` : `t.slug = ${p.add(key)}`;
    const [rows, model] = await Promise.all([
      this.sql.query<TeamRow>(
        `SELECT ${teamSelect} ${teamFrom} ${titles} WHERE ${k} AND ${inLeagues(p, 't.league_id', leagueIds)}`,
        p.values,
      ),
      coverageModel(this.sql),
    ]);
    return rows[0] && toTeam(rows[0], model);
  }

  async championships(teamId: number): Promise<TeamChampionship[]> {
    const rows = await this.sql.query<TeamChampionshipRow>(
      `SELECT r.id, r.year, ${titleYear} AS title_year, c.id AS championship_id, c.slug AS championship_slug, c.name AS championship_name,
              r.winner_coach_name AS coach, r.winner_record AS record, rs.name AS season_name, r.runner_up_name AS opponent,
              ${scoreColumns},
              r.vacated_note
         FROM championship_results r JOIN championships c ON c.id = r.championship_id LEFT JOIN seasons rs ON rs.id = r.season_id
        WHERE r.winner_team_id = $1 ORDER BY r.year DESC, r.id`,
      [teamId],
    );
    return rows.map(toTeamChampionship);
  }

  /** The team's seasons (newest first) with the name it bore, its record, finish and head coach that season. */
  async seasons(teamId: number): Promise<TeamSeason[]> {
    const rows = await this.sql.query<TeamSeasonRow>(
      `SELECT s.id, s.slug, COALESCE(s.name, s.start_year || ' Season') AS name, s.start_year, s.end_year,
              -- The title ledger's rule, as the team's count reads it: a result it won that season (the 1968 Colts'
              -- NFL Championship, the AFL's and AAFC's titles), a vacated one not (Louisville 2012-13).
              EXISTS (SELECT 1 FROM championship_results w WHERE w.season_id = s.id AND w.winner_team_id = ts.team_id
                AND w.vacated_note IS NULL) AS championship_won,
              ts.wins, ts.losses, ts.ties,
              -- The games stand; the title they won does not (Louisville 2012-13: "Won National Final (title vacated)").
              ts.playoff_result || CASE WHEN EXISTS (SELECT 1 FROM championship_results v WHERE v.season_id = s.id
                AND v.winner_team_id = ts.team_id AND v.vacated_note IS NOT NULL) THEN ' (title vacated)' ELSE '' END
                AS playoff_result,
              COALESCE(ts.name, ${borne('t', 's.start_year')}) AS team_name,
              COALESCE(ts.abbreviation, ${borne('t', 's.start_year', 'abbreviation')}) AS team_abbreviation,
              ts.ot_losses, ts.games_played, ts.points, ${winPercentageColumn('ts')}, ${rankColumn('ts')}, COALESCE(d.name, cf.name) AS group_name, cf.name AS conference_name,
              d.name AS division_name, ${headCoachColumn('ts')}, ts.venue_name, ${latestNote('s.start_year', 's.league_id', 'src', 'team_seasons')} AS latest_note
         FROM team_seasons ts JOIN seasons s ON s.id = ts.season_id JOIN teams t ON t.id = ts.team_id
         LEFT JOIN divisions d ON d.id = ts.division_id LEFT JOIN conferences cf ON cf.id = ts.conference_id ${seasonFactJoins('ts', 's')}
         -- The source of the record: a record derived from the games is as complete as the season's games are.
         LEFT JOIN sources src ON src.id = CASE WHEN ts.derived_from_games
           THEN (SELECT g.source_id FROM games g WHERE g.season_id = ts.season_id ORDER BY g.game_date DESC LIMIT 1) ELSE ts.source_id END
        WHERE ts.team_id = $1 ORDER BY s.start_year DESC`,
      [teamId],
    );
    return rows.map(toTeamSeason);
  }

  /**
   * Every team of the scope with the seasons it has a page for (a standings row or a title), in one query: what the
   * sitemap lists, without a call per team. Teams by name; years newest first.
   */
  async seasonYears(leagueIds: number[] | null): Promise<TeamSeasonYears[]> {
    const p = new Params();
    const rows = await this.sql.query<TeamSeasonYearsRow>(
      `SELECT t.slug, COALESCE(array_agg(y.year ORDER BY y.year DESC) FILTER (WHERE y.year IS NOT NULL), '{}') AS years
         FROM teams t LEFT JOIN (
           SELECT ts.team_id, s.start_year AS year FROM team_seasons ts JOIN seasons s ON s.id = ts.season_id
           UNION SELECT r.winner_team_id, r.year FROM championship_results r WHERE r.winner_team_id IS NOT NULL
         ) y ON y.team_id = t.id
        WHERE ${inLeagues(p, 't.league_id', leagueIds)}
        GROUP BY t.id, t.slug, t.name ORDER BY t.name, t.id`,
      p.values,
    );
    return rows.map(toTeamSeasonYears);
  }

  /** The directory's filter options: the sports and the groups (division, else conference) of the scope's teams. */
  async facets(leagueIds: number[] | null): Promise<TeamFacets> {
    const p = new Params();
    const where = inLeagues(p, 't.league_id', leagueIds);
    const [total, sports, groups] = await Promise.all([
      this.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM teams t WHERE ${where}`, p.values),
      this.sql.query<TeamFacetRow>(
        `SELECT 'sport' AS kind, sp.slug, sp.name, sp.slug AS sport_slug, count(*)::int AS teams
           FROM teams t JOIN leagues l ON l.id = t.league_id JOIN sports sp ON sp.id = l.sport_id
          WHERE ${where} GROUP BY sp.slug, sp.name ORDER BY sp.name`,
        p.values,
      ),
      this.sql.query<TeamFacetRow>(
        `SELECT CASE WHEN d.id IS NULL THEN 'conference' ELSE 'division' END AS kind, COALESCE(d.slug, cf.slug) AS slug,
                COALESCE(d.name, cf.name) AS name, sp.slug AS sport_slug, count(*)::int AS teams
           FROM teams t JOIN leagues l ON l.id = t.league_id JOIN sports sp ON sp.id = l.sport_id
           LEFT JOIN divisions d ON d.id = t.division_id LEFT JOIN conferences cf ON cf.id = t.conference_id
          WHERE ${where} AND COALESCE(d.id, cf.id) IS NOT NULL
          GROUP BY 1, 2, 3, 4 ORDER BY 3, 2`,
        p.values,
      ),
    ]);
    return { total: total[0].n, sports: sports.map(toTeamFacet), groups: groups.map(toTeamFacet) };
  }

  /** The team's latest season start year that has rows in the given table (roster, schedule or standings). */
  async latestYear(teamId: number, kind: 'roster' | 'schedule' | 'standings'): Promise<number | null> {
    const sql = {
      roster: `SELECT max(s.start_year) AS y FROM (SELECT season_id FROM roster_entries WHERE team_id = $1
                 UNION SELECT season_id FROM player_seasons WHERE team_id = $1) x JOIN seasons s ON s.id = x.season_id`,
      schedule: `SELECT max(s.start_year) AS y FROM seasons s WHERE s.id IN (SELECT season_id FROM games WHERE home_team_id = $1
                   UNION SELECT season_id FROM games WHERE away_team_id = $1)`,
      standings: `SELECT max(s.start_year) AS y FROM team_seasons ts JOIN seasons s ON s.id = ts.season_id WHERE ts.team_id = $1`,
    }[kind];
    return (await this.sql.query<{ y: number | null }>(sql, [teamId]))[0]?.y ?? null;
  }

  /**
   * Roster entries of a season, each with the player's line for the team that season (games, starts and stats from
   * player_seasons where the roster row has none); leagues without roster rows list the players' lines instead.
   */
  async roster(teamId: number, year: number): Promise<RosterEntry[]> {
    const player = `json_build_object('id', pl.id, 'slug', pl.slug, 'is_active', COALESCE(pl.is_active, FALSE),
      'primary_position_name', pl.primary_position, 'person', json_build_object('first_name', pe.first_name,
      'last_name', pe.last_name, 'full_name', pe.full_name)) AS player`;
    const games = 'COALESCE(re.games, ln.games)';
    const started = 'COALESCE(re.games_started, ln.started)';
    const rows = await this.sql.query<RosterEntryRow>(
      `SELECT re.id, COALESCE(re.jersey_number, pl.jersey_number) AS jersey_number, FALSE AS is_captain,
              COALESCE(${started} * 2 >= ${games} AND ${games} > 0, FALSE) AS is_starter, re.position, ${games} AS games,
              ${started} AS games_started, ln.lines, ln.n > 0 AS has_line, pl.slug, ${player},
              ${latestNote('s.start_year', 's.league_id', 'src', 'roster_entries')} AS latest_note
         FROM roster_entries re JOIN seasons s ON s.id = re.season_id JOIN players pl ON pl.id = re.player_id
         JOIN people pe ON pe.id = pl.person_id LEFT JOIN sources src ON src.id = re.source_id
         ${lineJoin('re.player_id', 're.season_id', 're.team_id')}
        WHERE re.team_id = $1 AND s.start_year = $2 ORDER BY ${games} DESC NULLS LAST, pe.last_name, pe.first_name, re.id`,
      [teamId, year],
    );
    if (rows.length) return rows.map(toRosterEntry);
    const lines = await this.sql.query<RosterEntryRow>(
      `SELECT x.id, pl.jersey_number, FALSE AS is_captain,
              COALESCE(x.games_started * 2 >= x.games AND x.games > 0, FALSE) AS is_starter,
              COALESCE(x.pos, pl.primary_position) AS position, x.games, x.games_started, x.lines, TRUE AS has_line,
              pl.slug, ${player}, ${latestNote('s.start_year', 's.league_id', 'src', 'player_seasons')} AS latest_note
         FROM (SELECT ps.player_id, min(ps.id) AS id, min(ps.season_id) AS season_id, min(ps.source_id) AS source_id,
                      sum(ps.games_played)::int AS games, sum(ps.games_started)::int AS games_started,
                      min(ps.stats->>'pos') AS pos, jsonb_agg(ps.stats ORDER BY ps.stint, ps.id) FILTER (WHERE ps.stats IS NOT NULL) AS lines
                 FROM player_seasons ps JOIN seasons ls ON ls.id = ps.season_id
                WHERE ps.team_id = $1 AND ls.start_year = $2 AND NOT COALESCE(ps.is_postseason, FALSE)
                GROUP BY ps.player_id) x
         JOIN seasons s ON s.id = x.season_id JOIN players pl ON pl.id = x.player_id
         JOIN people pe ON pe.id = pl.person_id LEFT JOIN sources src ON src.id = x.source_id`,
      [teamId, year],
    );
    return lines
      .map(toRosterEntry)
      .sort(
        (a, b) =>
          (b.games ?? 0) - (a.games ?? 0) ||
          compareText(a.player.person.full_name, b.player.person.full_name),
      );
  }

  /** The season's games in the order played, each with the record and streak after it (season-record.ts). */
  async schedule(teamId: number, year: number): Promise<ScheduleGame[]> {
    const [games, otLosses] = await Promise.all([
      this.scheduleGames(teamId, year),
      countsOvertimeLosses(this.sql, teamId, year),
    ]);
    return withRunningRecord(games, otLosses).map(toScheduleGame);
  }

  /** The team's totals against its opponents, margin of victory and SRS in one season (season-summary.ts). */
  seasonSummary(teamId: number, year: number): Promise<TeamSeasonSummary> {
    return seasonSummary(this.sql, teamId, year);
  }

  private scheduleGames(teamId: number, year: number) {
    return this.sql.query<ScheduleGameRow>(
      `SELECT g.id, g.slug, g.week, g.round, COALESCE(g.is_playoff, FALSE) AS is_playoff, g.game_date, g.game_time,
              CASE WHEN g.status IN ('postponed', 'cancelled', 'live') THEN g.status
                   WHEN g.home_score IS NOT NULL AND g.away_score IS NOT NULL THEN 'final' ELSE 'scheduled' END AS status,
              g.home_team_id = $1 AS is_home, ${siteKnownSql('g')} AS site_known, h.id AS home_team, ${borne('h', 's.start_year', 'name', 's.id')} AS home_team_name, ${borne('h', 's.start_year', 'abbreviation', 's.id')} AS home_team_abbreviation,
              a.id AS away_team, ${borne('a', 's.start_year', 'name', 's.id')} AS away_team_name, ${borne('a', 's.start_year', 'abbreviation', 's.id')} AS away_team_abbreviation, g.home_score, g.away_score,
              g.overtime, COALESCE(g.venue_name, v.name) AS venue_name
         FROM games g JOIN seasons s ON s.id = g.season_id JOIN teams h ON h.id = g.home_team_id JOIN teams a ON a.id = g.away_team_id
         LEFT JOIN venues v ON v.id = g.venue_id
        WHERE (g.home_team_id = $1 OR g.away_team_id = $1) AND s.start_year = $2
        ORDER BY g.game_date, g.game_time NULLS LAST, g.id`,
      [teamId, year],
    );
  }

  /**
   * The team's stats (TeamStats): its titles, the all-time record and one season's record (`year`: a season start
   * year; default its latest season with a standings row).
   */
  async stats(
    team: Pick<Team, 'id' | 'championships_won' | 'founded_year' | 'record_coverage'>,
    year: number | undefined,
    now: Date,
  ): Promise<TeamStats> {
    const seasonYear = year ?? (await this.latestYear(team.id, 'standings'));
    const [allTime, season] = await Promise.all([
      this.allTime(team.id),
      seasonYear === null ? undefined : this.season(team.id, seasonYear),
    ]);
    return {
      championships_won: team.championships_won,
      seasons_played: allTime.seasons,
      years_active: team.founded_year === null ? null : now.getFullYear() - team.founded_year,
      all_time: { ...allTime.record, ...team.record_coverage },
      season: season ?? null,
    };
  }

  /** TeamStats.season: one season's record line, with what the standings leave out derived (season-facts). */
  private async season(teamId: number, year: number): Promise<TeamSeasonRecord | undefined> {
    const rows = await this.sql.query<TeamSeasonRecordRow>(
      `SELECT json_build_object('id', s.id, 'slug', s.slug, 'name', s.name, 'start_year', s.start_year) AS season,
              ts.games_played, ts.wins, ts.losses, ts.ties, ts.ot_losses, ts.points, ${winPercentageColumn('ts')}, ts.games_behind,
              ${rankColumn('ts')}, ts.points_for, ts.points_against, ts.home_record, ts.away_record, ts.division_record,
              ts.conference_record, ts.streak, ts.playoff_result, COALESCE(ts.is_champion, FALSE) AS is_champion,
              ${headCoachColumn('ts')}, ts.stats
         FROM team_seasons ts JOIN seasons s ON s.id = ts.season_id ${seasonFactJoins('ts', 's')} WHERE ts.team_id = $1 AND s.start_year = $2`,
      [teamId, year],
    );
    return rows[0] && toTeamSeasonRecord(rows[0]);
  }

  /**
   * TeamStats.all_time: every season's record added up, with each season's ties counted by its league's rule
   * (pro football's before 1972 do not count), and the number of seasons.
   */
  private async allTime(teamId: number): Promise<{
    seasons: number;
    record: Pick<TeamStats['all_time'], 'wins' | 'losses' | 'ties' | 'win_percentage'>;
  }> {
    const rows = await this.sql.query<SeasonRecordRow>(
      `SELECT COALESCE(ts.wins, 0)::int AS wins, COALESCE(ts.losses, 0)::int AS losses, COALESCE(ts.ties, 0)::int AS ties,
              COALESCE(ts.ot_losses, 0)::int AS ot_losses, sp.slug AS sport, lv.slug AS level, s.start_year AS year
         FROM team_seasons ts JOIN seasons s ON s.id = ts.season_id JOIN leagues l ON l.id = s.league_id
         JOIN sports sp ON sp.id = l.sport_id JOIN levels lv ON lv.id = l.level_id
        WHERE ts.team_id = $1`,
      [teamId],
    );
    const sum = (k: 'wins' | 'losses' | 'ties') => rows.reduce((n, r) => n + r[k], 0);
    return {
      seasons: rows.length,
      record: {
        wins: sum('wins'),
        losses: sum('losses'),
        ties: sum('ties'),
        win_percentage: winPercentageAcross(
          rows.map(({ wins, losses, ties, ot_losses, sport, level, year }) => ({
            record: { wins, losses, ties, ot_losses },
            scope: { sport, level, year },
          })),
        ),
      },
    };
  }
}
