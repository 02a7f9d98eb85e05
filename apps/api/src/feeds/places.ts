// Where a feed game belongs in our model: its league, its season (created when the feeds reach a season the dataset
// does not hold yet, with a 0-0 row for every team of the season before) and its two teams, matched to the franchises
// and to the names they carry that season.
import type { Queryable } from '@trophy-room/db';
import { seasonLabel, seasonStartYearOf } from '@trophy-room/domain';
import type { FeedTeam } from '@trophy-room/feeds';
import { searchKey } from '../search/query-text';
import { isFeedSource } from './sources';

export interface LeagueInfo {
  id: number;
  slug: string;
  abbreviation: string;
  sport: string;
}

export interface SeasonInfo {
  id: number;
  startYear: number;
  /** Whether its team seasons are the feeds' (a season they created): their records are counted from its games. */
  feedOwned: boolean;
  /** Created by this batch. */
  created: boolean;
}

export interface TeamMatch {
  teamId: number;
  teamSlug: string;
  name: string;
  abbreviation: string | null;
  slugPart: string;
}

export async function leaguesBySlug(tx: Queryable): Promise<Map<string, LeagueInfo>> {
  const rows = await tx.query<LeagueInfo>(
    'SELECT l.id, l.slug, l.abbreviation, sp.slug AS sport FROM leagues l JOIN sports sp ON sp.id = l.sport_id',
  );
  return new Map(rows.map((r) => [r.slug, r]));
}

/** The season of a game on `date`, created from the season before when the dataset does not hold it. */
export async function seasonFor(
  tx: Queryable,
  league: LeagueInfo,
  date: string,
  sourceId: number,
): Promise<SeasonInfo> {
  const startYear = seasonStartYearOf(date, league.sport);
  const found = await tx.query<{ id: number; feed: boolean }>(
    `SELECT id, ${isFeedSource('source_id')} AS feed FROM seasons WHERE league_id = $1 AND start_year = $2
      ORDER BY id LIMIT 1`,
    [league.id, startYear],
  );
  if (found[0]) return { id: found[0].id, startYear, feedOwned: found[0].feed, created: false };
  const label = seasonLabel(startYear, league.sport);
  const before = await tx.query<{ id: number; name: string; start_year: number; teams_count: number | null }>(
    `SELECT id, name, start_year, teams_count FROM seasons WHERE league_id = $1 AND start_year < $2
      ORDER BY start_year DESC LIMIT 1`,
    [league.id, startYear],
  );
  const prev = before[0];
  const name = prev
    ? prev.name.replace(seasonLabel(prev.start_year, league.sport), label)
    : `${label} ${league.abbreviation} Season`;
  const endYear = label.length > 4 ? startYear + 1 : league.sport === 'football' ? startYear + 1 : startYear;
  const [season] = await tx.query<{ id: number }>(
    `INSERT INTO seasons (slug, league_id, start_year, end_year, name, teams_count, regular_season_games, source_id)
     SELECT $1, $2, $3, $4, $5, s.teams_count, s.regular_season_games, $6
       FROM (SELECT 1) one LEFT JOIN seasons s ON s.id = $7
     RETURNING id`,
    [`${league.slug}-${label}`, league.id, startYear, endYear, name, sourceId, prev?.id ?? null],
  );
  if (prev) {
    // Every team of the season before, 0-0, named as it is named now, in the conference and division it was in.
    await tx.query(
      `INSERT INTO team_seasons (team_id, season_id, name, abbreviation, conference_id, division_id, games_played,
                                 wins, losses, ties, ot_losses, points, derived_from_games, source_id, venue_id, venue_name)
       SELECT ts.team_id, $1, COALESCE(ti.name, t.name), COALESCE(ti.abbreviation, t.abbreviation), ts.conference_id,
              ts.division_id, 0, 0, 0, 0, 0, 0, TRUE, $2, ts.venue_id, ts.venue_name
         FROM team_seasons ts JOIN teams t ON t.id = ts.team_id
         LEFT JOIN LATERAL (SELECT name, abbreviation FROM team_identities i WHERE i.team_id = ts.team_id
                             ORDER BY i.first_year DESC LIMIT 1) ti ON TRUE
        WHERE ts.season_id = $3 AND COALESCE(t.is_active, TRUE)`,
      [season.id, sourceId, prev.id],
    );
  }
  return { id: season.id, startYear, feedOwned: true, created: true };
}

/** A name as the search keys it (no case, accents or punctuation), without its spaces: 'St. Louis' = 'St Louis'. */
const norm = (s: string | null | undefined) => searchKey(s ?? '').replaceAll(' ', '');

interface Identity {
  team_id: number;
  team_slug: string;
  name: string;
  city: string | null;
  nickname: string | null;
  abbreviation: string | null;
}

/** The league's teams of a season under the names they carry then (an active team's latest name after its last). */
export class TeamMatcher {
  private byYear = new Map<string, Promise<Identity[]>>();
  constructor(private readonly tx: Queryable) {}

  private identities(leagueId: number, year: number): Promise<Identity[]> {
    const key = `${leagueId}|${year}`;
    let ids = this.byYear.get(key);
    if (!ids) {
      ids = this.tx.query<Identity>(
        `SELECT DISTINCT ON (t.id) t.id AS team_id, t.slug AS team_slug, i.name, i.city, i.nickname,
                COALESCE(i.abbreviation, t.abbreviation) AS abbreviation
           FROM teams t JOIN team_identities i ON i.team_id = t.id
          WHERE t.league_id = $1 AND i.first_year <= $2
            AND (i.last_year IS NULL OR i.last_year >= $2 OR COALESCE(t.is_active, FALSE))
          ORDER BY t.id, (i.last_year IS NULL OR i.last_year >= $2) DESC, i.first_year DESC`,
        [leagueId, year],
      );
      this.byYear.set(key, ids);
    }
    return ids;
  }

  /**
   * By the full name (place and nickname), then the place alone for a school, then the abbreviation: the first rule
   * that names exactly one team decides. Null when none does (the game is skipped and logged).
   */
  async match(leagueId: number, year: number, t: FeedTeam): Promise<TeamMatch | null> {
    const ids = await this.identities(leagueId, year);
    const full = norm(t.displayName) || norm(`${t.location ?? ''}${t.nickname ?? ''}`);
    const rules: ((i: Identity) => boolean)[] = [
      (i) => !!full && (norm(i.name) === full || norm(`${i.city ?? ''}${i.nickname ?? ''}`) === full),
      (i) => !!t.location && norm(i.name) === norm(t.location),
      (i) => !!t.abbreviation && norm(i.abbreviation) === norm(t.abbreviation),
    ];
    for (const rule of rules) {
      const hits = ids.filter(rule);
      if (hits.length === 1) {
        const i = hits[0];
        return {
          teamId: i.team_id,
          teamSlug: i.team_slug,
          name: i.name,
          abbreviation: i.abbreviation,
          slugPart: (i.abbreviation ?? i.team_slug).toLowerCase(),
        };
      }
    }
    return null;
  }
}

/** A season the feeds own lists every team that plays in it: a team new to it gets its row (0-0 until counted). */
export async function ensureTeamSeason(tx: Queryable, seasonId: number, team: TeamMatch, sourceId: number) {
  await tx.query(
    `INSERT INTO team_seasons (team_id, season_id, name, abbreviation, conference_id, division_id, games_played, wins,
                               losses, ties, ot_losses, points, derived_from_games, source_id)
     SELECT $1, $2, $3, $4, last.conference_id, last.division_id, 0, 0, 0, 0, 0, 0, TRUE, $5
       FROM (SELECT 1) one
       LEFT JOIN LATERAL (SELECT conference_id, division_id FROM team_seasons x JOIN seasons s ON s.id = x.season_id
                           WHERE x.team_id = $1 ORDER BY s.start_year DESC LIMIT 1) last ON TRUE
      WHERE NOT EXISTS (SELECT 1 FROM team_seasons WHERE team_id = $1 AND season_id = $2)`,
    [team.teamId, seasonId, team.name, team.abbreviation, sourceId],
  );
}
