// The site search's SQL: one query per kind, each ranked (name-match tier, then popularity) and counted, within
// the site's leagues. Team names match every name the franchise bore (team_identities), saying which one matched.
import type { SearchKind, SearchResult } from '@trophy-room/contract';
import type { Sql } from '../plugins/db';
import { inLeagues, leagueJoin, Params } from '../shared/sql';
import { nameMatch, rankOrder, trgm } from './name-match';
import type { SeasonQuery } from './query-text';

export interface SearchRequest {
  key: string;
  season: SeasonQuery | null;
  leagueIds: number[] | null;
  limit: number;
  offset: number;
}

export interface KindPage {
  count: number;
  rows: SearchResult[];
}

type Row = Partial<SearchResult> & { total: number };

const leagueCol = `json_build_object('abbreviation', l.abbreviation, 'name', l.name, 'sport_slug', l_sp.slug,
  'level_slug', l_lv.slug) AS league`;
/** The label of a season starting at `start` in the sport of league alias l: 1985-86 for basketball and hockey. */
const seasonLabel = (start: string) => `CASE WHEN l_sp.slug IN ('basketball', 'hockey')
  THEN ${start} || '-' || lpad(((${start} + 1) % 100)::text, 2, '0') ELSE ${start}::text END`;
const key = (col: string) => `search_key(${col})`;
/**
 * The people whose name matches, with tier and similarity, computed first (MATERIALIZED): from the trigram index a
 * few rows, then joined to players or coaches through their person index (not a scan of 60,000 players).
 */
const matchingPeople = (p: Params, r: SearchRequest) => {
  const m = nameMatch(p, 'pe.key', r.key);
  return `WITH pe AS MATERIALIZED (SELECT pe.id, pe.full_name, ${m.tier} AS tier, ${m.similarity} AS sim
    FROM (SELECT id, full_name, ${key('full_name')} AS key FROM people) pe WHERE ${m.where})`;
};
/** A person's rows of `table` by its person index, row by row (OFFSET 0 keeps the planner from a hash join). */
const byPerson = (table: string) => `SELECT * FROM ${table} WHERE person_id = pe.id OFFSET 0`;
const page = (p: Params, r: SearchRequest) => `LIMIT ${p.add(r.limit)} OFFSET ${p.add(r.offset)}`;

const EMPTY: SearchResult = {
  kind: 'team',
  slug: '',
  name: '',
  matched_name: null,
  matched_first_year: null,
  matched_last_year: null,
  city: null,
  position: null,
  first_year: null,
  last_year: null,
  year: null,
  season_slug: null,
  detail: null,
  league: { abbreviation: '', name: '', sport_slug: '', level_slug: '' },
};

const pick = (row: Row): SearchResult =>
  Object.fromEntries(
    Object.entries(EMPTY).map(([k, empty]) => [k, (row as Record<string, unknown>)[k] ?? empty]),
  ) as SearchResult;

export class SearchRepository {
  constructor(private readonly sql: Sql) {}

  async kind(kind: SearchKind, r: SearchRequest): Promise<KindPage> {
    if (kind === 'season' && !r.season) return { count: 0, rows: [] };
    const p = new Params();
    const text = this.queries[kind](p, r);
    const rows = await this.sql.query<Row>(text, p.values);
    return {
      count: rows[0]?.total ?? (r.offset > 0 ? await this.countOnly(kind, r) : 0),
      rows: rows.map((row) => ({ ...pick(row), kind })),
    };
  }

  /** Past the last page: the count alone. */
  private async countOnly(kind: SearchKind, r: SearchRequest): Promise<number> {
    const first = await this.kind(kind, { ...r, offset: 0, limit: 1 });
    return first.count;
  }

  /**
   * Did you mean: when nothing matched the whole text, the names closest to any one of its words (word similarity,
   * served by the same trigram indexes), closest first.
   */
  async suggestions(r: SearchRequest): Promise<string[]> {
    const words = r.key.split(' ').filter((w) => w.length >= 3);
    if (!words.length) return [];
    const p = new Params();
    const k = p.add(r.key);
    const ws = words.map((w) => p.add(w));
    const near = (col: string) => `(${ws.map((w) => `${w} ${trgm('<%')} ${key(col)}`).join(' OR ')})`;
    const scope = (col: string) => inLeagues(p, col, r.leagueIds);
    const rows = await this.sql.query<{ name: string }>(
      `SELECT name FROM (
        SELECT pe.full_name AS name, public.similarity(${k}, ${key('pe.full_name')}) AS sim FROM people pe
          WHERE ${near('pe.full_name')} AND EXISTS (SELECT 1 FROM players pl WHERE pl.person_id = pe.id AND ${scope('pl.league_id')}
            UNION ALL SELECT 1 FROM coaches co WHERE co.person_id = pe.id AND ${scope('co.league_id')})
        UNION ALL SELECT i.name, public.similarity(${k}, ${key('i.name')}) FROM team_identities i JOIN teams t ON t.id = i.team_id
          WHERE ${near('i.name')} AND ${scope('t.league_id')}
        UNION ALL SELECT t.name, public.similarity(${k}, ${key('t.name')}) FROM teams t WHERE ${near('t.name')} AND ${scope('t.league_id')}
        UNION ALL SELECT c.name, public.similarity(${k}, ${key('c.name')}) FROM championships c
          WHERE ${near('c.name')} AND ${scope('c.league_id')}
      ) x GROUP BY name ORDER BY max(sim) DESC, name LIMIT 3`,
      p.values,
    );
    return rows.map((row) => row.name);
  }

  private readonly queries: Record<SearchKind, (p: Params, r: SearchRequest) => string> = {
    team: (p, r) => {
      // Small tables, read whole: each name's key is computed once (a condition would recompute it per use).
      const named = (table: string, id: string, years: string) => {
        const m = nameMatch(p, 'n.key', r.key);
        return `SELECT ${id} AS team_id, n.name, ${years}, ${m.tier} AS tier, ${m.similarity} AS sim
          FROM (SELECT *, ${key('name')} AS key FROM ${table}) n WHERE ${m.where}`;
      };
      return `WITH hit AS (
          SELECT DISTINCT ON (team_id) * FROM (
            ${named('team_identities', 'n.team_id', 'n.first_year, n.last_year')}
            UNION ALL ${named('teams', 'n.id', 'NULL::int, NULL::int')}
          ) n ORDER BY team_id, tier, sim DESC, first_year IS NULL DESC, last_year DESC NULLS FIRST
        )
        SELECT t.slug, t.name, t.city, t.founded_year AS first_year,
          CASE WHEN COALESCE(t.is_active, FALSE) THEN NULL ELSE t.last_year END AS last_year,
          CASE WHEN search_key(hit.name) = search_key(t.name) THEN NULL ELSE hit.name END AS matched_name,
          CASE WHEN search_key(hit.name) = search_key(t.name) THEN NULL ELSE hit.first_year END AS matched_first_year,
          CASE WHEN search_key(hit.name) = search_key(t.name) THEN NULL ELSE hit.last_year END AS matched_last_year,
          ${leagueCol}, count(*) OVER ()::int AS total
        FROM hit JOIN teams t ON t.id = hit.team_id ${leagueJoin('t.league_id')}
        WHERE ${inLeagues(p, 't.league_id', r.leagueIds)}
        ORDER BY ${rankOrder('(SELECT count(*) FROM seasons s WHERE s.champion_team_id = t.id)', 'COALESCE(t.is_active, FALSE)')}, t.name, t.slug
        ${page(p, r)}`;
    },

    player: (p, r) =>
      `${matchingPeople(p, r)}
        SELECT x.*, count(*) OVER ()::int AS total FROM (
          SELECT pl.slug, pe.full_name AS name, pl.primary_position AS position, pl.first_year, pl.last_year,
            ${leagueCol}, pe.tier, pe.sim,
            COALESCE(pl.hall_of_fame, FALSE) AS hof, COALESCE(pl.last_year, pl.first_year) - pl.first_year AS span
          FROM pe JOIN LATERAL (${byPerson('players')}) pl ON TRUE ${leagueJoin('pl.league_id')}
          WHERE ${inLeagues(p, 'pl.league_id', r.leagueIds)}
        ) x
        ORDER BY ${rankOrder('hof', 'span')}, name, slug ${page(p, r)}`,

    coach: (p, r) =>
      `${matchingPeople(p, r)}
        SELECT x.*, st.first_year, st.last_year, count(*) OVER ()::int AS total FROM (
          SELECT co.id, co.slug, pe.full_name AS name, ${leagueCol}, pe.tier, pe.sim
          FROM pe JOIN LATERAL (${byPerson('coaches')}) co ON TRUE ${leagueJoin('co.league_id')}
          WHERE ${inLeagues(p, 'co.league_id', r.leagueIds)}
        ) x LEFT JOIN LATERAL (SELECT min(cs.start_year) AS first_year, max(COALESCE(cs.end_year, cs.start_year)) AS last_year,
          sum(cs.games) AS games FROM coach_stints cs WHERE cs.coach_id = x.id) st ON TRUE
        ORDER BY ${rankOrder('st.games')}, name, slug ${page(p, r)}`,

    championship: (p, r) => {
      const m = nameMatch(p, key('c.name'), r.key);
      return `SELECT x.*, count(*) OVER ()::int AS total FROM (
          SELECT c.slug, c.name, c.first_year, c.last_year, ${leagueCol}, ${m.tier} AS tier, ${m.similarity} AS sim,
            (SELECT count(*) FROM championship_results r WHERE r.championship_id = c.id) AS editions
          FROM championships c ${leagueJoin('c.league_id')}
          WHERE ${m.where} AND ${inLeagues(p, 'c.league_id', r.leagueIds)}
        ) x ORDER BY ${rankOrder('editions')}, name ${page(p, r)}`;
    },

    season: (p, r) => {
      const s = r.season as SeasonQuery;
      const y = p.add(s.year);
      const rest = s.rest ? nameMatch(p, 'x.key', s.rest) : null;
      // A range (1985-86) names the start year; a single year is the title year (basketball, hockey: the end year).
      const teamYear = s.endYear
        ? `s.start_year = ${y}`
        : `(CASE WHEN l_sp.slug IN ('basketball', 'hockey') THEN s.start_year + 1 ELSE s.start_year END) = ${y}`;
      const titleYear = s.endYear ? `r.year = ${y}` : `COALESCE(r.title_year, r.year) = ${y}`;
      const scope = (col: string) => inLeagues(p, col, r.leagueIds);
      return `SELECT slug, name, year, season_slug, detail, league, count(*) OVER ()::int AS total FROM (
        SELECT x.*${rest ? `, ${rest.tier} AS tier, ${rest.similarity} AS sim` : ', 0 AS tier, 1 AS sim'}
        FROM (
          SELECT s.slug, COALESCE(r.title_year, r.year)::text || ' ' || c.name AS name, NULL::int AS year, s.slug AS season_slug,
            'won by ' || r.winner_name AS detail, ${leagueCol}, ${key('c.name')} AS key, 0 AS sort, 1000 AS popularity
          FROM championship_results r JOIN championships c ON c.id = r.championship_id JOIN seasons s ON s.id = r.season_id
            ${leagueJoin('c.league_id')}
          WHERE ${titleYear} AND ${scope('c.league_id')}
          UNION ALL
          SELECT t.slug, ${seasonLabel('s.start_year')} || ' ' || ts.name, s.start_year, NULL,
            concat_ws('–', ts.wins, ts.losses, NULLIF(ts.ties, 0)) || CASE WHEN ts.is_champion THEN ', champions' ELSE '' END,
            ${leagueCol}, ${key('ts.name')}, 1, COALESCE(ts.wins, 0)
          FROM team_seasons ts JOIN seasons s ON s.id = ts.season_id JOIN teams t ON t.id = ts.team_id ${leagueJoin('s.league_id')}
          WHERE ${teamYear} AND ${scope('s.league_id')} ${rest ? '' : 'AND FALSE'}
        ) x ${rest ? `WHERE ${rest.where}` : ''}
        ) y ORDER BY ${rankOrder('-sort', 'popularity')}, name ${page(p, r)}`;
    },
  };
}
