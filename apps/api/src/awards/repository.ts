// Awards by league and name: the list (with counts and the seasons they span), one award's winners year by year,
// and the winners of one league's season. Teams are named as they were that season (shared/borne-name.ts).
import type { AwardSummary, AwardWinner } from '@trophy-room/contract';
import type { Sql } from '../plugins/db';
import { borne } from '../shared/borne-name';
import { inLeagues, Params } from '../shared/sql';
import { toAwardSummary, toAwardWinner, type AwardSummaryRow, type AwardWinnerRow } from './rows';
import { awardSlug } from './sql';

/** An award as stored: its league and name (what its slug stands for). */
export interface AwardKey {
  league_id: number;
  name: string;
}

const seasonLink = (league: string, year: string) =>
  `(SELECT json_build_object('slug', s.slug, 'name', s.name, 'start_year', s.start_year) FROM seasons s
     WHERE s.league_id = ${league} AND s.start_year = ${year} ORDER BY s.id LIMIT 1)`;

// A player page in the award's league first (else any), a coach page for managers' and coaches' awards: each looked
// up once per row (lateral joins in WINNER_JOINS).
const COACHES_AWARD = `aw.name ~* '(manager|coach|jack adams)'`;
const personLink = `CASE
    WHEN aw.person_id IS NULL THEN NULL
    WHEN ${COACHES_AWARD} AND aco.slug IS NOT NULL THEN json_build_object('kind', 'coach', 'slug', aco.slug)
    WHEN apl.slug IS NOT NULL THEN json_build_object('kind', 'player', 'slug', apl.slug)
    WHEN aco.slug IS NOT NULL THEN json_build_object('kind', 'coach', 'slug', aco.slug) END`;

const WINNER_COLUMNS = `aw.id, json_build_object('slug', ${awardSlug('aw.name', 'l')}, 'name', aw.name) AS award, aw.year,
  CASE WHEN s.id IS NULL THEN NULL ELSE json_build_object('slug', s.slug, 'name', s.name, 'start_year', s.start_year) END AS season,
  COALESCE(NULLIF(aw.recipient_name, ''), pe.full_name, NULLIF(concat_ws(' ', pe.first_name, pe.last_name), ''), 'Unknown') AS name,
  ${personLink} AS person,
  CASE WHEN t.id IS NULL THEN NULL ELSE json_build_object('slug', t.slug,
    'name', ${borne('t', 'aw.year', 'name', 'aw.season_id')}, 'abbreviation', ${borne('t', 'aw.year', 'abbreviation', 'aw.season_id')}) END AS team,
  NULLIF(aw.notes, '') AS notes`;

const WINNER_JOINS = `JOIN leagues l ON l.id = aw.league_id
  LEFT JOIN seasons s ON s.id = aw.season_id
  LEFT JOIN people pe ON pe.id = aw.person_id
  LEFT JOIN teams t ON t.id = aw.team_id
  LEFT JOIN LATERAL (SELECT pl.slug FROM players pl WHERE pl.person_id = aw.person_id
    ORDER BY (pl.league_id = aw.league_id) DESC, pl.id LIMIT 1) apl ON TRUE
  LEFT JOIN LATERAL (SELECT co.slug FROM coaches co WHERE co.person_id = aw.person_id
    ORDER BY (co.league_id = aw.league_id) DESC, co.id LIMIT 1) aco ON TRUE`;

export class AwardsRepository {
  constructor(private readonly sql: Sql) {}

  /** Every award in the leagues (all when null), by league and name; one award when `key` is given. */
  async list(leagueIds: number[] | null, key?: AwardKey): Promise<AwardSummary[]> {
    const p = new Params();
    const one = key ? `AND aw.league_id = ${p.add(key.league_id)} AND aw.name = ${p.add(key.name)}` : '';
    const rows = await this.sql.query<AwardSummaryRow>(
      `SELECT ${awardSlug('k.name', 'l')} AS slug, k.name,
              json_build_object('slug', l.slug, 'name', l.name, 'abbreviation', l.abbreviation, 'sport_slug', sp.slug) AS league,
              k.count, k.recipients, k.first_year, k.last_year,
              ${seasonLink('k.league_id', 'k.first_year')} AS first_season,
              ${seasonLink('k.league_id', 'k.last_year')} AS last_season
         -- Per recipient first, then per award: two hash aggregates, where count(DISTINCT) sorted every row.
         FROM (SELECT league_id, name, sum(n)::int AS count, count(who)::int AS recipients,
                      min(first_year) AS first_year, max(last_year) AS last_year
                 FROM (SELECT aw.league_id, aw.name, COALESCE(aw.person_id::text, 'name:' || aw.recipient_name) AS who,
                              count(*) AS n, min(aw.year) AS first_year, max(aw.year) AS last_year
                         FROM awards aw
                        WHERE aw.name IS NOT NULL AND aw.year IS NOT NULL AND ${inLeagues(p, 'aw.league_id', leagueIds)} ${one}
                        GROUP BY 1, 2, 3) r
                GROUP BY 1, 2) k
         JOIN leagues l ON l.id = k.league_id JOIN sports sp ON sp.id = l.sport_id
        ORDER BY l.id, k.name`,
      p.values,
    );
    return rows.map(toAwardSummary);
  }

  /** The award a slug names, in the leagues (all when null). */
  async find(slug: string, leagueIds: number[] | null): Promise<AwardKey | undefined> {
    const p = new Params();
    const s = p.add(slug);
    const rows = await this.sql.query<AwardKey>(
      `SELECT k.league_id, k.name
         FROM (SELECT DISTINCT aw.league_id, aw.name FROM awards aw
                WHERE aw.name IS NOT NULL AND ${inLeagues(p, 'aw.league_id', leagueIds)}) k
         JOIN leagues l ON l.id = k.league_id
        WHERE ${awardSlug('k.name', 'l')} = ${s}
        ORDER BY k.league_id, k.name LIMIT 1`,
      p.values,
    );
    return rows[0];
  }

  /** One award's winners, oldest first (within a year: by the source's qualifier, then name). */
  async winners(key: AwardKey): Promise<AwardWinner[]> {
    const rows = await this.sql.query<AwardWinnerRow>(
      `SELECT ${WINNER_COLUMNS} FROM awards aw ${WINNER_JOINS}
        WHERE aw.league_id = $1 AND aw.name = $2 AND aw.year IS NOT NULL
        ORDER BY aw.year, aw.notes NULLS FIRST, name, aw.id`,
      [key.league_id, key.name],
    );
    return rows.map(toAwardWinner);
  }

  /** Every award given in one league's season, by award name. */
  async seasonWinners(leagueId: number, year: number): Promise<AwardWinner[]> {
    const rows = await this.sql.query<AwardWinnerRow>(
      `SELECT ${WINNER_COLUMNS} FROM awards aw ${WINNER_JOINS}
        WHERE aw.league_id = $1 AND aw.year = $2 AND aw.name IS NOT NULL
        ORDER BY aw.name, aw.notes NULLS FIRST, name, aw.id`,
      [leagueId, year],
    );
    return rows.map(toAwardWinner);
  }
}
