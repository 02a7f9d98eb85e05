// The data-quality checks as SQL on the live database: each returns, per league in scope, how many rows (or years)
// the rule could check and how many break it. The report (report.ts) turns these counts into rules and metrics.
import type { FeedState } from '@trophy-room/contract';
import { feedStates } from './feeds';
import type { Sql } from '../plugins/db';
import { Params, inLeagues } from '../shared/sql';
import { NOT_HELD } from './not-held';

export interface RuleCountRow {
  league_id: number | null;
  checked: number;
  issues: number;
  /** A few examples of what broke the rule (years, slugs). */
  examples: string[] | null;
}

export interface LeagueFreshnessRow {
  league_id: number;
  data_as_of: string | null;
  latest_title_year: number | null;
}

export interface SourceCountRow {
  id: number;
  name: string;
  url: string | null;
  licence: string | null;
  rows: number;
}

/** Tables whose rows cite a source (source_id). */
const SOURCED = [
  'leagues',
  'conferences',
  'divisions',
  'venues',
  'teams',
  'team_identities',
  'seasons',
  'championships',
  'championship_results',
  'games',
  'team_seasons',
  'people',
  'players',
  'player_seasons',
  'coaches',
  'coach_stints',
  'roster_entries',
  'awards',
];

const notHeldPairs = Object.entries(NOT_HELD).flatMap(([slug, years]) => years.map((y) => [slug, y.year]));

/**
 * The checks scan whole tables on purpose (seconds on the embedded database): they run once at the server's start
 * and on request, with this deadline rather than the server's query timeout.
 */
export const CHECK_TIMEOUT_MS = 120_000;
const slow = { timeoutMs: CHECK_TIMEOUT_MS };

/** Counts by league (a GROUP BY league_id); the helpers keep every query in the same shape. */
const counts = (sql: Sql, text: string, p: Params) =>
  sql
    .query<RuleCountRow>(text, p.values, slow)
    .then((rows) => rows.map((r) => ({ ...r, checked: Number(r.checked), issues: Number(r.issues) })));

export class QualityRepository {
  constructor(private readonly sql: Sql) {}

  /** The live feeds' states now (quality/feeds.ts). */
  feedStates(now: Date): Promise<FeedState[]> {
    return feedStates(this.sql, now);
  }

  /** A champion for every title year between the first and the latest result, except years not contested. */
  championEveryYear(leagueIds: number[] | null) {
    const p = new Params();
    const slugs = p.add(notHeldPairs.map((x) => x[0]));
    const years = p.add(notHeldPairs.map((x) => x[1]));
    return counts(
      this.sql,
      `WITH y AS (SELECT championship_id, COALESCE(title_year, year) AS ty FROM championship_results),
            span AS (SELECT championship_id, min(ty) AS lo, max(ty) AS hi FROM y GROUP BY 1),
            nh AS (SELECT * FROM unnest(${slugs}::text[], ${years}::int[]) AS t(slug, year)),
            expected AS (
              SELECT c.league_id, c.slug, g AS year FROM span s JOIN championships c ON c.id = s.championship_id
              CROSS JOIN generate_series(s.lo, s.hi) g
              WHERE ${inLeagues(p, 'c.league_id', leagueIds)}
                AND NOT EXISTS (SELECT 1 FROM nh WHERE nh.slug = c.slug AND nh.year = g))
       SELECT e.league_id, count(*) AS checked,
              count(*) FILTER (WHERE h.ty IS NULL) AS issues,
              (array_agg(e.slug || ' ' || e.year ORDER BY e.year) FILTER (WHERE h.ty IS NULL))[1:5] AS examples
         FROM expected e
         LEFT JOIN (SELECT DISTINCT c.slug, y.ty FROM y JOIN championships c ON c.id = y.championship_id) h
           ON h.slug = e.slug AND h.ty = e.year
        GROUP BY 1`,
      p,
    );
  }

  /** A season's games count equals the games the database holds for it (where the source gives the count). */
  gamesPerSeason(leagueIds: number[] | null) {
    const p = new Params();
    return counts(
      this.sql,
      `SELECT s.league_id, count(*) AS checked, count(*) FILTER (WHERE COALESCE(g.n, 0) <> s.games_count) AS issues,
              (array_agg(s.slug ORDER BY s.start_year) FILTER (WHERE COALESCE(g.n, 0) <> s.games_count))[1:5] AS examples
         FROM seasons s LEFT JOIN (SELECT season_id, count(*) AS n FROM games GROUP BY 1) g ON g.season_id = s.id
        WHERE s.games_count IS NOT NULL AND ${inLeagues(p, 's.league_id', leagueIds)}
        GROUP BY 1`,
      p,
    );
  }

  /** Scores are never negative and every game is dated within its season's years. */
  gameValues(leagueIds: number[] | null) {
    const p = new Params();
    return counts(
      this.sql,
      `SELECT g.league_id, count(*) AS checked,
              count(*) FILTER (WHERE g.home_score < 0 OR g.away_score < 0
                OR extract(year FROM g.game_date) NOT BETWEEN s.start_year AND COALESCE(s.end_year, s.start_year) + 1) AS issues,
              NULL AS examples
         FROM games g JOIN seasons s ON s.id = g.season_id
        WHERE ${inLeagues(p, 'g.league_id', leagueIds)}
        GROUP BY 1`,
      p,
    );
  }

  /** The champion outscored the runner-up (final score), or won more games of the series. */
  winnerOutscored(leagueIds: number[] | null) {
    const p = new Params();
    return counts(
      this.sql,
      `SELECT c.league_id, count(*) AS checked,
              count(*) FILTER (WHERE r.winner_score < r.runner_up_score OR CASE WHEN r.series_result ~ '^\\d+-\\d+$'
                THEN split_part(r.series_result, '-', 1)::int <= split_part(r.series_result, '-', 2)::int END) AS issues,
              NULL AS examples
         FROM championship_results r JOIN championships c ON c.id = r.championship_id
        WHERE (r.winner_score IS NOT NULL AND r.runner_up_score IS NOT NULL OR r.series_result ~ '^\\d+-\\d+$')
          AND ${inLeagues(p, 'c.league_id', leagueIds)}
        GROUP BY 1`,
      p,
    );
  }

  /** Standings equal the games: where the games table holds all of a team's regular-season games, its wins match. */
  standingsEqualGames(leagueIds: number[] | null) {
    const p = new Params();
    const scope = inLeagues(p, 'league_id', leagueIds);
    return counts(
      this.sql,
      `WITH side AS (
         SELECT season_id, home_team_id AS team_id, home_score > away_score AS won FROM games
          WHERE NOT COALESCE(is_playoff, false) AND home_score IS NOT NULL AND ${scope}
         UNION ALL
         SELECT season_id, away_team_id, away_score > home_score FROM games
          WHERE NOT COALESCE(is_playoff, false) AND home_score IS NOT NULL AND ${scope}),
       g AS (SELECT season_id, team_id, count(*) AS n, count(*) FILTER (WHERE won) AS w FROM side GROUP BY 1, 2)
       SELECT s.league_id, count(*) AS checked, count(*) FILTER (WHERE g.w <> ts.wins) AS issues,
              (array_agg(ts.name || ' ' || s.start_year ORDER BY s.start_year) FILTER (WHERE g.w <> ts.wins))[1:5] AS examples
         FROM team_seasons ts JOIN seasons s ON s.id = ts.season_id
         JOIN g ON g.season_id = ts.season_id AND g.team_id = ts.team_id AND g.n = ts.games_played
        WHERE ts.wins IS NOT NULL
        GROUP BY 1`,
      p,
    );
  }

  /** A final series equals its games: where the games are in the database, the champion's wins and losses match. */
  seriesEqualGames(leagueIds: number[] | null) {
    const p = new Params();
    return counts(
      this.sql,
      `WITH s AS (
         SELECT c.league_id, c.slug || ' ' || COALESCE(r.title_year, r.year) AS label,
                split_part(r.series_result, '-', 1)::int AS w, split_part(r.series_result, '-', 2)::int AS l,
                count(*) FILTER (WHERE (g.home_team_id = r.winner_team_id AND g.home_score > g.away_score)
                                    OR (g.away_team_id = r.winner_team_id AND g.away_score > g.home_score)) AS gw,
                count(*) FILTER (WHERE (g.home_team_id = r.winner_team_id AND g.home_score < g.away_score)
                                    OR (g.away_team_id = r.winner_team_id AND g.away_score < g.home_score)) AS gl
           FROM championship_results r JOIN championships c ON c.id = r.championship_id
           JOIN games g ON g.championship_id = r.championship_id AND g.season_id = r.season_id AND g.home_score IS NOT NULL
          WHERE r.series_result ~ '^\\d+-\\d+$' AND ${inLeagues(p, 'c.league_id', leagueIds)}
          GROUP BY c.league_id, r.id, c.slug)
       SELECT league_id, count(*) AS checked, count(*) FILTER (WHERE w <> gw OR l <> gl) AS issues,
              (array_agg(label) FILTER (WHERE w <> gw OR l <> gl))[1:5] AS examples
         FROM s GROUP BY 1`,
      p,
    );
  }

  /** Every reference of a league's games, results and standings resolves to a row (hash anti-joins). */
  references(leagueIds: number[] | null) {
    const p = new Params();
    const bad = (col: string, alias: string) => `(${col} IS NOT NULL AND ${alias}.id IS NULL)::int`;
    const scope = (col: string) => inLeagues(p, col, leagueIds);
    return counts(
      this.sql,
      `SELECT league_id, sum(n) AS checked, sum(bad) AS issues, NULL AS examples FROM (
         SELECT g.league_id, count(*) * 3 AS n,
                sum(${bad('g.home_team_id', 'h')} + ${bad('g.away_team_id', 'a')} + ${bad('g.season_id', 's')}) AS bad
           FROM games g LEFT JOIN teams h ON h.id = g.home_team_id LEFT JOIN teams a ON a.id = g.away_team_id
           LEFT JOIN seasons s ON s.id = g.season_id
          WHERE ${scope('g.league_id')} GROUP BY 1
         UNION ALL
         SELECT c.league_id, count(*) * 3,
                sum(${bad('r.winner_team_id', 'w')} + ${bad('r.runner_up_team_id', 'u')} + ${bad('r.season_id', 's')})
           FROM championship_results r JOIN championships c ON c.id = r.championship_id
           LEFT JOIN teams w ON w.id = r.winner_team_id LEFT JOIN teams u ON u.id = r.runner_up_team_id
           LEFT JOIN seasons s ON s.id = r.season_id
          WHERE ${scope('c.league_id')} GROUP BY 1
         UNION ALL
         SELECT t.league_id, count(*) * 2, sum(${bad('ts.season_id', 's')} + ${bad('ts.conference_id', 'k')})
           FROM team_seasons ts JOIN teams t ON t.id = ts.team_id
           LEFT JOIN seasons s ON s.id = ts.season_id LEFT JOIN conferences k ON k.id = ts.conference_id
          WHERE ${scope('t.league_id')} GROUP BY 1) x
        GROUP BY 1`,
      p,
    );
  }

  /** The people tables, shared by the leagues: stat lines, rosters and stints resolve to their player or coach. */
  sharedReferences() {
    const p = new Params();
    const orphan = (table: string, col: string, target: string) =>
      `SELECT count(*) AS n, count(*) FILTER (WHERE ${col} IS NOT NULL AND t.id IS NULL) AS bad
         FROM ${table} r LEFT JOIN ${target} t ON t.id = r.${col}`;
    return counts(
      this.sql,
      `SELECT NULL::int AS league_id, sum(n) AS checked, sum(bad) AS issues, NULL AS examples FROM (
         ${orphan('player_seasons', 'player_id', 'players')} UNION ALL
         ${orphan('roster_entries', 'player_id', 'players')} UNION ALL
         ${orphan('players', 'person_id', 'people')} UNION ALL
         ${orphan('coach_stints', 'coach_id', 'coaches')} UNION ALL
         ${orphan('coaches', 'person_id', 'people')}) x`,
      p,
    );
  }

  /** The checks kept with the dataset they ran on (dataset_meta's quality_checks, JSON), if any. */
  async keptChecks(): Promise<string | null> {
    const rows = await this.sql.query<{ value: string }>(
      "SELECT value FROM dataset_meta WHERE key = 'quality_checks'",
    );
    return rows[0]?.value ?? null;
  }

  /** Whether checks are kept for the loaded dataset (a start then need not run them before it listens). */
  async hasKeptChecks(): Promise<boolean> {
    const rows = await this.sql.query<{ kept: boolean }>(
      `SELECT coalesce((SELECT value::json->>'dataset' FROM dataset_meta WHERE key = 'quality_checks') =
                       (SELECT value FROM dataset_meta WHERE key = 'dataset_hash'), FALSE) AS kept`,
    );
    return rows[0]?.kept === true;
  }

  /** Keeps the checks' JSON beside the dataset (the search and leader triggers fire on dataset_hash only). */
  async keepChecks(json: string): Promise<void> {
    await this.sql.query(
      `INSERT INTO dataset_meta (key, value) VALUES ('quality_checks', $1)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
      [json],
    );
  }

  /** The loaded dataset's fingerprint (written by the loader), which the checks' counts are a function of. */
  async datasetHash(): Promise<string | null> {
    const rows = await this.sql.query<{ value: string }>(
      "SELECT value FROM dataset_meta WHERE key = 'dataset_hash'",
    );
    return rows[0]?.value ?? null;
  }

  /** Each league's latest dated record (and, for a league whose sources carry no dates, its latest title year). */
  freshness() {
    return this.sql.query<LeagueFreshnessRow>(
      `SELECT l.id AS league_id, l.data_as_of::text AS data_as_of,
              (SELECT max(COALESCE(r.title_year, r.year)) FROM championship_results r
                 JOIN championships c ON c.id = r.championship_id WHERE c.league_id = l.id) AS latest_title_year
         FROM leagues l ORDER BY l.id`,
      [],
      slow,
    );
  }

  /** The sources with the rows of the loaded dataset that cite each. */
  async sources(): Promise<SourceCountRow[]> {
    const rows = await this.sql.query<SourceCountRow>(
      `SELECT s.id, s.name, s.url, s.licence, COALESCE(sum(c.n), 0)::int AS rows
         FROM sources s LEFT JOIN (
           ${SOURCED.map((t) => `SELECT source_id, count(*) AS n FROM ${t} GROUP BY 1`).join(' UNION ALL ')}
         ) c ON c.source_id = s.id
        GROUP BY s.id ORDER BY s.id`,
      [],
      slow,
    );
    return rows.map((r) => ({ ...r, rows: Number(r.rows) }));
  }
}
