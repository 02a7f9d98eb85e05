// Sports, leagues, sources and the dataset coverage report.
import type { CoverageEntry, Source, SportWithLeagues } from '@trophy-room/contract';
import type { Sql } from '../plugins/db';
import type { MovedResource } from '../http/moved';
import type { PageRequest } from '../http/paging';
import type { LeagueRow } from '../shared/scope';
import { Params, inLeagues } from '../shared/sql';
import {
  toCoverageEntry,
  toSource,
  toSportWithLeagues,
  type CoverageEntryRow,
  type SourceRow,
  type SportWithLeaguesRow,
} from './rows';

export class CoreRepository {
  private leagueMemo: { at: number; rows: Promise<LeagueRow[]> } | null = null;
  constructor(private readonly sql: Sql) {}

  /** The eight leagues with their sport and level (memoised for a minute: tiny, read by every scoped request). */
  leagues(): Promise<LeagueRow[]> {
    if (this.leagueMemo && Date.now() - this.leagueMemo.at < 60_000) return this.leagueMemo.rows;
    const rows = this.sql.query<LeagueRow>(
      `SELECT l.id, l.slug, l.name, l.abbreviation, sp.slug AS sport_slug, sp.name AS sport_name, lv.slug AS level_slug
         FROM leagues l JOIN sports sp ON sp.id = l.sport_id JOIN levels lv ON lv.id = l.level_id ORDER BY l.id`,
    );
    this.leagueMemo = { at: Date.now(), rows };
    rows.catch(() => (this.leagueMemo = null));
    return rows;
  }

  /** The slug that replaced a published one (slug_redirects), if any. */
  async redirect(resource: MovedResource, oldSlug: string): Promise<string | undefined> {
    const rows = await this.sql.query<{ new_slug: string }>(
      'SELECT new_slug FROM slug_redirects WHERE resource = $1 AND old_slug = $2 ORDER BY id LIMIT 1',
      [resource, oldSlug],
    );
    return rows[0]?.new_slug;
  }

  async sports(leagueIds: number[] | null): Promise<SportWithLeagues[]> {
    const p = new Params();
    const rows = await this.sql.query<SportWithLeaguesRow>(
      `SELECT sp.id, sp.slug, sp.name, sp.abbreviation,
              json_agg(json_build_object('id', l.id, 'slug', l.slug, 'name', l.name, 'abbreviation', l.abbreviation,
                       'level', json_build_object('name', lv.name, 'slug', lv.slug)) ORDER BY lv.slug DESC) AS leagues
         FROM sports sp JOIN leagues l ON l.sport_id = sp.id JOIN levels lv ON lv.id = l.level_id
        WHERE ${inLeagues(p, 'l.id', leagueIds)}
        GROUP BY sp.id ORDER BY sp.name`,
      p.values,
    );
    return rows.map(toSportWithLeagues);
  }

  /** Divisions (or conferences) by slug (with or without the league prefix, e.g. afc-west) or name, in scope. */
  async groupIds(
    kind: 'divisions' | 'conferences',
    key: string,
    leagueIds: number[] | null,
  ): Promise<number[]> {
    const p = new Params();
    const k = p.add(key.toLowerCase());
    const rows = await this.sql.query<{ id: number }>(
      `SELECT g.id FROM ${kind} g JOIN leagues l ON l.id = g.league_id
        WHERE (g.slug = ${k} OR g.slug = l.slug || '-' || ${k} OR lower(g.name) = ${k}) AND ${inLeagues(p, 'g.league_id', leagueIds)}`,
      p.values,
    );
    return rows.map((r) => r.id);
  }

  async sources(page: PageRequest): Promise<{ count: number; rows: Source[] }> {
    const rows = await this.sql.query<SourceRow>(
      `SELECT id, name, url, licence, attribution, notes, count(*) OVER () AS total FROM sources ORDER BY id LIMIT $1 OFFSET $2`,
      [page.limit, page.offset],
    );
    const count =
      rows[0]?.total ?? (await this.sql.query<{ n: number }>('SELECT count(*)::int AS n FROM sources'))[0].n;
    return { count, rows: rows.map(toSource) };
  }

  /** Per league and table: rows, year span and, for a table of season rows, the runs held and missing. */
  async coverage(leagueIds: number[] | null): Promise<CoverageEntry[]> {
    const p = new Params();
    const rows = await this.sql.query<CoverageEntryRow>(
      `SELECT c.league, l.name AS league_name, c.table_name AS "table", c.rows, c.min_year, c.max_year,
              ${runs('c.held')} AS held, ${runs('c.missing')} AS missing,
              CASE WHEN l.id IS NULL THEN NULL ELSE json_build_object('name', sp.name, 'slug', sp.slug, 'abbreviation', sp.abbreviation) END AS sport,
              CASE WHEN l.id IS NULL THEN NULL ELSE json_build_object('name', lv.name, 'slug', lv.slug) END AS level
         FROM dataset_coverage c
         LEFT JOIN leagues l ON l.slug = c.league
         LEFT JOIN sports sp ON sp.id = l.sport_id LEFT JOIN levels lv ON lv.id = l.level_id
        WHERE l.id IS NULL OR ${inLeagues(p, 'l.id', leagueIds)}
        ORDER BY (l.id IS NULL), c.league, c.table_name`,
      p.values,
    );
    return rows.map(toCoverageEntry);
  }
}

/** A coverage column of [first, last] pairs as the contract's runs (none for a table not of seasons). */
const runs = (col: string) =>
  `COALESCE((SELECT json_agg(json_build_object('first_year', (r->>0)::int, 'last_year', (r->>1)::int))
     FROM jsonb_array_elements(${col}) r), '[]'::json)`;
