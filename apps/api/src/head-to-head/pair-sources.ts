// What a pair's figures read beside its games: the season totals of their meetings (team_meetings: the NHL's
// TeamVsTeam, for seasons whose games are not in the sources), their postseason series with results
// (postseason_series: Lahman SeriesPost for MLB, Hockey Databank SeriesPost for the NHL, with or without games), and
// which seasons each league's games, totals and series cover (read once: the dataset does not change while served).
import type { Sql } from '../plugins/db';
import { borne } from '../shared/borne-name';

/** A season as a meeting names it (the repository's Meeting['season']; spelled here, as the repository reads this). */
type SeasonRef = { id: number; slug: string; name: string; start_year: number };

/** One season's regular-season meetings from its totals, from team a's side (an OT loss is a loss). */
export interface PairTotalRow {
  season: SeasonRef;
  a_name: string;
  b_name: string;
  a_wins: number;
  b_wins: number;
  ties: number;
  a_points: number | null;
  b_points: number | null;
}

/** One postseason series of the pair from a series source, from team a's side. */
export interface PairSeriesRow {
  season: SeasonRef;
  round: string | null;
  a_name: string;
  b_name: string;
  winner: 'a' | 'b' | null;
  a_wins: number;
  b_wins: number;
  ties: number;
  a_points: number | null;
  b_points: number | null;
}

/** The seasons (start years) a league has, and those its games, season totals and series cover. */
export interface LeagueSeasons {
  seasons: Set<number>;
  /** Seasons with regular-season games: one whose sources hold its tournament only (college basketball after
   *  2015-16) does not cover the pair's meetings. */
  games: Set<number>;
  totals: Set<number>;
  series: Set<number>;
}

const seasonJson = `json_build_object('id', s.id, 'slug', s.slug, 'name', s.name, 'start_year', s.start_year)`;

export class PairSources {
  private coverage?: Promise<Map<number, LeagueSeasons>>;

  constructor(private readonly sql: Sql) {}

  /** Team a's season totals against b (regular season), oldest first. */
  totals(a: number, b: number): Promise<PairTotalRow[]> {
    return this.sql.query<PairTotalRow>(
      `SELECT ${seasonJson} AS season,
              ${borne('ta', 's.start_year', 'name', 's.id')} AS a_name, ${borne('tb', 's.start_year', 'name', 's.id')} AS b_name,
              m.wins AS a_wins, m.losses + COALESCE(m.ot_losses, 0) AS b_wins, COALESCE(m.ties, 0) AS ties,
              m.points_for AS a_points, m.points_against AS b_points
         FROM team_meetings m JOIN seasons s ON s.id = m.season_id
         JOIN teams ta ON ta.id = m.team_id JOIN teams tb ON tb.id = m.opponent_id
        WHERE m.team_id = $1 AND m.opponent_id = $2 AND NOT COALESCE(m.is_postseason, FALSE)
        ORDER BY s.start_year`,
      [a, b],
    );
  }

  /**
   * Every postseason series of a and b in the series sources, oldest first, named as the source names them; the
   * winner the source's (a series level on games won to total goals, by default), none where it names none.
   */
  series(a: number, b: number): Promise<PairSeriesRow[]> {
    return this.sql.query<PairSeriesRow>(
      `SELECT ${seasonJson} AS season, COALESCE(p.round_name, p.round) AS round,
              CASE WHEN p.winner_team_id = $1 THEN p.winner_name ELSE p.loser_name END AS a_name,
              CASE WHEN p.winner_team_id = $1 THEN p.loser_name ELSE p.winner_name END AS b_name,
              CASE WHEN p.decided_by = 'none' OR (COALESCE(p.decided_by, 'wins') = 'wins' AND p.wins = p.losses) THEN NULL
                WHEN p.winner_team_id = $1 THEN 'a' ELSE 'b' END AS winner,
              CASE WHEN p.winner_team_id = $1 THEN p.wins ELSE p.losses END AS a_wins,
              CASE WHEN p.winner_team_id = $1 THEN p.losses ELSE p.wins END AS b_wins,
              COALESCE(p.ties, 0) AS ties,
              CASE WHEN p.winner_team_id = $1 THEN p.winner_goals ELSE p.loser_goals END AS a_points,
              CASE WHEN p.winner_team_id = $1 THEN p.loser_goals ELSE p.winner_goals END AS b_points
         FROM postseason_series p JOIN seasons s ON s.id = p.season_id
        WHERE (p.winner_team_id = $1 AND p.loser_team_id = $2) OR (p.winner_team_id = $2 AND p.loser_team_id = $1)
        ORDER BY s.start_year, p.stage NULLS FIRST, p.id`,
      [a, b],
    );
  }

  /** Each league's seasons and what covers them (computed once). */
  leagues(): Promise<Map<number, LeagueSeasons>> {
    this.coverage ??= this.load();
    return this.coverage;
  }

  private async load(): Promise<Map<number, LeagueSeasons>> {
    const out = new Map<number, LeagueSeasons>();
    const of = (league: number) => {
      let l = out.get(league);
      if (!l)
        out.set(league, (l = { seasons: new Set(), games: new Set(), totals: new Set(), series: new Set() }));
      return l;
    };
    type Y = { league_id: number; start_year: number };
    const [seasons, games, totals, series] = await Promise.all([
      this.sql.query<Y>(`SELECT league_id, start_year FROM seasons`),
      this.sql.query<Y>(
        `SELECT s.league_id, s.start_year FROM seasons s
          WHERE EXISTS (SELECT 1 FROM games g WHERE g.season_id = s.id AND g.home_score IS NOT NULL
            AND NOT COALESCE(g.is_playoff, FALSE))`,
      ),
      this.sql.query<Y>(
        `SELECT DISTINCT s.league_id, s.start_year FROM team_meetings m JOIN seasons s ON s.id = m.season_id`,
      ),
      this.sql.query<Y>(
        `SELECT DISTINCT s.league_id, s.start_year FROM postseason_series p JOIN seasons s ON s.id = p.season_id`,
      ),
    ]);
    for (const r of seasons) of(r.league_id).seasons.add(r.start_year);
    for (const r of games) of(r.league_id).games.add(r.start_year);
    for (const r of totals) of(r.league_id).totals.add(r.start_year);
    for (const r of series) of(r.league_id).series.add(r.start_year);
    return out;
  }
}
