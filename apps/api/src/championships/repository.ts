// Championships, their results, champions and seasons.
import type { Champion, Championship, ChampionshipResult, Season } from '@trophy-room/contract';
import type { PageRequest } from '../http/paging';
import type { Sql } from '../plugins/db';
import { containsPattern, pagedQuery } from '../shared/paged-query';
import { jsonRows } from '../shared/json-rows';
import type { Scope } from '../shared/scope';
import { borne } from '../shared/borne-name';
import { scoreColumns } from '../shared/result-score';
import {
  toChampion,
  toChampionship,
  toChampionshipResult,
  toSeason,
  type ChampionRow,
  type ChampionshipResultRow,
  type ChampionshipRow,
  type SeasonRow,
} from './rows';
import { Params, inLeagues, leagueJoin, scopeColumns, sportJson, isId, titleYear } from '../shared/sql';

const championshipSelect = `c.id, c.slug, c.name, c.official_name, c.description, c.trophy_name, c.first_year, c.last_year,
  c.format, ${scopeColumns()}, c.ended_note, c.missing_note, l.data_as_of::text AS data_as_of,
  (SELECT json_build_object('slug', n.slug, 'name', n.name) FROM championships n WHERE n.slug = c.successor_slug) AS successor,
  (SELECT count(*)::int FROM championship_results r WHERE r.championship_id = c.id) AS editions_count`;

/** A finalist named as it was that season (the result's recorded name, set by the pipeline); linked to the franchise. */
const teamSide = (t: string, recorded: string) =>
  `CASE WHEN ${t}.id IS NULL THEN NULL ELSE json_build_object('id', ${t}.id, 'slug', ${t}.slug, 'name', COALESCE(${recorded}, ${borne(t, 'r.year', 'name', 'r.season_id')}),
    'city', ${borne(t, 'r.year', 'city')}, 'abbreviation', ${borne(t, 'r.year', 'abbreviation', 'r.season_id')}) END`;

const resultFrom = `FROM championship_results r JOIN championships c ON c.id = r.championship_id
  LEFT JOIN seasons s ON s.id = r.season_id LEFT JOIN teams w ON w.id = r.winner_team_id
  LEFT JOIN teams ru ON ru.id = r.runner_up_team_id LEFT JOIN venues v ON v.id = r.venue_id`;

/**
 * The MVP's player page: the one player of the league with that name, or among namesakes the one who played that
 * season (stat line or roster); none when the player is not in the data or the name stays ambiguous.
 */
const mvpSlug = `(SELECT CASE WHEN count(*) = 1 THEN min(pl.slug) WHEN count(*) FILTER (WHERE x.played) = 1
      THEN min(pl.slug) FILTER (WHERE x.played) END
    FROM people pe JOIN players pl ON pl.person_id = pe.id
    CROSS JOIN LATERAL (SELECT EXISTS (SELECT 1 FROM player_seasons ps WHERE ps.player_id = pl.id AND ps.season_id = r.season_id)
      OR EXISTS (SELECT 1 FROM roster_entries re WHERE re.player_id = pl.id AND re.season_id = r.season_id) AS played) x
    WHERE pe.full_name = r.mvp_name AND pl.league_id = c.league_id)`;

const resultSelect = `r.id, json_build_object('id', c.id, 'slug', c.slug, 'name', c.name) AS championship, r.year,
  ${titleYear} AS title_year, r.edition,
  json_build_object('id', s.id, 'slug', s.slug, 'name', s.name, 'start_year', r.year, 'end_year', s.end_year) AS season,
  ${teamSide('w', 'r.winner_name')} AS winner, COALESCE(r.winner_name, ${borne('w', 'r.year', 'name', 'r.season_id')}) AS winner_name,
  ${teamSide('ru', 'r.runner_up_name')} AS runner_up, COALESCE(r.runner_up_name, ${borne('ru', 'r.year', 'name', 'r.season_id')}) AS runner_up_name,
  r.winner_score, r.runner_up_score, r.series_result, r.overtime, r.game_date,
  CASE WHEN COALESCE(r.venue_name, v.name, r.city) IS NULL THEN NULL ELSE json_build_object('id', v.id,
    'name', COALESCE(r.venue_name, v.name), 'city', COALESCE(r.city, v.city), 'state', COALESCE(r.state, v.state)) END AS venue,
  r.mvp_name AS mvp, ${mvpSlug} AS mvp_slug, r.winner_coach_name AS coach, r.winner_record AS record, r.notes, r.era_note,
  r.vacated_note`;

export interface ChampionshipFilter extends Scope {
  search?: string;
}

export class ChampionshipsRepository {
  constructor(private readonly sql: Sql) {}

  async list(f: ChampionshipFilter, page: PageRequest): Promise<{ count: number; rows: Championship[] }> {
    const p = new Params();
    const where = [inLeagues(p, 'c.league_id', f.leagueIds)];
    if (f.season !== null) {
      const s = p.add(f.season);
      // first_year/last_year are title years; the season filter is a season start year, so compare with the
      // seasons of the first and last editions (the 1946-47 NBA season has the 1947 NBA Finals).
      where.push(`(SELECT min(r.year) FROM championship_results r WHERE r.championship_id = c.id) <= ${s}
        AND (c.last_year IS NULL OR (SELECT max(r.year) FROM championship_results r WHERE r.championship_id = c.id) >= ${s})`);
    }
    if (f.search) {
      const q = p.add(containsPattern(f.search));
      where.push(`(c.name ILIKE ${q} OR c.official_name ILIKE ${q} OR l_sp.name ILIKE ${q})`);
    }
    const { count, rows } = await pagedQuery<ChampionshipRow>(
      this.sql,
      {
        select: championshipSelect,
        from: `FROM championships c ${leagueJoin('c.league_id')} WHERE ${where.join(' AND ')}`,
        orderBy: 'l_sp.name, l_lv.slug DESC, c.first_year, c.id',
      },
      p,
      page,
    );
    return { count, rows: rows.map(toChampionship) };
  }

  /** By slug, or by id when the key is all digits. */
  async get(key: string): Promise<Championship | undefined> {
    const byId = isId(key);
    const rows = await this.sql.query<ChampionshipRow>(
      `SELECT ${championshipSelect} FROM championships c ${leagueJoin('c.league_id')} WHERE ${byId ? 'c.id = $1::int' : 'c.slug = $1'}`,
      [byId ? Number(key) : key],
    );
    return rows[0] && toChampionship(rows[0]);
  }

  /** Results of one championship, newest first (optionally one season). */
  async results(
    championshipId: number,
    season: number | null,
    page: PageRequest,
  ): Promise<{ count: number; rows: ChampionshipResult[] }> {
    const p = new Params();
    let where = `WHERE r.championship_id = ${p.add(championshipId)}`;
    if (season !== null) where += ` AND r.year = ${p.add(season)}`;
    const { count, rows } = await pagedQuery<ChampionshipResultRow>(
      this.sql,
      { select: resultSelect, from: `${resultFrom} ${where}`, orderBy: 'r.year DESC, r.id DESC' },
      p,
      page,
    );
    return { count, rows: rows.map(toChampionshipResult) };
  }

  /** Every result of one championship, oldest first (for the statistics). */
  async allResults(championshipId: number): Promise<ChampionshipResult[]> {
    const rows = await this.sql.query<ChampionshipResultRow>(
      `SELECT ${resultSelect} ${resultFrom} WHERE r.championship_id = $1 ORDER BY r.year, r.id`,
      [championshipId],
    );
    return rows.map(toChampionshipResult);
  }

  /** Champions across championships: newest season first, then sport name. */
  async champions(f: Scope & { championshipId?: number }): Promise<Champion[]> {
    const p = new Params();
    // An edition that was not awarded (the 1919 Stanley Cup) is a result but no one's title.
    const where = [inLeagues(p, 'c.league_id', f.leagueIds), 'COALESCE(r.winner_name, w.name) IS NOT NULL'];
    if (f.season !== null) where.push(`r.year = ${p.add(f.season)}`);
    if (f.championshipId !== undefined) where.push(`c.id = ${p.add(f.championshipId)}`);
    const rows = await jsonRows<ChampionRow>(
      this.sql,
      `SELECT r.id, r.year, ${titleYear} AS title_year, r.game_date, w.id AS team_id, w.slug AS team_slug,
              ${borne('w', 'r.year', 'city')} AS team_city, COALESCE(r.winner_name, ${borne('w', 'r.year', 'name', 'r.season_id')}) AS team_name,
              ${borne('w', 'r.year', 'abbreviation', 'r.season_id')} AS team_abbreviation,
              c.id AS championship_id, c.slug AS championship_slug, c.name AS championship_name,
              r.winner_record AS record, r.winner_coach_name AS coach, s.id AS season_id, s.name AS season_name,
              COALESCE(r.runner_up_name, ru.name) AS opponent, ${scoreColumns}, r.era_note, ${scopeColumns()}
         ${resultFrom} ${leagueJoin('c.league_id')}
        WHERE ${where.join(' AND ')}
        ORDER BY r.year DESC, l_sp.name, l_lv.slug DESC, c.first_year DESC, r.id`,
      p.values,
      { fixedJoinOrder: true },
    );
    return rows.map(toChampion);
  }

  /** The start years of the scope's seasons (every season row holds data: a table, games or a title), newest first. */
  async seasonYears(leagueIds: number[] | null): Promise<number[]> {
    const p = new Params();
    const rows = await this.sql.query<{ year: number }>(
      `SELECT DISTINCT s.start_year AS year FROM seasons s WHERE ${inLeagues(p, 's.league_id', leagueIds)} ORDER BY 1 DESC`,
      p.values,
    );
    return rows.map((r) => r.year);
  }

  async seasons(f: Scope, page: PageRequest): Promise<{ count: number; rows: Season[] }> {
    const p = new Params();
    const where = [inLeagues(p, 's.league_id', f.leagueIds)];
    if (f.season !== null) where.push(`s.start_year = ${p.add(f.season)}`);
    const select = `s.id, s.slug, COALESCE(s.name, s.start_year || ' Season') AS name, s.start_year, s.end_year,
      ${sportJson()} AS sport, l.name AS league, l.slug AS league_slug, l.abbreviation AS league_abbreviation,
      COALESCE(l_lv.name, 'Professional') AS level, l_lv.slug AS level_slug,
      CASE WHEN ct.id IS NULL THEN NULL ELSE json_build_object('team_id', ct.id, 'team_slug', ct.slug, 'team_name', ${borne('ct', 's.start_year', 'name', 's.id')},
        'team_city', ${borne('ct', 's.start_year', 'city')}, 'team_abbreviation', ${borne('ct', 's.start_year', 'abbreviation', 's.id')}) END AS champion,
      s.regular_season_start, s.regular_season_end, s.playoffs_start, s.playoffs_end,
      COALESCE(s.regular_season_start, s.playoffs_start) AS start_date, COALESCE(s.playoffs_end, s.regular_season_end) AS end_date,
      s.teams_count, s.games_count,
      (SELECT c.name FROM championship_results r JOIN championships c ON c.id = r.championship_id
        WHERE r.season_id = s.id ORDER BY c.first_year DESC LIMIT 1) AS championship,
      s.playoffs_format, s.regular_season_games,
      -- Active: the league's latest season whose championship has not been decided yet.
      (s.start_year = (SELECT max(s2.start_year) FROM seasons s2 WHERE s2.league_id = s.league_id)
        AND NOT EXISTS (SELECT 1 FROM championship_results r WHERE r.season_id = s.id)) AS is_active`;
    const { count, rows } = await pagedQuery<SeasonRow>(
      this.sql,
      {
        select,
        from: `FROM seasons s ${leagueJoin('s.league_id')} LEFT JOIN teams ct ON ct.id = s.champion_team_id WHERE ${where.join(' AND ')}`,
        orderBy: 's.start_year DESC, l_sp.name, l_lv.slug DESC, s.id',
        fixedJoinOrder: true,
      },
      p,
      page,
    );
    return { count, rows: rows.map(toSeason) };
  }
}
