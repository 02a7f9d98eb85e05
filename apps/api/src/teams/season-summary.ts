// One team season read from its games, so its page can lead with the season: totals against the opponents, margin of
// victory and the simple rating (SRS) from every regular-season game of the league that season; and the rule for
// overtime losses the schedule's running record follows. A season's games are read by the season index (a few hundred
// to 5,500 rows).
import type { TeamSeasonSummary, TeamTotals } from '@trophy-room/contract';
import { recordIncludesPostseason } from '@trophy-room/domain';
import type { Sql } from '../plugins/db';
import { playedSql } from '../shared/sql';
import { totals, totalsOf, type TeamGame } from './season-record';
import { simpleRatings } from './srs';

interface StandingsRow {
  season_id: number;
  /** The league's level: a college record counts the postseason too (recordIncludesPostseason). */
  level: string;
  games_played: number | null;
  wins: number | null;
  losses: number | null;
  ties: number | null;
  ot_losses: number | null;
  points_for: number | null;
  points_against: number | null;
  /** The season's postseason start and end: an end only when its postseason is complete in the games. */
  playoffs_start: string | null;
  playoffs_end: string | null;
  /** The last day of the season's postseason games held, read only where the postseason has no end. */
  last_playoff_day: string | null;
}

interface LeagueGame {
  home: number;
  away: number;
  home_score: number;
  away_score: number;
  is_playoff: boolean;
  overtime: string | null;
}

/** The league-season's games as one row of arrays, a column per field. */
type LeagueGamesRow = { [K in keyof LeagueGame]: LeagueGame[K][] | null };

/** The team's league season of that start year and its standings row there (null fields without one). */
async function seasonOf(sql: Sql, teamId: number, year: number) {
  const rows = await sql.query<StandingsRow>(
    `SELECT s.id AS season_id, lv.slug AS level, ts.games_played, ts.wins, ts.losses, ts.ties, ts.ot_losses, ts.points_for, ts.points_against,
            s.playoffs_start::text AS playoffs_start, s.playoffs_end::text AS playoffs_end,
            CASE WHEN s.playoffs_start IS NOT NULL AND s.playoffs_end IS NULL
              THEN (SELECT max(g.game_date)::text FROM games g WHERE g.season_id = s.id AND g.is_playoff) END AS last_playoff_day
       FROM teams t JOIN seasons s ON s.league_id = t.league_id AND s.start_year = $2
       JOIN leagues l ON l.id = t.league_id JOIN levels lv ON lv.id = l.level_id
       LEFT JOIN team_seasons ts ON ts.season_id = s.id AND ts.team_id = t.id
      WHERE t.id = $1 LIMIT 1`,
    [teamId, year],
  );
  return rows[0];
}

/** Whether the season's standings count overtime and shootout losses apart (the NHL since 1999-2000). */
export async function countsOvertimeLosses(sql: Sql, teamId: number, year: number): Promise<boolean> {
  return (await seasonOf(sql, teamId, year))?.ot_losses != null;
}

export async function seasonSummary(sql: Sql, teamId: number, year: number): Promise<TeamSeasonSummary> {
  const row = await seasonOf(sql, teamId, year);
  const none: TeamSeasonSummary = {
    start_year: year,
    regular_season: null,
    postseason: null,
    postseason_through: null,
    srs: null,
  };
  if (!row) return none;
  const games = await leagueGames(sql, row.season_id);
  const otLosses = row.ot_losses !== null;
  const ours = (playoff: boolean): TeamGame[] =>
    games
      .filter((g) => g.is_playoff === playoff && (g.home === teamId || g.away === teamId))
      .map((g) => ({ ...g, is_home: g.home === teamId }));
  const regular = games.filter((g) => !g.is_playoff);
  const rated = simpleRatings(
    regular.map((g) => ({ home: g.home, away: g.away, homeScore: g.home_score, awayScore: g.away_score })),
  )?.get(teamId);
  const postseason = totalsOf(ours(true), otLosses);
  const standings = fromStandings(row, recordIncludesPostseason(row.level) ? postseason : null);
  const held = totalsOf(ours(false), otLosses);
  return {
    start_year: year,
    // The games held where there are any, saying how many the standings count where the games stop early.
    regular_season: held
      ? { ...held, standings_games: standings && standings.games > held.games ? standings.games : null }
      : standings,
    postseason,
    // A postseason begun in the games but with no end there stops early: its last day held.
    postseason_through:
      postseason && row.playoffs_start !== null && row.playoffs_end === null ? row.last_playoff_day : null,
    srs: rated
      ? {
          rating: rated.rating,
          margin_per_game: rated.margin,
          strength_of_schedule: rated.schedule,
          rank: rated.rank,
          teams: rated.teams,
          games: rated.games,
        }
      : null,
  };
}

/**
 * Every scored game of the league-season. Read as one row of arrays: a baseball season's 2,430 games come back in a
 * third of the time 2,430 rows take through PGlite.
 */
async function leagueGames(sql: Sql, seasonId: number): Promise<LeagueGame[]> {
  const [c] = await sql.query<LeagueGamesRow>(
    `SELECT array_agg(g.home_team_id) AS home, array_agg(g.away_team_id) AS away, array_agg(g.home_score) AS home_score,
            array_agg(g.away_score) AS away_score, array_agg(COALESCE(g.is_playoff, FALSE)) AS is_playoff,
            array_agg(g.overtime) AS overtime
       FROM games g
      WHERE g.season_id = $1 AND ${playedSql('g')}`,
    [seasonId],
  );
  return (c?.home ?? []).map((home, i) => ({
    home,
    away: c.away?.[i] ?? 0,
    home_score: c.home_score?.[i] ?? 0,
    away_score: c.away_score?.[i] ?? 0,
    is_playoff: c.is_playoff?.[i] ?? false,
    overtime: c.overtime?.[i] ?? null,
  }));
}

/**
 * The regular season's totals from the standings row (for a season whose games we do not hold): a record that counts
 * the postseason (college) less the postseason games held (`post`).
 */
function fromStandings(r: StandingsRow, post: TeamTotals | null) {
  if (r.wins === null || r.losses === null) return null;
  const less = (v: number, p: number | undefined) => v - (p ?? 0);
  const t = {
    W: less(r.wins, post?.wins),
    L: less(r.losses, post?.losses),
    T: less(r.ties ?? 0, post?.ties),
    OTL: less(r.ot_losses ?? 0, post?.ot_losses),
  };
  const games = less(r.games_played ?? r.wins + r.losses + (r.ties ?? 0) + (r.ot_losses ?? 0), post?.games);
  const points = (v: number | null, p: number | null | undefined) =>
    v === null || (post && p == null) ? null : v - (p ?? 0);
  if (games <= 0 || Object.values(t).some((v) => v < 0)) return null;
  return totals(
    'standings',
    games,
    t,
    points(r.points_for, post?.points_for),
    points(r.points_against, post?.points_against),
  );
}
