// The games two teams played each other (final scores only), named as each side was that season, and a team's
// opponents by how often they met. Both read the (home_team_id, away_team_id) indexes of migration 0018.
import type { Opponent } from '@trophy-room/contract';
import type { Sql } from '../plugins/db';
import { borne } from '../shared/borne-name';
import { playedSql, siteKnownSql } from '../shared/sql';
import { PairSources } from './pair-sources';
import { toOpponent, type OpponentRow } from './rows';

/** A meeting as the query returns it: a is the first team of the pair. */
export interface Meeting {
  id: number;
  game_date: string;
  season: { id: number; slug: string; name: string; start_year: number };
  is_playoff: boolean;
  round: string | null;
  a_home: boolean;
  is_neutral: boolean;
  site_known: boolean;
  a_name: string;
  b_name: string;
  a_score: number;
  b_score: number;
  overtime: string | null;
}

type MeetingRow = Omit<Meeting, 'season' | 'a_name' | 'b_name'> & { season_id: number };
type PairSeasonRow = Meeting['season'] & { a_name: string; b_name: string };

/** A game with a result (shared/sql.ts). */
const final = playedSql('g');

const side = (home: string, away: string, aHome: boolean) => `
  SELECT g.id, g.game_date, g.season_id, ${aHome} AS a_home, COALESCE(g.is_playoff, FALSE) AS is_playoff,
         COALESCE(g.is_neutral, FALSE) AS is_neutral, ${siteKnownSql('g')} AS site_known, g.round, g.overtime,
         ${aHome ? 'g.home_score' : 'g.away_score'} AS a_score, ${aHome ? 'g.away_score' : 'g.home_score'} AS b_score
    FROM games g WHERE g.home_team_id = ${home} AND g.away_team_id = ${away} AND ${final}`;

export class HeadToHeadRepository {
  /** The pair's season totals and series, and what each league's sources cover. */
  readonly sources: PairSources;

  constructor(private readonly sql: Sql) {
    this.sources = new PairSources(sql);
  }

  /**
   * Every final game between teams a and b, oldest first. Lean rows (no text per game): each season's names are
   * read once and shared by that season's meetings (a pair can have 2,000 meetings over 120 seasons).
   */
  async meetings(a: number, b: number): Promise<Meeting[]> {
    const games = await this.sql.query<MeetingRow>(
      `SELECT * FROM (${side('$1', '$2', true)} UNION ALL ${side('$2', '$1', false)}) m ORDER BY m.game_date, m.id`,
      [a, b],
    );
    if (games.length === 0) return [];
    const seasons = await this.sql.query<PairSeasonRow>(
      `SELECT s.id, s.slug, s.name, s.start_year,
              ${borne('ta', 's.start_year', 'name', 's.id')} AS a_name, ${borne('tb', 's.start_year', 'name', 's.id')} AS b_name
         FROM seasons s CROSS JOIN teams ta CROSS JOIN teams tb
        WHERE ta.id = $1 AND tb.id = $2 AND s.id = ANY($3::int[])`,
      [a, b, [...new Set(games.map((g) => g.season_id))]],
    );
    const byId = new Map(
      seasons.map(({ a_name, b_name, ...season }) => [season.id, { season, a_name, b_name }] as const),
    );
    return games.map(({ season_id, ...g }) => ({ ...g, ...byId.get(season_id)! }));
  }

  /** The teams a team has played, most meetings first (then by name). */
  async opponents(team: number): Promise<Opponent[]> {
    const rows = await this.sql.query<OpponentRow>(
      `WITH o AS (
         SELECT g.away_team_id AS id, count(*) AS n FROM games g WHERE g.home_team_id = $1 AND ${final} GROUP BY 1
         UNION ALL
         SELECT g.home_team_id, count(*) FROM games g WHERE g.away_team_id = $1 AND ${final} GROUP BY 1)
       SELECT t.id, t.slug, t.name, sum(o.n)::int AS games
         FROM o JOIN teams t ON t.id = o.id
        WHERE t.id <> $1
        GROUP BY t.id ORDER BY games DESC, t.name, t.id`,
      [team],
    );
    return rows.map(toOpponent);
  }
}
