// The analytics figures as SQL on the live database: the as-of date, the seasons, a team's or conference's scope, and
// a window's game aggregates here; per-team records (record-queries.ts), titles and droughts (title-queries.ts) and
// player-season leaders (player-queries.ts) beside. The figures (figures.ts) turn these into KPIs.
import type { Sql } from '../plugins/db';
import { Params, inLeagues } from '../shared/sql';
import type { GameProfile, GameSummary } from './figure-data';
import { leaders, players } from './player-queries';
import { teamRecords } from './record-queries';
import {
  num,
  toGameSummary,
  type AsOfRow,
  type ConferenceRow,
  type FullSeasonRow,
  type GameSummaryRow,
  type ProfileRow,
  type SeasonRow,
  type TeamRow,
} from './rows';
import { championsPerDecade, titleHolders, titles } from './title-queries';
import { bandOf, bucketOf, gamesIn, SUMMARY, type BucketKind, type Scope, type Window } from './window';

// The window's types, where the routes read them with the repository.
export type { BucketKind, Scope } from './window';

export class AnalyticsRepository {
  constructor(private readonly sql: Sql) {}

  /** The as-of date of the leagues in scope: the latest date any of them reaches. */
  async asOf(leagueIds: number[] | null): Promise<string | null> {
    const p = new Params();
    const rows = await this.sql.query<AsOfRow>(
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
    const rows = await this.sql.query<TeamRow>('SELECT id, name, league_id FROM teams WHERE slug = $1', [
      slug,
    ]);
    return rows[0];
  }

  async conference(slug: string, leagueIds: number[] | null) {
    const p = new Params();
    const rows = await this.sql.query<ConferenceRow>(
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
    const rows = await this.sql.query<FullSeasonRow>(
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
    const rows = await this.sql.query<GameSummaryRow>(
      `SELECT ${SUMMARY} FROM (${gamesIn(p, w, s)}) g`,
      p.values,
    );
    return toGameSummary(rows[0]);
  }

  /**
   * One pass over the window's games: the totals, and the same aggregates by bucket (day, month, season or decade)
   * and by margin band (`bounds`: the sport's) — GROUPING SETS: the games are read once, not three times.
   */
  async profile(w: Window, s: Scope, by: BucketKind, bounds: number[]): Promise<GameProfile> {
    const p = new Params();
    const rows = await this.sql.query<ProfileRow>(
      `WITH g AS (${gamesIn(p, w, s)})
       SELECT GROUPING(bucket) AS no_bucket, GROUPING(band) AS no_band, bucket, band, ${SUMMARY}
         FROM (SELECT g.*, ${bucketOf[by]} AS bucket, ${bandOf(bounds)} AS band FROM g) x
        GROUP BY GROUPING SETS ((), (bucket), (band))`,
      p.values,
    );
    const set = (key: 'no_bucket' | 'no_band') => rows.filter((r) => Number(r[key]) === 0);
    return {
      summary: toGameSummary(rows.find((r) => Number(r.no_bucket) && Number(r.no_band))),
      buckets: set('no_bucket')
        .map((r) => ({ label: String(r.bucket), ...toGameSummary(r) }))
        .sort((x, y) => x.label.localeCompare(y.label)),
      margins: set('no_band')
        .map((r) => ({ band: Number(r.band), games: Number(r.games) }))
        .sort((x, y) => x.band - y.band),
    };
  }

  /** Each team's record in the window (the filtered teams only, when a Filter is set), best first. */
  teamRecords(w: Window, s: Scope) {
    return teamRecords(this.sql, w, s);
  }

  titles(w: Window, s: Scope) {
    return titles(this.sql, w, s);
  }

  titleHolders(s: Scope, upTo: number) {
    return titleHolders(this.sql, s, upTo);
  }

  championsPerDecade(s: Scope) {
    return championsPerDecade(this.sql, s);
  }

  players(w: Window, s: Scope) {
    return players(this.sql, w, s);
  }

  leaders(w: Window, s: Scope, top = 10) {
    return leaders(this.sql, w, s, top);
  }
}
