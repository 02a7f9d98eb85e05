// The analytics figures as SQL on the live database: game aggregates over a window (dates, seasons or all time),
// per-team records, titles and droughts, player-season leaders. The figures (figures.ts) turn these into KPIs.
import type { Sql } from '../plugins/db';
import { Params, inLeagues, siteKnownSql } from '../shared/sql';
import { decisionsSql, seasonRules } from '../shared/win-percentage-sql';

/** Which games (or seasons) a period covers: a date range, a set of seasons, or everything. */
export type Window =
  { kind: 'dates'; from: string; to: string } | { kind: 'seasons'; seasonIds: number[] } | { kind: 'all' };

/**
 * The leagues in scope (always listed, even on the hub: the games' (league, date) index then serves a date window)
 * and, optionally, the teams a Filter narrows to (null: every team).
 */
export interface Scope {
  leagueIds: number[];
  teamIds: number[] | null;
}

export interface GameSummary {
  games: number;
  home_win: number | null;
  ppg: number | null;
  margin: number | null;
  total: number | null;
  overtime: number | null;
  playoffs: number;
  attendance: number | null;
  first: string | null;
  last: string | null;
}

export interface TeamRecord {
  slug: string;
  name: string;
  league: string;
  games: number;
  wins: number;
  losses: number;
  ties: number;
  win_pct: number;
  home_win_pct: number | null;
  /** Scored and allowed per game; null where the standings have no points for and against. */
  pf: number | null;
  pa: number | null;
}

export interface Bucket extends GameSummary {
  label: string;
}

export interface GameProfile {
  summary: GameSummary;
  buckets: Bucket[];
  margins: { band: number; games: number }[];
}

export interface Title {
  championship: string;
  league: string;
  year: number;
  team_slug: string | null;
  team: string;
  previous_winner: string | null;
}

export interface TitleHolder {
  slug: string;
  name: string;
  league: string;
  titles: number;
  last_title: number;
}

export interface SeasonRow {
  id: number;
  league_id: number;
  start_year: number;
  name: string;
}

export interface PlayerSummary {
  players: number;
  lines: number;
  avg_games: number | null;
  rookies: number;
}

export interface Leader {
  league: string;
  rank: number;
  player_slug: string;
  player: string;
  team: string | null;
  value: number;
  games: number | null;
}

/** The statistic a sport's leaders are ranked by (player_seasons.stats key). */
export const LEADER_STAT: Record<string, { key: string; label: string }> = {
  baseball: { key: 'hr', label: 'Home runs' },
  basketball: { key: 'pts', label: 'Points' },
  hockey: { key: 'pts', label: 'Points' },
  football: { key: 'pass_yds', label: 'Passing yards' },
};

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

const toRecord = (r: TeamRecord): TeamRecord => ({
  ...r,
  win_pct: Number(r.win_pct),
  home_win_pct: num(r.home_win_pct),
  pf: num(r.pf),
  pa: num(r.pa),
});

/** The columns the figures read (a CTE of every column would copy each game's 30). */
const GAME_COLUMNS = [
  'league_id',
  'season_id',
  'game_date',
  'home_team_id',
  'away_team_id',
  'home_score',
  'away_score',
  'overtime',
  'is_playoff',
  'is_neutral',
  'attendance',
]
  // A game whose site the sources do not give is no one's home game for the home-win share, as a neutral-site one.
  .map((c) =>
    c === 'is_neutral' ? `(g.is_neutral IS TRUE OR NOT ${siteKnownSql('g')}) AS is_neutral` : `g.${c}`,
  )
  .join(', ');

/** The finished games of a window and scope, as a CTE body (alias g). */
function gamesIn(p: Params, w: Window, s: Scope) {
  const where = [
    'g.home_score IS NOT NULL',
    'g.away_score IS NOT NULL',
    inLeagues(p, 'g.league_id', s.leagueIds),
  ];
  if (w.kind === 'dates') where.push(`g.game_date BETWEEN ${p.add(w.from)}::date AND ${p.add(w.to)}::date`);
  if (w.kind === 'seasons') where.push(`g.season_id = ANY(${p.add(w.seasonIds)}::int[])`);
  if (s.teamIds) {
    const t = p.add(s.teamIds);
    where.push(`(g.home_team_id = ANY(${t}::int[]) OR g.away_team_id = ANY(${t}::int[]))`);
  }
  return `SELECT ${GAME_COLUMNS} FROM games g WHERE ${where.join(' AND ')}`;
}

/** The seasons a window covers (for the tables kept per season: player seasons). */
function seasonsIn(p: Params, w: Window, s: Scope, col: string) {
  if (w.kind === 'seasons') return `${col} = ANY(${p.add(w.seasonIds)}::int[])`;
  if (w.kind === 'all') return 'TRUE';
  return `${col} IN (SELECT DISTINCT g.season_id FROM games g WHERE ${inLeagues(p, 'g.league_id', s.leagueIds)}
            AND g.game_date BETWEEN ${p.add(w.from)}::date AND ${p.add(w.to)}::date)`;
}

const bucketOf: Record<'day' | 'month' | 'season' | 'decade', string> = {
  day: `to_char(g.game_date, 'YYYY-MM-DD')`,
  month: `to_char(g.game_date, 'YYYY-MM')`,
  season: `(SELECT s.start_year::text FROM seasons s WHERE s.id = g.season_id)`,
  decade: `(floor(extract(year FROM g.game_date) / 10) * 10)::int::text || 's'`,
};
export type BucketKind = keyof typeof bucketOf;

/** A game's margin band: 0 a tie, then one band per upper bound (a sport's own steps), the last open. */
const bandOf = (bounds: number[]) =>
  `CASE WHEN abs(home_score - away_score) = 0 THEN 0 ${bounds
    .map((b, i) => `WHEN abs(home_score - away_score) <= ${Math.trunc(b)} THEN ${i + 1}`)
    .join(' ')} ELSE ${bounds.length + 1} END`;

/** A window's game aggregates (the games CTE g's columns): its totals, or a bucket's, band's or league's. */
const SUMMARY = `count(*)::int AS games,
              100.0 * avg(CASE WHEN home_score > away_score THEN 1.0 WHEN home_score < away_score THEN 0.0 END)
                FILTER (WHERE NOT COALESCE(is_neutral, FALSE)) AS home_win,
              avg((home_score + away_score) / 2.0) AS ppg,
              avg(abs(home_score - away_score)) AS margin,
              avg(home_score + away_score) AS total,
              100.0 * avg(CASE WHEN NULLIF(overtime, '') IS NOT NULL THEN 1.0 ELSE 0.0 END) AS overtime,
              count(*) FILTER (WHERE is_playoff)::int AS playoffs,
              avg(attendance) AS attendance,
              min(game_date)::text AS first, max(game_date)::text AS last`;

const summaryOf = (r: Record<string, unknown> | undefined): GameSummary => ({
  games: Number(r?.games ?? 0),
  home_win: num(r?.home_win),
  ppg: num(r?.ppg),
  margin: num(r?.margin),
  total: num(r?.total),
  overtime: num(r?.overtime),
  playoffs: Number(r?.playoffs ?? 0),
  attendance: num(r?.attendance),
  first: (r?.first as string | null) ?? null,
  last: (r?.last as string | null) ?? null,
});

export class AnalyticsRepository {
  constructor(private readonly sql: Sql) {}

  /** The as-of date of the leagues in scope: the latest date any of them reaches. */
  async asOf(leagueIds: number[] | null): Promise<string | null> {
    const p = new Params();
    const rows = await this.sql.query<{ as_of: string | null }>(
      `SELECT max(l.data_as_of)::text AS as_of FROM leagues l WHERE ${inLeagues(p, 'l.id', leagueIds)}`,
      p.values,
    );
    return rows[0]?.as_of ?? null;
  }

  /** Seasons with games on or before the as-of date, per league, newest first. */
  seasonsWithGames(leagueIds: number[] | null, asOf: string) {
    const p = new Params();
    return this.sql.query<SeasonRow>(
      `SELECT s.id, s.league_id, s.start_year, s.name FROM seasons s
        WHERE ${inLeagues(p, 's.league_id', leagueIds)}
          AND EXISTS (SELECT 1 FROM games g WHERE g.season_id = s.id AND g.game_date <= ${p.add(asOf)}::date)
        ORDER BY s.league_id, s.start_year DESC`,
      p.values,
    );
  }

  async team(slug: string) {
    const rows = await this.sql.query<{ id: number; name: string; league_id: number }>(
      'SELECT id, name, league_id FROM teams WHERE slug = $1',
      [slug],
    );
    return rows[0];
  }

  async conference(slug: string, leagueIds: number[] | null) {
    const p = new Params();
    const rows = await this.sql.query<{ name: string; team_ids: number[] }>(
      `SELECT c.name, COALESCE(array_agg(t.id) FILTER (WHERE t.id IS NOT NULL), '{}') AS team_ids
         FROM conferences c LEFT JOIN teams t ON t.conference_id = c.id
        WHERE c.slug = ${p.add(slug)} AND ${inLeagues(p, 'c.league_id', leagueIds)} GROUP BY c.id`,
      p.values,
    );
    return rows[0];
  }

  /**
   * The games a team plays in a full season of the league: the 90th percentile of its team seasons' games (the
   * standings' games played, else W+L+T+OTL), robust to a few short or long ones (NBA 82, NFL 16, college
   * basketball 34); null without standings.
   */
  async fullSeason(leagueId: number): Promise<number | null> {
    const rows = await this.sql.query<{ games: number | null }>(
      `SELECT percentile_disc(0.9) WITHIN GROUP (ORDER BY n) AS games
         FROM (SELECT COALESCE(ts.games_played, COALESCE(ts.wins, 0) + COALESCE(ts.losses, 0) + COALESCE(ts.ties, 0)
                 + COALESCE(ts.ot_losses, 0)) AS n
                 FROM team_seasons ts JOIN seasons s ON s.id = ts.season_id WHERE s.league_id = $1) x
        WHERE n > 0`,
      [leagueId],
    );
    return num(rows[0]?.games);
  }

  /** The window's totals alone (the previous period's, which the figures compare against). */
  async summary(w: Window, s: Scope): Promise<GameSummary> {
    const p = new Params();
    const rows = await this.sql.query<Record<string, unknown>>(
      `SELECT ${SUMMARY} FROM (${gamesIn(p, w, s)}) g`,
      p.values,
    );
    return summaryOf(rows[0]);
  }

  /**
   * One pass over the window's games: the totals, and the same aggregates by bucket (day, month, season or decade)
   * and by margin band (`bounds`: the sport's) — GROUPING SETS: the games are read once, not three times.
   */
  async profile(w: Window, s: Scope, by: BucketKind, bounds: number[]): Promise<GameProfile> {
    const p = new Params();
    const rows = await this.sql.query<Record<string, unknown>>(
      `WITH g AS (${gamesIn(p, w, s)})
       SELECT GROUPING(bucket) AS no_bucket, GROUPING(band) AS no_band, bucket, band, ${SUMMARY}
         FROM (SELECT g.*, ${bucketOf[by]} AS bucket, ${bandOf(bounds)} AS band FROM g) x
        GROUP BY GROUPING SETS ((), (bucket), (band))`,
      p.values,
    );
    const set = (key: 'no_bucket' | 'no_band') => rows.filter((r) => Number(r[key]) === 0);
    return {
      summary: summaryOf(rows.find((r) => Number(r.no_bucket) && Number(r.no_band))),
      buckets: set('no_bucket')
        .map((r) => ({ label: String(r.bucket), ...summaryOf(r) }))
        .sort((x, y) => x.label.localeCompare(y.label)),
      margins: set('no_band')
        .map((r) => ({ band: Number(r.band), games: Number(r.games) }))
        .sort((x, y) => x.band - y.band),
    };
  }

  /** Each team's record in the window (the filtered teams only, when a Filter is set), best first. */
  async teamRecords(w: Window, s: Scope): Promise<TeamRecord[]> {
    if (w.kind === 'all') return this.allTimeRecords(s);
    const p = new Params();
    const only = s.teamIds ? `WHERE tg.team_id = ANY(${p.add(s.teamIds)}::int[])` : '';
    // Each game as a record of one decision; its tie counts by its season's rule (@trophy-room/domain).
    const game = decisionsSql(
      { wins: '(pf > pa)::int', losses: '(pf < pa)::int', ties: '(pf = pa)::int' },
      'rule.ties_count',
    );
    const rows = await this.sql.query<TeamRecord>(
      `WITH g AS (${gamesIn(p, w, s)}), rule AS (${seasonRules()}),
            tg AS (SELECT season_id, home_team_id AS team_id, home_score AS pf, away_score AS pa, NOT COALESCE(is_neutral, FALSE) AS home FROM g
                   UNION ALL SELECT season_id, away_team_id, away_score, home_score, FALSE FROM g)
       SELECT t.slug, t.name, l.abbreviation AS league, count(*)::int AS games,
              count(*) FILTER (WHERE pf > pa)::int AS wins, count(*) FILTER (WHERE pf < pa)::int AS losses,
              count(*) FILTER (WHERE pf = pa)::int AS ties,
              100.0 * sum(${game.won}) / NULLIF(sum(${game.games}), 0) AS win_pct,
              100.0 * avg(CASE WHEN pf > pa THEN 1.0 WHEN pf < pa THEN 0.0 END) FILTER (WHERE home) AS home_win_pct,
              avg(pf) AS pf, avg(pa) AS pa
         FROM tg JOIN rule ON rule.season_id = tg.season_id JOIN teams t ON t.id = tg.team_id JOIN leagues l ON l.id = t.league_id ${only}
        GROUP BY t.id, l.abbreviation ORDER BY win_pct DESC NULLS LAST, games DESC, t.name`,
      p.values,
    );
    return rows.map(toRecord);
  }

  /**
   * All time, from the standings (team seasons: a few thousand rows) instead of every game: wins, losses, ties and
   * points per season summed. The standings do not split home and away, so home win % is left empty.
   */
  private async allTimeRecords(s: Scope): Promise<TeamRecord[]> {
    const p = new Params();
    const only = s.teamIds ? `AND t.id = ANY(${p.add(s.teamIds)}::int[])` : '';
    // Each season's ties count by its league's rule (@trophy-room/domain); an overtime loss is a game lost.
    const season = decisionsSql(
      {
        wins: 'COALESCE(ts.wins, 0)',
        losses: 'COALESCE(ts.losses, 0)',
        ties: 'ts.ties',
        otLosses: 'ts.ot_losses',
      },
      'rule.ties_count',
    );
    const rows = await this.sql.query<TeamRecord>(
      `SELECT t.slug, t.name, l.abbreviation AS league,
              sum(COALESCE(ts.wins, 0) + COALESCE(ts.losses, 0) + COALESCE(ts.ties, 0) + COALESCE(ts.ot_losses, 0))::int AS games,
              sum(COALESCE(ts.wins, 0))::int AS wins,
              sum(COALESCE(ts.losses, 0) + COALESCE(ts.ot_losses, 0))::int AS losses,
              sum(COALESCE(ts.ties, 0))::int AS ties,
              100.0 * sum(${season.won}) / NULLIF(sum(${season.games}), 0) AS win_pct,
              NULL AS home_win_pct,
              sum(ts.points_for)::float / NULLIF(sum(ts.games_played) FILTER (WHERE ts.points_for IS NOT NULL), 0) AS pf,
              sum(ts.points_against)::float / NULLIF(sum(ts.games_played) FILTER (WHERE ts.points_against IS NOT NULL), 0) AS pa
         FROM team_seasons ts JOIN (${seasonRules()}) rule ON rule.season_id = ts.season_id
         JOIN teams t ON t.id = ts.team_id JOIN leagues l ON l.id = t.league_id
        WHERE ${inLeagues(p, 't.league_id', s.leagueIds)} ${only}
        GROUP BY t.id, l.abbreviation
       HAVING sum(COALESCE(ts.wins, 0) + COALESCE(ts.losses, 0) + COALESCE(ts.ties, 0) + COALESCE(ts.ot_losses, 0)) > 0
        ORDER BY win_pct DESC NULLS LAST, games DESC, t.name`,
      p.values,
    );
    return rows.map(toRecord);
  }

  /**
   * Titles decided in the window (a final dated in it; undated finals count with their season's games), with the
   * previous winner of the same championship (repeats).
   */
  titles(w: Window, s: Scope): Promise<Title[]> {
    const p = new Params();
    let inWindow = 'TRUE';
    if (w.kind === 'seasons') inWindow = `r.season_id = ANY(${p.add(w.seasonIds)}::int[])`;
    if (w.kind === 'dates') {
      const from = p.add(w.from);
      const to = p.add(w.to);
      inWindow = `(r.game_date BETWEEN ${from}::date AND ${to}::date OR (r.game_date IS NULL AND EXISTS (
        SELECT 1 FROM games g WHERE g.season_id = r.season_id AND g.game_date BETWEEN ${from}::date AND ${to}::date)))`;
    }
    const teams = s.teamIds ? `AND r.winner_team_id = ANY(${p.add(s.teamIds)}::int[])` : '';
    return this.sql.query<Title>(
      `WITH r AS (
         SELECT r.*, COALESCE(r.title_year, r.year) AS ty,
                lag(r.winner_team_id) OVER (PARTITION BY r.championship_id ORDER BY r.year) AS prev_winner
           FROM championship_results r JOIN championships c ON c.id = r.championship_id
          WHERE ${inLeagues(p, 'c.league_id', s.leagueIds)})
       SELECT c.name AS championship, l.abbreviation AS league, r.ty AS year, t.slug AS team_slug,
              COALESCE(r.winner_name, t.name) AS team, pt.name AS previous_winner
         FROM r JOIN championships c ON c.id = r.championship_id JOIN leagues l ON l.id = c.league_id
         LEFT JOIN teams t ON t.id = r.winner_team_id
         LEFT JOIN teams pt ON pt.id = r.prev_winner AND r.prev_winner = r.winner_team_id
        WHERE ${inWindow} ${teams}
        ORDER BY r.ty DESC, c.name`,
      p.values,
    );
  }

  /** Every team that has won a title up to a year, with its count and its latest (for droughts). */
  titleHolders(s: Scope, upTo: number): Promise<TitleHolder[]> {
    const p = new Params();
    const teams = s.teamIds ? `AND t.id = ANY(${p.add(s.teamIds)}::int[])` : '';
    return this.sql.query<TitleHolder>(
      `SELECT t.slug, t.name, l.abbreviation AS league, count(*)::int AS titles,
              max(COALESCE(r.title_year, r.year))::int AS last_title
         FROM championship_results r JOIN championships c ON c.id = r.championship_id
         JOIN teams t ON t.id = r.winner_team_id JOIN leagues l ON l.id = t.league_id
        WHERE ${inLeagues(p, 'c.league_id', s.leagueIds)} AND COALESCE(r.title_year, r.year) <= ${p.add(upTo)}
          AND COALESCE(t.is_active, TRUE) ${teams}
        GROUP BY t.id, l.abbreviation ORDER BY last_title, t.name`,
      p.values,
    );
  }

  /** Distinct champions per decade of title years (parity). */
  championsPerDecade(s: Scope) {
    const p = new Params();
    return this.sql.query<{ decade: number; titles: number; champions: number }>(
      `SELECT (COALESCE(r.title_year, r.year) / 10) * 10 AS decade, count(*)::int AS titles,
              count(DISTINCT r.winner_team_id)::int AS champions
         FROM championship_results r JOIN championships c ON c.id = r.championship_id
        WHERE ${inLeagues(p, 'c.league_id', s.leagueIds)} AND r.winner_team_id IS NOT NULL
        GROUP BY 1 ORDER BY 1`,
      p.values,
    );
  }

  async players(w: Window, s: Scope): Promise<PlayerSummary> {
    const p = new Params();
    const teams = s.teamIds ? `AND ps.team_id = ANY(${p.add(s.teamIds)}::int[])` : '';
    const [r] = await this.sql.query<Record<string, unknown>>(
      `WITH ps AS (
         SELECT ps.player_id, ps.games_played, s.start_year, pl.first_year FROM player_seasons ps
           JOIN seasons s ON s.id = ps.season_id JOIN players pl ON pl.id = ps.player_id
          WHERE NOT COALESCE(ps.is_postseason, FALSE) AND ${inLeagues(p, 's.league_id', s.leagueIds)}
            AND ${seasonsIn(p, w, s, 'ps.season_id')} ${teams})
       SELECT count(DISTINCT player_id)::int AS players, count(*)::int AS lines, avg(games_played) AS avg_games,
              count(DISTINCT player_id) FILTER (WHERE first_year = start_year)::int AS rookies
         FROM ps`,
      p.values,
    );
    return {
      players: Number(r.players),
      lines: Number(r.lines),
      avg_games: num(r.avg_games),
      rookies: Number(r.rookies),
    };
  }

  /**
   * The top players of each league in scope by its sport's leader statistic, summed over the window's seasons. All
   * time over whole leagues, the lines summed are only those of the players the careers table ranks first (summing
   * every line of a league's history per request took 0.3–1 s).
   */
  async leaders(w: Window, s: Scope, top = 10): Promise<Leader[]> {
    const players = w.kind === 'all' && !s.teamIds ? await this.careerCandidates(s.leagueIds, top) : null;
    const p = new Params();
    const teams = s.teamIds ? `AND ps.team_id = ANY(${p.add(s.teamIds)}::int[])` : '';
    const only = players ? `AND ps.player_id = ANY(${p.add(players)}::int[])` : '';
    const stat = `CASE sp.slug ${Object.entries(LEADER_STAT)
      .map(([sport, x]) => `WHEN '${sport}' THEN ps.stats ->> '${x.key}'`)
      .join(' ')} END`;
    // The lines in scope: summed per player, and read again only for the top players' last team (an ordered
    // aggregate of every player's teams sorted all the lines of the timeframe).
    const lines = `player_seasons ps JOIN seasons s ON s.id = ps.season_id JOIN leagues l ON l.id = s.league_id
           JOIN sports sp ON sp.id = l.sport_id`;
    const where = `NOT COALESCE(ps.is_postseason, FALSE) AND ${inLeagues(p, 's.league_id', s.leagueIds)}
            AND ${seasonsIn(p, w, s, 'ps.season_id')} ${teams} ${only}
            AND jsonb_typeof(${stat.replace(/->>/g, '->')}) = 'number'`;
    const rows = await this.sql.query<Leader>(
      `WITH v AS (
         SELECT s.league_id, ps.player_id, sum((${stat})::numeric) AS value, sum(ps.games_played)::int AS games
           FROM ${lines}
          WHERE ${where}
          GROUP BY s.league_id, ps.player_id),
            ranked AS (SELECT v.*, row_number() OVER (PARTITION BY league_id ORDER BY value DESC, player_id) AS rank FROM v)
       SELECT lg.abbreviation AS league, r.rank::int AS rank, pl.slug AS player_slug, pe.full_name AS player,
              last.team, r.value, r.games
         FROM ranked r JOIN leagues lg ON lg.id = r.league_id
         JOIN players pl ON pl.id = r.player_id JOIN people pe ON pe.id = pl.person_id
         LEFT JOIN LATERAL (
           SELECT t.name AS team FROM ${lines} LEFT JOIN teams t ON t.id = ps.team_id
            WHERE ps.player_id = r.player_id AND s.league_id = r.league_id AND ${where}
            ORDER BY s.start_year DESC, ps.stint DESC LIMIT 1) last ON TRUE
        WHERE r.rank <= ${p.add(top)} ORDER BY r.league_id, r.rank`,
      p.values,
    );
    return rows.map((r) => ({ ...r, value: Number(r.value) }));
  }

  /**
   * The players who can lead their league all time: each league's first `top` careers by its statistic's count
   * (leader_careers: the non-zero regular-season lines summed, ordered as the leaders are, by value then player).
   * Every other player's sum is no higher (a count's career is the sum of his lines) or zero, so the leaders are
   * among these — provided each league with lines has `top` positive careers (else null: sum every line). A stat
   * that leaves a position out (NHL points: goalies) leaves those lines out of the careers; a goalie's points
   * never come near a league's tenth best skater.
   */
  private async careerCandidates(leagueIds: number[], top: number): Promise<number[] | null> {
    const p = new Params();
    const key = `CASE sp.slug ${Object.entries(LEADER_STAT)
      .map(([sport, x]) => `WHEN '${sport}' THEN '${x.key}'`)
      .join(' ')} END`;
    const rows = await this.sql.query<{ has_lines: boolean; players: number[] }>(
      `SELECT EXISTS (SELECT 1 FROM seasons s WHERE s.league_id = l.id AND EXISTS (
                SELECT 1 FROM player_seasons ps WHERE ps.season_id = s.id AND NOT COALESCE(ps.is_postseason, FALSE)))
                AS has_lines,
              ARRAY(SELECT c.player_id FROM leader_careers c
                     WHERE c.stat_id = st.id AND NOT c.is_postseason AND c.value > 0
                     ORDER BY c.value DESC, c.player_id LIMIT ${p.add(top)}) AS players
         FROM leagues l JOIN sports sp ON sp.id = l.sport_id
         LEFT JOIN leader_stats st ON st.league = l.slug AND st.num = ARRAY[${key}] AND cardinality(st.num_less) = 0
          AND st.den IS NULL AND st.scale = 1
        WHERE l.id = ANY(${p.add(leagueIds)}::int[])`,
      p.values,
    );
    if (rows.some((r) => r.has_lines && r.players.length < top)) return null;
    return rows.flatMap((r) => r.players);
  }
}
