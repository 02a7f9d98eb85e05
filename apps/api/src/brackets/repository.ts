// A season's postseason games for its bracket: the playoff games of a professional league, and for a college league
// the games of its championship (the NCAA tournament, not the NIT or the conference tournaments). Teams are named as
// they were that season, with their tournament seed and region where the standings carry them. A season without
// postseason games has its series results instead (postseason_series), the teams named by the same rule; a team
// outside the league (no team row) keeps the name the source gives it.
import type { Sql } from '../plugins/db';
import { borne } from '../shared/borne-name';
import { hasBoxScoreSql } from '../shared/box-score-sql';
import { playedSql } from '../shared/sql';
import type { BracketGameRow, BracketSeriesRow } from './build';
import {
  toBracketGame,
  toBracketSeries,
  type BracketSeasonRow,
  type PostseasonGameRow,
  type PostseasonSeriesRow,
} from './rows';

const side = (t: string, ts: string) =>
  `json_build_object('slug', ${t}.slug, 'name', ${borne(t, 's.start_year', 'name', 's.id')},
    'seed', ${ts}.stats->>'seed', 'region', ${ts}.stats->>'region')`;

const teamSeason = (t: string, ts: string) =>
  `LEFT JOIN LATERAL (SELECT x.stats FROM team_seasons x WHERE x.season_id = s.id AND x.team_id = ${t}.id LIMIT 1) ${ts} ON true`;

export class BracketsRepository {
  constructor(private readonly sql: Sql) {}

  async season(key: string): Promise<BracketSeasonRow | null> {
    const [row] = await this.sql.query<BracketSeasonRow>(
      `SELECT s.id, s.slug, COALESCE(s.name, s.start_year || ' Season') AS name, s.start_year, l.slug AS league_slug,
        (SELECT sp.slug FROM sports sp WHERE sp.id = l.sport_id) AS sport,
        (SELECT c.name FROM championship_results r JOIN championships c ON c.id = r.championship_id
          WHERE r.season_id = s.id ORDER BY c.first_year DESC LIMIT 1) AS competition,
        CASE WHEN ct.id IS NULL THEN NULL ELSE json_build_object('slug', ct.slug, 'name', ${borne('ct', 's.start_year', 'name', 's.id')}) END AS champion
      FROM seasons s JOIN leagues l ON l.id = s.league_id LEFT JOIN teams ct ON ct.id = s.champion_team_id
      WHERE s.slug = $1 OR (s.id::text = $1)`,
      [key],
    );
    return row ?? null;
  }

  async series(season: BracketSeasonRow): Promise<BracketSeriesRow[]> {
    const side = (t: string, name: string) =>
      `CASE WHEN ${t}.id IS NULL THEN json_build_object('slug', NULL, 'name', p.${name})
        ELSE json_build_object('slug', ${t}.slug, 'name', ${borne(t, 's.start_year', 'name', 's.id')}) END`;
    const rows = await this.sql.query<PostseasonSeriesRow>(
      `SELECT p.round_name, p.stage, p.series_code, p.wins, p.losses, COALESCE(p.ties, 0) AS ties, p.winner_goals,
        p.loser_goals, p.decided_by, ${side('w', 'winner_name')} AS winner, ${side('l', 'loser_name')} AS loser
      FROM postseason_series p JOIN seasons s ON s.id = p.season_id
        LEFT JOIN teams w ON w.id = p.winner_team_id LEFT JOIN teams l ON l.id = p.loser_team_id
      WHERE p.season_id = $1
      ORDER BY p.stage, p.series_code NULLS LAST, p.round, p.id`,
      [season.id],
    );
    return rows.map(toBracketSeries);
  }

  async games(season: BracketSeasonRow): Promise<BracketGameRow[]> {
    const rows = await this.sql.query<PostseasonGameRow>(
      `SELECT g.slug, g.game_date::text AS date, g.round AS label, g.home_score, g.away_score,
        COALESCE(g.is_neutral, false) AS neutral, g.overtime, ${hasBoxScoreSql('g')} AS has_box_score,
        ${side('h', 'hs')} AS home, ${side('a', 'as_')} AS away
      FROM games g JOIN seasons s ON s.id = g.season_id
        JOIN teams h ON h.id = g.home_team_id JOIN teams a ON a.id = g.away_team_id
        ${teamSeason('h', 'hs')} ${teamSeason('a', 'as_')}
      WHERE g.season_id = $1 AND g.is_playoff AND ${playedSql('g')}
        AND ($2 NOT LIKE 'ncaa-%' OR g.championship_id IS NOT NULL)
      ORDER BY g.game_date, g.game_time NULLS LAST, g.id`,
      [season.id, season.league_slug],
    );
    return rows.map(toBracketGame);
  }
}
