// Players and coaches: list filters, one by slug, and the raw rows the mappers turn into contract objects.
import type { PageRequest } from '../http/paging';
import type { QueryOptions, Sql } from '../plugins/db';
import { onCacheClear } from '../plugins/response-cache';
import { jsonRows } from '../shared/json-rows';
import { containsPattern, pagedQuery, type ListQuery } from '../shared/paged-query';
import type { Scope } from '../shared/scope';
import { borne } from '../shared/borne-name';
import { latestNote } from '../shared/latest-note';
import { Params, inLeagues, leagueJoin, scopeColumns, isId } from '../shared/sql';
import type {
  CoachSeasonLine,
  CoachStatus,
  PlayerSeasonLine,
  PlayerStatus,
  PlayerTitle,
} from '@trophy-room/contract';
import {
  toCoachSeasonLine,
  toPlayerSeasonLine,
  toPlayerTitle,
  toStintRow,
  type CoachRow,
  type CoachSeasonLineRow,
  type PlayerRow,
  type PlayerSeasonLineRow,
  type PlayerTitleRow,
  type StintTuple,
} from './mappers';
import { awardsOf, personJson, seasonIds, teamJson } from './sql';
import { coachTeamSeasons, playerTitlesOf, titlesOf } from '../shared/titles';
import { coverageModel, type CoverageModel } from './coverage-model';
import { careerSpanHas } from '@trophy-room/db';

export interface PeopleFilter extends Scope {
  search?: string;
  position?: string;
  teamId?: number;
  active?: boolean;
  rookies?: boolean;
  headCoaches?: boolean;
  status?: PlayerStatus | CoachStatus;
}

/**
 * The season whose name the draft team bore at the draft: basketball and hockey draft in June, after the season that
 * ends that year (Westbrook, 2008: the 2007-08 Seattle SuperSonics; Chris Paul, 2005: the 2004-05 New Orleans
 * Hornets); football and baseball draft before or during the season of the draft year.
 */
const draftSeason = `(pl.draft_year - CASE WHEN (SELECT sp.slug FROM leagues dl JOIN sports sp ON sp.id = dl.sport_id
  WHERE dl.id = pl.league_id) IN ('basketball', 'hockey') THEN 1 ELSE 0 END)`;

/** What leagueJoin's inner joins (on foreign keys) keep of pl.league_id, as a filter: a league with a sport and a level. */
const joinedLeague =
  'pl.league_id IN (SELECT id FROM leagues WHERE sport_id IS NOT NULL AND level_id IS NOT NULL)';

/** Statuses the sources cannot support (no injuries, no reason a tenure ended): they match nobody. */
const UNRECORDED = new Set(['injured', 'fired', 'resigned']);

/**
 * The players whose ids `ids` gives (SQL for an int[]), every detail of each: their lines, roster rows, titles and
 * awards gathered for all of them at once (a page of 500 players is a few set-based passes, not 500 lookups of each).
 */
const playerDetails = (ids: string) => `WITH
  -- Every line and roster row of these players, with its season's year (none when the season is unknown).
  lines AS MATERIALIZED (SELECT ps.player_id, ps.season_id, ps.team_id, ps.stint, COALESCE(ps.is_postseason, FALSE) AS post, ps.is_postseason,
      ps.games_played, ps.games_started, ps.source_id, s.id AS s_id, s.start_year,
      -- A line of no game and no figure (Peyton Manning's 2011, on the roster, injured all season) is no season played.
      (COALESCE(ps.games_played, 0) = 0 AND (ps.stats IS NULL OR ps.stats = '{}'::jsonb)) AS empty
    FROM player_seasons ps LEFT JOIN seasons s ON s.id = ps.season_id WHERE ps.player_id = ANY(${ids})),
  rosters AS MATERIALIZED (SELECT re.player_id, re.season_id, re.team_id, s.id AS s_id, s.start_year
    FROM roster_entries re LEFT JOIN seasons s ON s.id = re.season_id WHERE re.player_id = ANY(${ids})),
  -- His team in his latest season in the data: the last stint when he moved during it; where the season's line sums
  -- his teams (no team: a trade, as Pro-Football-Reference's "2TM" line) and only the rosters name them, the one he
  -- was not with the season before (Jerry Rice's 2004: the Raiders, then Seattle).
  -- Only his rows of that latest season are ordered (the rest cannot come first: the latest year leads the order, a
  -- season without a year before it), not every row of his career with its tests.
  cur AS (SELECT DISTINCT ON (player_id) player_id, team_id, start_year
    FROM (SELECT u.*, max(u.start_year) OVER (PARTITION BY u.player_id) AS latest
      FROM (SELECT player_id, team_id, start_year, stint FROM lines WHERE s_id IS NOT NULL
        UNION ALL SELECT player_id, team_id, start_year, NULL FROM rosters WHERE s_id IS NOT NULL) u) x
    WHERE start_year IS NULL OR start_year = latest
    ORDER BY player_id, start_year DESC, team_id IS NULL, stint DESC NULLS LAST,
      EXISTS (SELECT 1 FROM rosters b WHERE b.player_id = x.player_id AND b.team_id = x.team_id
        AND b.start_year = x.start_year - 1), team_id DESC),
  -- Seasons played: with a stat line or on a roster (NFL players before the stat files have only roster rows).
  played AS (SELECT player_id, count(*)::int AS n, json_agg(start_year) FILTER (WHERE start_year IS NOT NULL) AS years
    FROM (SELECT player_id, season_id, start_year FROM lines
      UNION SELECT player_id, season_id, start_year FROM rosters) x GROUP BY player_id),
  -- Games and starts: the regular-season lines, the rows the page's season table shows (their totals, each key's
  -- numbers summed, are player_totals', derived at load).
  agg AS (SELECT player_id, sum(games_played)::int AS games_played, sum(games_started)::int AS games_started
    FROM lines WHERE NOT post GROUP BY player_id),
  -- The seasons those lines span, and the source of the last.
  sp AS (SELECT player_id, min(start_year) AS first_year, max(start_year) AS last_year, count(DISTINCT s_id)::int AS n,
      json_agg(DISTINCT start_year) AS years,
      (array_agg(source_id ORDER BY start_year DESC))[1] AS last_source
    FROM lines WHERE NOT post AND s_id IS NOT NULL AND NOT empty GROUP BY player_id),
  -- Seasons whose only regular-season lines are empty: no season played.
  idle AS (SELECT player_id, json_agg(start_year) AS years FROM (SELECT player_id, start_year FROM lines
      WHERE NOT post AND s_id IS NOT NULL GROUP BY player_id, start_year HAVING bool_and(empty)) x GROUP BY player_id),
  -- His titles by the title-credit rule, over his lines and roster rows read above.
  titles AS (SELECT owner_id, count(*)::int AS n FROM (${playerTitlesOf(ids, { lines: 'lines', rosters: 'rosters' })}) t GROUP BY owner_id),
  aw AS (${awardsOf(`SELECT person_id FROM players WHERE id = ANY(${ids})`)})
SELECT pl.id, pl.slug, ${personJson('pe', 'pl.is_active')} AS person, pl.jersey_number, pl.primary_position, ${scopeColumns()},
  ${teamJson('ct')} AS current_team, pl.first_year, pl.last_year, pl.draft_year, pl.draft_round, pl.draft_pick,
  -- Names as they were: the draft team as named at the draft, his last team as named in his last season.
  CASE WHEN dt.id IS NULL THEN NULL ELSE json_build_object('id', dt.id, 'slug', dt.slug, 'name', ${borne('dt', draftSeason)}) END AS draft_team,
  CASE WHEN ct.id IS NULL THEN NULL ELSE json_build_object('id', ct.id, 'slug', ct.slug, 'name', ${borne('ct', 'cur.start_year')},
    'season_year', cur.start_year) END AS last_team, cur.start_year AS last_season_year,
  pl.career, COALESCE(played.n, 0) AS seasons, agg.games_played, agg.games_started, totals.totals,
  COALESCE(aw.awards, '[]'::json) AS awards,
  sp.first_year AS lines_first_year, sp.last_year AS lines_last_year, COALESCE(sp.n, 0) AS lines_seasons,
  sp.years AS lines_years, played.years AS played_years, idle.years AS idle_years,
  src.name AS source_name, src.notes AS source_notes, ll.latest AS league_latest_lines,
  ${latestNote('sp.last_year', 'pl.league_id', 'lsrc', 'player_seasons')} AS latest_note,
  COALESCE(titles.n, 0) AS championships_won,
  COALESCE(pl.is_active, FALSE) AS is_active, COALESCE(pl.hall_of_fame, FALSE) AS hall_of_fame, pl.bats, pl.throws, pl.shoots
FROM players pl JOIN people pe ON pe.id = pl.person_id ${leagueJoin('pl.league_id')}
  LEFT JOIN teams dt ON dt.id = pl.draft_team_id
  LEFT JOIN cur ON cur.player_id = pl.id
  -- A current team only for an active player: a retired player has a last team, not a current one.
  LEFT JOIN teams ct ON ct.id = cur.team_id
  LEFT JOIN sources src ON src.id = pl.source_id
  LEFT JOIN played ON played.player_id = pl.id
  LEFT JOIN agg ON agg.player_id = pl.id
  LEFT JOIN player_totals totals ON totals.player_id = pl.id
  LEFT JOIN sp ON sp.player_id = pl.id
  LEFT JOIN idle ON idle.player_id = pl.id
  LEFT JOIN sources lsrc ON lsrc.id = sp.last_source
  LEFT JOIN titles ON titles.owner_id = pl.id
  LEFT JOIN aw ON aw.person_id = pe.id AND aw.league_id = pl.league_id
  -- The league's last season with lines (where its season-line sources end).
  LEFT JOIN LATERAL (SELECT dc.max_year AS latest FROM dataset_coverage dc WHERE dc.league = l.slug AND dc.table_name = 'player_seasons') ll ON TRUE
WHERE pl.id = ANY(${ids})`;

/**
 * Per league, as {league_id: {l, c}}: l, the latest season it has data for (games or standings) — "active" means a
 * stint in that season; c, the last season its coaching source reaches. When c is before l, a coach whose last stint
 * is in season c may or may not have coached on: his status after c is unknown rather than inactive.
 */
const coachLatestSql = `SELECT s.league_id, max(s.start_year) AS latest,
    (SELECT max(COALESCE(cs.end_year, cs.start_year)) FROM coach_stints cs JOIN coaches c ON c.id = cs.coach_id
      WHERE c.league_id = s.league_id) AS coached
  FROM seasons s WHERE s.games_count IS NOT NULL OR s.id IN (SELECT ts.season_id FROM team_seasons ts) GROUP BY s.league_id`;
/** One of those years for co.league_id, from the memoised map passed as a jsonb parameter. */
const leagueYear = (ph: string, key: 'l' | 'c') => `((${ph}::jsonb -> co.league_id::text) ->> '${key}')::int`;
const leagueLatest = (ph: string) => leagueYear(ph, 'l');

// Memoised per database (it only changes on import, like the counts): computing it is a scan of every stint.
let latestMemo = new WeakMap<Sql, Promise<string>>();
onCacheClear(() => (latestMemo = new WeakMap()));

/**
 * A stint's fields and the SQL of each: coachDetails writes a stint as the array of these values, in this order (the
 * order of mappers.ts's StintTuple).
 */
const STINT_FIELDS: [name: string, sql: string][] = [
  ['team_id', 't.id'],
  ['team_slug', 't.slug'],
  ['team_name', borne('t', 'cs.start_year')],
  ['start_year', 'cs.start_year'],
  ['end_year', 'cs.end_year'],
  ['title', 'cs.title'],
  ['is_head_coach', 'COALESCE(cs.is_head_coach, FALSE)'],
  ['wins', 'cs.wins'],
  ['losses', 'cs.losses'],
  ['ties', 'cs.ties'],
  ['ot_losses', 'cs.ot_losses'],
  ['playoff_wins', 'cs.playoff_wins'],
  ['playoff_losses', 'cs.playoff_losses'],
  // Postseasons reached: none without a playoff game; a season's stint with one is one; a span of seasons counts its
  // team's seasons with a playoff result; a career total without seasons cannot say (null).
  [
    'playoff_seasons',
    `CASE WHEN COALESCE(cs.playoff_wins, 0) + COALESCE(cs.playoff_losses, 0) = 0 THEN 0
      WHEN cs.start_year IS NULL THEN NULL
      WHEN COALESCE(cs.end_year, cs.start_year) = cs.start_year THEN 1
      ELSE (SELECT count(*)::int FROM team_seasons ts JOIN seasons ps ON ps.id = ts.season_id
             WHERE ts.team_id = cs.team_id AND ps.start_year BETWEEN cs.start_year AND cs.end_year
               AND ts.playoff_result IS NOT NULL) END`,
  ],
  // A season's stint whose team-season reached the postseason (playoffs or champion) and had no other head coach:
  // where the league's source gives no coaches' postseason W-L that season, his postseason reached (toCoach). OFFSET 0
  // keeps the EXISTS a probe of the (season_id, team_id) index per stint: as a hashed subplan it read every team
  // season of the dataset for a page (25 ms of the 200 coaches' statement).
  [
    'team_postseason',
    `cs.season_id IS NOT NULL AND COALESCE(cs.end_year, cs.start_year) = cs.start_year
      AND EXISTS (SELECT 1 FROM team_seasons ts WHERE ts.team_id = cs.team_id AND ts.season_id = cs.season_id
        AND ts.playoff_position IN ('playoffs', 'champion') OFFSET 0)
      AND NOT EXISTS (SELECT 1 FROM coach_stints o WHERE o.team_id = cs.team_id AND o.season_id = cs.season_id
        AND o.id <> cs.id AND o.is_head_coach)`,
  ],
];
/** A coachDetails row: its stints as STINT_FIELDS arrays. */
type CoachDetailRow = Omit<CoachRow, 'stints'> & { stints: StintTuple[] };
const withStints = (r: CoachDetailRow): CoachRow => ({ ...r, stints: r.stints.map(toStintRow) });

/**
 * The coaches whose ids `ids` gives (SQL for an int[]), every detail of each, their stints, titles and awards gathered
 * for all of them at once; `latest` is the placeholder of the memoised league map.
 */
const coachDetails = (ids: string, latest: string) => `WITH
  -- Each stint as an array of the STINT_FIELDS (no key names: a page of 200 coaches has about 1,500 stints).
  stints AS (SELECT cs.coach_id, json_agg(json_build_array(${STINT_FIELDS.map(([, sql]) => sql).join(', ')})
      ORDER BY cs.start_year NULLS FIRST, cs.id) AS stints
    FROM coach_stints cs LEFT JOIN teams t ON t.id = cs.team_id WHERE cs.coach_id = ANY(${ids}) GROUP BY cs.coach_id),
  -- A season missing between two of his seasons with one team, in which no one's stint coached that team: a season
  -- of his tenure his source lacks (UCLA's 1950-51 under Wooden), not one he sat out (Phil Jackson's 2004-05). Each
  -- test a probe of an index per stint (OFFSET 0: as hashed subplans they read every stint of the dataset, twice).
  gaps AS (SELECT cs.coach_id, json_agg(DISTINCT cs.start_year - 1) AS years
    FROM coach_stints cs WHERE cs.coach_id = ANY(${ids}) AND cs.team_id IS NOT NULL
      AND EXISTS (SELECT 1 FROM coach_stints b WHERE b.coach_id = cs.coach_id AND b.team_id = cs.team_id
        AND COALESCE(b.end_year, b.start_year) = cs.start_year - 2 OFFSET 0)
      AND NOT EXISTS (SELECT 1 FROM coach_stints o WHERE o.team_id = cs.team_id
        AND o.start_year <= cs.start_year - 1 AND COALESCE(o.end_year, o.start_year) >= cs.start_year - 1 OFFSET 0)
    GROUP BY cs.coach_id),
  -- The one ledger, each season once per league (an NFL Championship and the Super Bowl of one season are one title).
  titles AS (SELECT owner_id, count(*)::int AS n FROM (${titlesOf(coachTeamSeasons(ids))}) x GROUP BY owner_id),
  aw AS (${awardsOf(`SELECT person_id FROM coaches WHERE id = ANY(${ids})`)})
SELECT co.id, co.slug, ${personJson()} AS person, ${scopeColumns()}, COALESCE(aw.awards, '[]'::json) AS awards,
  COALESCE(stints.stints, '[]'::json) AS stints, COALESCE(gaps.years, '[]'::json) AS tenure_gaps,
  COALESCE(titles.n, 0) AS championships_won,
  CASE WHEN src.id IS NULL THEN NULL ELSE json_build_object('name', src.name, 'notes', src.notes) END AS source,
  ${leagueLatest(latest)} AS league_latest_year, ${leagueYear(latest, 'c')} AS league_coached_year
FROM coaches co JOIN people pe ON pe.id = co.person_id ${leagueJoin('co.league_id')}
  LEFT JOIN stints ON stints.coach_id = co.id
  LEFT JOIN gaps ON gaps.coach_id = co.id
  LEFT JOIN titles ON titles.owner_id = co.id
  LEFT JOIN aw ON aw.person_id = pe.id AND aw.league_id = co.league_id
  LEFT JOIN sources src ON src.id = co.source_id
WHERE co.id = ANY(${ids})`;

/**
 * The details statements joined in their written order (each CTE joined to the page's players or coaches by id): in
 * PGlite the planner's search of the players statement's 18 relations took 10 ms of a page of 200 MLB players'
 * 50 (7 in the written order), the coaches statement's 8 (5).
 */
const DETAILS: QueryOptions = { fixedJoinOrder: true };

export class PeopleRepository {
  constructor(private readonly sql: Sql) {}

  /** The coverage model (memoised): which seasons each figure of each league is held for. */
  coverage(): Promise<CoverageModel> {
    return coverageModel(this.sql);
  }

  players(f: PeopleFilter, page: PageRequest) {
    const p = new Params();
    const where = [inLeagues(p, 'pl.league_id', f.leagueIds)];
    const s = f.season !== null ? p.add(f.season) : null;
    if (s !== null) {
      where.push(
        f.rookies
          ? `COALESCE(pl.first_year, pl.draft_year + 1) = ${s}`
          : // Played that season: a line or a roster row of his in a season of that year, or the year within his
            // career span. The lines and rows outside his span are the loader's player_extra_seasons (career-spans.ts
            // of @trophy-room/db): the span, or one of those.
            `(${careerSpanHas('pl', s)} OR pl.id IN (SELECT x.player_id FROM player_extra_seasons x WHERE x.start_year = ${s}))`,
      );
    } else if (f.rookies) {
      where.push(
        // Each league's latest season with games, as one set (not a lookup per player).
        `(pl.league_id, COALESCE(pl.first_year, pl.draft_year + 1)) IN (SELECT league_id, max(start_year) FROM seasons
          WHERE games_count IS NOT NULL GROUP BY league_id)`,
      );
    }
    if (f.active || f.status === 'active') where.push('pl.is_active');
    if (f.status === 'inactive' || f.status === 'retired') where.push('NOT COALESCE(pl.is_active, FALSE)');
    if (f.status && UNRECORDED.has(f.status)) where.push('FALSE');
    if (f.search) where.push(`pe.full_name ILIKE ${p.add(containsPattern(f.search))}`);
    if (f.position) where.push(`upper(pl.primary_position) = upper(${p.add(f.position)})`);
    if (f.teamId !== undefined) {
      const t = p.add(f.teamId);
      const inSeason = s !== null ? ` AND season_id IN ${seasonIds(s)}` : '';
      where.push(`(pl.id IN (SELECT player_id FROM player_seasons WHERE team_id = ${t}${inSeason})
        OR pl.id IN (SELECT player_id FROM roster_entries WHERE team_id = ${t}${inSeason}))`);
    }
    // With a season, the page is that season's players (a few thousand at most, of all the scope's): their names are
    // looked up one by one (OFFSET 0 keeps the lookup a probe of the people index per player), not by reading all
    // 70,000 people into a hash as the planner's estimate of the filter chose (MLB 2023's page: 24 -> 13 ms).
    const people =
      s !== null
        ? 'CROSS JOIN LATERAL (SELECT p.last_name, p.first_name, p.full_name FROM people p WHERE p.id = pl.person_id OFFSET 0) pe'
        : 'JOIN people pe ON pe.id = pl.person_id';
    const from = `FROM players pl ${people} ${leagueJoin('pl.league_id')} WHERE ${where.join(' AND ')}`;
    // The count without the joins unless the search needs the name: the same rows (each join is on a foreign key, so
    // it only drops a player without a person or league, or a league without a sport or level), at about a third
    // less CPU for MLB 2023 (no pass over all 66,000 people).
    const countFrom = f.search
      ? undefined
      : `FROM players pl WHERE pl.person_id IS NOT NULL AND ${joinedLeague} AND ${where.join(' AND ')}`;
    return this.pageWithDetails<PlayerRow>(
      'player_details',
      playerDetails('$1::int[]'),
      { select: 'pl.id', from, countFrom, orderBy: 'pe.last_name, pe.first_name, pl.id' },
      p,
      page,
    );
  }

  async player(slug: string): Promise<PlayerRow | undefined> {
    const byId = isId(slug);
    const rows = await this.sql.query<PlayerRow>(
      playerDetails(byId ? 'ARRAY[$1::int]' : 'ARRAY(SELECT id FROM players WHERE slug = $1)'),
      [byId ? Number(slug) : slug],
      DETAILS,
    );
    return rows[0];
  }

  async playerSeasons(playerId: number): Promise<PlayerSeasonLine[]> {
    const rows = await this.sql.query<PlayerSeasonLineRow>(
      `SELECT json_build_object('id', s.id, 'start_year', s.start_year, 'name', s.name) AS season,
              CASE WHEN t.id IS NULL THEN NULL ELSE json_build_object('id', t.id, 'slug', t.slug, 'name', ${borne('t', 's.start_year', 'name', 's.id')},
                'abbreviation', ${borne('t', 's.start_year', 'abbreviation', 's.id')}) END AS team,
              CASE WHEN ps.team_id IS NULL THEN (SELECT json_agg(json_build_object('id', rt.id, 'slug', rt.slug,
                  'name', ${borne('rt', 's.start_year', 'name', 's.id')},
                  'abbreviation', ${borne('rt', 's.start_year', 'abbreviation', 's.id')})
                  -- His team of the season before first (he moved from it), as the last-team rule reads them.
                  ORDER BY EXISTS (SELECT 1 FROM roster_entries pr JOIN seasons pse ON pse.id = pr.season_id
                    WHERE pr.player_id = ps.player_id AND pr.team_id = rt.id AND pse.league_id = s.league_id
                      AND pse.start_year = s.start_year - 1) DESC, rt.id)
                FROM roster_entries re JOIN teams rt ON rt.id = re.team_id
                WHERE re.player_id = ps.player_id AND re.season_id = ps.season_id) END AS teams,
              COALESCE(ps.is_postseason, FALSE) AS is_postseason, ps.games_played, ps.games_started, ps.stats
         FROM player_seasons ps JOIN seasons s ON s.id = ps.season_id LEFT JOIN teams t ON t.id = ps.team_id
        WHERE ps.player_id = $1 ORDER BY s.start_year, ps.is_postseason, ps.stint`,
      [playerId],
    );
    return rows.map(toPlayerSeasonLine);
  }

  /** The ledger's championships credited to him by the title-credit rule, once a season, each naming its rule. */
  async playerTitles(playerId: number): Promise<PlayerTitle[]> {
    const rows = await this.sql.query<PlayerTitleRow>(
      `SELECT json_build_object('slug', s.slug, 'name', s.name, 'start_year', s.start_year) AS season,
              json_build_object('id', t.id, 'slug', t.slug, 'name', ${borne('t', 's.start_year', 'name', 's.id')}) AS team, w.title_year,
              w.credited_by
         FROM (${playerTitlesOf('ARRAY[$1::int]')}) w JOIN seasons s ON s.id = w.season_id JOIN teams t ON t.id = w.team_id
        ORDER BY s.start_year`,
      [playerId],
    );
    return rows.map(toPlayerTitle);
  }

  /**
   * A coach's record season by season (stints with a season; NFL and college football have career totals only); a
   * season's title mark by the one rule his title count follows (titlesOf: a vacated title or one his successor that
   * season coached the postseason of is not his).
   */
  async coachSeasons(coachId: number): Promise<CoachSeasonLine[]> {
    const rows = await this.sql.query<CoachSeasonLineRow>(
      `WITH won AS (${titlesOf(coachTeamSeasons('ARRAY[$1::int]'))})
       SELECT json_build_object('slug', s.slug, 'name', s.name, 'start_year', s.start_year) AS season,
              CASE WHEN t.id IS NULL THEN NULL ELSE json_build_object('id', t.id, 'slug', t.slug, 'name', ${borne('t', 's.start_year', 'name', 's.id')}) END AS team,
              COALESCE(cs.title, 'Coach') AS title, COALESCE(cs.is_head_coach, FALSE) AS is_head_coach,
              cs.wins, cs.losses, cs.ties, cs.ot_losses, cs.playoff_wins, cs.playoff_losses,
              EXISTS (SELECT 1 FROM won WHERE won.season_id = s.id AND won.team_id = t.id) AS won_title
         FROM coach_stints cs JOIN seasons s ON s.id = cs.season_id LEFT JOIN teams t ON t.id = cs.team_id
        WHERE cs.coach_id = $1 ORDER BY s.start_year, cs.id`,
      [coachId],
    );
    return rows.map(toCoachSeasonLine);
  }

  coaches(f: PeopleFilter, page: PageRequest) {
    return this.withLatest(async (latestMap) => {
      const p = new Params();
      const where = [inLeagues(p, 'co.league_id', f.leagueIds)];
      const stint: string[] = [];
      if (f.season !== null) {
        const s = p.add(f.season);
        stint.push(`cs.start_year <= ${s} AND COALESCE(cs.end_year, cs.start_year) >= ${s}`);
      }
      if (f.headCoaches) stint.push('cs.is_head_coach');
      if (f.teamId !== undefined) stint.push(`cs.team_id = ${p.add(f.teamId)}`);
      // Active: a stint in the latest season the league's coaching source covers.
      const active = f.active || f.status === 'active';
      if (active) stint.push(`COALESCE(cs.end_year, cs.start_year) >= ${leagueLatest(p.add(latestMap))}`);
      if (f.status === 'interim') stint.push(`cs.title ILIKE '%interim%'`);
      // Inactive: known to be — no stint in the latest season, nor in the last season of a coaching source that
      // ends before it (his status after that season is unknown).
      if (f.status === 'inactive' || f.status === 'retired') {
        const m = p.add(latestMap);
        where.push(`co.id NOT IN (SELECT cs.coach_id FROM coach_stints cs JOIN coaches co ON co.id = cs.coach_id
          WHERE COALESCE(cs.end_year, cs.start_year) >= least(${leagueLatest(m)}, ${leagueYear(m, 'c')}))`);
      }
      if (f.status && UNRECORDED.has(f.status)) where.push('FALSE');
      // The coaches with a matching stint as a set (few rows), not a probe per coach in name order.
      if (stint.length)
        where.push(
          `co.id IN (SELECT cs.coach_id FROM coach_stints cs ${active ? 'JOIN coaches co ON co.id = cs.coach_id' : ''} WHERE ${stint.join(' AND ')})`,
        );
      if (f.search) where.push(`pe.full_name ILIKE ${p.add(containsPattern(f.search))}`);
      const from = `FROM coaches co JOIN people pe ON pe.id = co.person_id ${leagueJoin('co.league_id')} WHERE ${where.join(' AND ')}`;
      const { count, rows } = await this.pageWithDetails<CoachDetailRow>(
        'coach_details',
        coachDetails('$1::int[]', '$2'),
        { select: 'co.id', from, orderBy: 'pe.last_name, pe.first_name, co.id' },
        p,
        page,
        [latestMap],
      );
      return { count, rows: rows.map(withStints) };
    });
  }

  coach(slug: string): Promise<CoachRow | undefined> {
    return this.withLatest(async (latestMap) => {
      const byId = isId(slug);
      const rows = await this.sql.query<CoachDetailRow>(
        coachDetails(byId ? 'ARRAY[$1::int]' : 'ARRAY(SELECT id FROM coaches WHERE slug = $1)', '$2'),
        [byId ? Number(slug) : slug, latestMap],
        DETAILS,
      );
      return rows[0] && withStints(rows[0]);
    });
  }

  /** One page of the slugs of the players (or coaches) in the leagues, in id order: an index scan, no details. */
  slugs(table: 'players' | 'coaches', leagueIds: number[] | null, page: PageRequest) {
    const p = new Params();
    const from = `FROM ${table} x WHERE ${inLeagues(p, 'x.league_id', leagueIds)}`;
    return pagedQuery<{ slug: string }>(this.sql, { select: 'x.slug', from, orderBy: 'x.id' }, p, page);
  }

  /** Runs fn with the memoised {league_id: {l: latest, c: coached}} map (as JSON text for a jsonb parameter). */
  private async withLatest<T>(fn: (latestMap: string) => Promise<T>): Promise<T> {
    let m = latestMemo.get(this.sql);
    if (!m) {
      const memo = this.sql
        .query<{ league_id: number; latest: number | null; coached: number | null }>(coachLatestSql)
        .then((rows) =>
          JSON.stringify(Object.fromEntries(rows.map((r) => [r.league_id, { l: r.latest, c: r.coached }]))),
        );
      latestMemo.set(this.sql, memo);
      memo.catch(() => latestMemo.delete(this.sql));
      m = memo;
    }
    return fn(await m);
  }

  /**
   * Pages the ids cheaply, then loads the heavy rows for that page only (in page order), by the details statement
   * prepared as `name`.
   */
  private async pageWithDetails<T extends { id: number }>(
    name: string,
    detailSql: string,
    list: ListQuery,
    p: Params,
    page: PageRequest,
    extra: unknown[] = [],
  ) {
    const { count, rows } = await pagedQuery<{ id: number }>(this.sql, list, p, page);
    if (!rows.length) return { count, rows: [] as T[] };
    const ids = rows.map((r) => r.id);
    // As one JSON text (shared/json-rows.ts): a page of 200 players' 40 columns (their careers and totals as JSON)
    // decoded field by field cost the client about as much as the statement.
    // Prepared under its name (its parameters are the page's ids and the memoised league map, never a client's text).
    const details = await jsonRows<T>(this.sql, detailSql, [ids, ...extra], { ...DETAILS, prepared: name });
    const byId = new Map(details.map((d) => [d.id, d]));
    return { count, rows: ids.map((id) => byId.get(id)!).filter(Boolean) };
  }
}
