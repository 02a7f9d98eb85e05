// The dataset contract: every table the pipeline (tools/dataset) writes, its columns in order, and how rows
// reference each other. Source modules add rows with string keys; references hold the referenced row's key. The
// writer sorts each table by key, assigns integer ids 1..n, replaces each reference by `<column>_id`, and writes
// data/<table>.csv.gz. It lives here, in libs/db, so the dependency runs one way (tools/dataset → libs/db):
// scripts/generate-schema.ts generates src/schema.ts (and so the migrations) from it, and tools/dataset/src/model.ts
// re-exports it for the pipeline.

export type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
/** A scalar cell; undefined/null is written as SQL NULL. */
export type Cell = string | number | boolean | null | undefined | Json;

/** Column kinds. `ref:<table>` columns hold a key of that table and become `<column>_id` integers. */
export type ColumnKind = 'text' | 'int' | 'real' | 'bool' | 'date' | 'json' | `ref:${TableName}`;

export const tables = {
  sources: { name: 'text', url: 'text', licence: 'text', attribution: 'text', notes: 'text' },
  sports: { slug: 'text', name: 'text', abbreviation: 'text' },
  levels: { slug: 'text', name: 'text' },
  /** data_as_of: the latest date the league's data reaches (newest final game or championship final). */
  leagues: {
    slug: 'text',
    name: 'text',
    abbreviation: 'text',
    sport: 'ref:sports',
    level: 'ref:levels',
    source: 'ref:sources',
    data_as_of: 'date',
  },
  conferences: {
    slug: 'text',
    name: 'text',
    abbreviation: 'text',
    league: 'ref:leagues',
    source: 'ref:sources',
  },
  divisions: {
    slug: 'text',
    name: 'text',
    league: 'ref:leagues',
    conference: 'ref:conferences',
    source: 'ref:sources',
  },
  venues: {
    slug: 'text',
    name: 'text',
    city: 'text',
    state: 'text',
    country: 'text',
    capacity: 'int',
    opened_year: 'int',
    closed_year: 'int',
    source: 'ref:sources',
  },
  /** A team is a franchise (or a college program): one history across renames and relocations. */
  teams: {
    slug: 'text',
    league: 'ref:leagues',
    name: 'text',
    city: 'text',
    nickname: 'text',
    state: 'text',
    country: 'text',
    abbreviation: 'text',
    short_name: 'text',
    founded_year: 'int',
    last_year: 'int',
    is_active: 'bool',
    home_venue: 'ref:venues',
    conference: 'ref:conferences',
    division: 'ref:divisions',
    source: 'ref:sources',
  },
  /** Lineage: the names, cities and abbreviations a team has carried, with the years of each. */
  team_identities: {
    team: 'ref:teams',
    first_year: 'int',
    last_year: 'int',
    name: 'text',
    city: 'text',
    nickname: 'text',
    abbreviation: 'text',
    source: 'ref:sources',
  },
  /** start_year is the year the season starts (NBA 2024-25 → 2024, NFL 2024 (SB in Feb 2025) → 2024). */
  seasons: {
    slug: 'text',
    league: 'ref:leagues',
    start_year: 'int',
    end_year: 'int',
    name: 'text',
    regular_season_start: 'date',
    regular_season_end: 'date',
    playoffs_start: 'date',
    playoffs_end: 'date',
    teams_count: 'int',
    games_count: 'int',
    regular_season_games: 'int',
    playoffs_format: 'text',
    champion_team: 'ref:teams',
    source: 'ref:sources',
    coverage_notes: 'json',
  },
  /**
   * first_year/last_year are title years (see championship_results.title_year); last_year is set only for a
   * discontinued title, whose ended_note says when and why it ended and successor_slug names the championship that
   * followed it. missing_note says which recent final is not in the data, and why. (Columns added by a migration
   * come last.)
   */
  championships: {
    slug: 'text',
    league: 'ref:leagues',
    name: 'text',
    official_name: 'text',
    description: 'text',
    trophy_name: 'text',
    first_year: 'int',
    last_year: 'int',
    format: 'text',
    source: 'ref:sources',
    ended_note: 'text',
    successor_slug: 'text',
    missing_note: 'text',
  },
  /**
   * One row per edition. year = season start_year; title_year = the label fans of the sport give the title
   * (football and baseball: the season's year; basketball and hockey: the year the season ends), set by the
   * pipeline's one title-year rule. Series results in series_result ("4-2"). vacated_note: set when the
   * governing body vacated the title (the result stays, shown as vacated with the note, and is not counted).
   * era_note: set on a title won before the league existed (the pre-NHL Stanley Cups), which is shown as such.
   */
  championship_results: {
    championship: 'ref:championships',
    season: 'ref:seasons',
    year: 'int',
    edition: 'text',
    winner_team: 'ref:teams',
    runner_up_team: 'ref:teams',
    winner_name: 'text',
    runner_up_name: 'text',
    winner_score: 'int',
    runner_up_score: 'int',
    series_result: 'text',
    overtime: 'text',
    game_date: 'date',
    venue: 'ref:venues',
    venue_name: 'text',
    city: 'text',
    state: 'text',
    mvp_name: 'text',
    mvp_person: 'ref:people',
    winner_coach_name: 'text',
    winner_record: 'text',
    notes: 'text',
    source: 'ref:sources',
    title_year: 'int',
    vacated_note: 'text',
    era_note: 'text',
  },
  /**
   * status: final | scheduled | postponed | cancelled. overtime: null | 'OT' | '2OT' … | 'SO'; baseball: an
   * extra-inning game's innings ('10', '26'). Head coaches, starting quarterbacks, roof, surface, temperature (°F), wind (mph) and referee as the source gives them for the
   * game (NFL 2000 onward); columns added by a migration come last.
   */
  games: {
    slug: 'text',
    league: 'ref:leagues',
    season: 'ref:seasons',
    game_date: 'date',
    game_time: 'text',
    home_team: 'ref:teams',
    away_team: 'ref:teams',
    home_score: 'int',
    away_score: 'int',
    status: 'text',
    overtime: 'text',
    is_playoff: 'bool',
    is_neutral: 'bool',
    round: 'text',
    week: 'text',
    venue: 'ref:venues',
    venue_name: 'text',
    attendance: 'int',
    championship: 'ref:championships',
    source: 'ref:sources',
    home_coach: 'text',
    away_coach: 'text',
    home_qb: 'text',
    away_qb: 'text',
    roof: 'text',
    surface: 'text',
    temperature: 'int',
    wind: 'int',
    referee: 'text',
  },
  /**
   * Standings row per team-season; conference/division here record membership for that season; venue and
   * venue_name the home venue that season, under its name then (null where the sources do not say).
   */
  team_seasons: {
    team: 'ref:teams',
    season: 'ref:seasons',
    name: 'text',
    abbreviation: 'text',
    conference: 'ref:conferences',
    division: 'ref:divisions',
    games_played: 'int',
    wins: 'int',
    losses: 'int',
    ties: 'int',
    ot_losses: 'int',
    points: 'int',
    win_percentage: 'real',
    games_behind: 'real',
    rank: 'int',
    points_for: 'int',
    points_against: 'int',
    home_record: 'text',
    away_record: 'text',
    division_record: 'text',
    conference_record: 'text',
    streak: 'text',
    playoff_result: 'text',
    playoff_position: 'text',
    is_champion: 'bool',
    head_coach_name: 'text',
    stats: 'json',
    derived_from_games: 'bool',
    source: 'ref:sources',
    venue: 'ref:venues',
    venue_name: 'text',
  },
  people: {
    slug: 'text',
    first_name: 'text',
    last_name: 'text',
    full_name: 'text',
    birth_date: 'date',
    birth_year: 'int',
    birth_city: 'text',
    birth_state: 'text',
    birth_country: 'text',
    death_date: 'date',
    height_inches: 'int',
    weight_pounds: 'int',
    college: 'text',
    source: 'ref:sources',
  },
  players: {
    slug: 'text',
    person: 'ref:people',
    league: 'ref:leagues',
    primary_position: 'text',
    jersey_number: 'text',
    draft_year: 'int',
    draft_round: 'int',
    draft_pick: 'int',
    draft_team: 'ref:teams',
    first_year: 'int',
    last_year: 'int',
    is_active: 'bool',
    hall_of_fame: 'bool',
    bats: 'text',
    throws: 'text',
    shoots: 'text',
    career: 'json',
    source: 'ref:sources',
  },
  /** stats: sport-specific totals, e.g. {"pts":2832,"trb":..} or {"ab":..,"h":..,"hr":..}. */
  player_seasons: {
    player: 'ref:players',
    season: 'ref:seasons',
    team: 'ref:teams',
    stint: 'int',
    is_postseason: 'bool',
    games_played: 'int',
    games_started: 'int',
    stats: 'json',
    source: 'ref:sources',
  },
  coaches: { slug: 'text', person: 'ref:people', league: 'ref:leagues', source: 'ref:sources' },
  coach_stints: {
    coach: 'ref:coaches',
    team: 'ref:teams',
    season: 'ref:seasons',
    start_year: 'int',
    end_year: 'int',
    title: 'text',
    is_head_coach: 'bool',
    games: 'int',
    wins: 'int',
    losses: 'int',
    ties: 'int',
    playoff_wins: 'int',
    playoff_losses: 'int',
    source: 'ref:sources',
    ot_losses: 'int',
  },
  roster_entries: {
    player: 'ref:players',
    team: 'ref:teams',
    season: 'ref:seasons',
    jersey_number: 'text',
    position: 'text',
    games: 'int',
    games_started: 'int',
    source: 'ref:sources',
  },
  awards: {
    slug: 'text',
    name: 'text',
    league: 'ref:leagues',
    year: 'int',
    season: 'ref:seasons',
    person: 'ref:people',
    team: 'ref:teams',
    recipient_name: 'text',
    notes: 'text',
    source: 'ref:sources',
  },
  /**
   * One row per postseason series as the series sources give it (Lahman's SeriesPost for MLB, the Hockey Databank's
   * for the NHL): no games, only the result. round is the source's code (WS, ALCS, NLDS1, SCF, QF ...), round_name
   * its name that season, stage the order of the round in that postseason (1 = first). decided_by: wins (games won,
   * ties counted apart), goals (a two-game total-goal series), default (a team that would not play), none (abandoned
   * or level at the end: no winner; winner/loser as the source lists them). Teams outside the league (the PCHA and WCHL in the
   * challenge-era Stanley Cup) have a name and league but no team. (Added by migration 0021.)
   */
  postseason_series: {
    league: 'ref:leagues',
    season: 'ref:seasons',
    year: 'int',
    round: 'text',
    round_name: 'text',
    stage: 'int',
    series_code: 'text',
    winner_team: 'ref:teams',
    loser_team: 'ref:teams',
    winner_name: 'text',
    loser_name: 'text',
    winner_league: 'text',
    loser_league: 'text',
    wins: 'int',
    losses: 'int',
    ties: 'int',
    winner_goals: 'int',
    loser_goals: 'int',
    decided_by: 'text',
    notes: 'text',
    source: 'ref:sources',
  },
  /**
   * A slug that was published once and has since changed (the pipeline's one slug rule): requests for the old slug
   * of a team, player or coach answer 301 with the new one. resource: teams | players | coaches. Written from
   * tools/dataset/hand/slug-redirects.csv. (Added by migration 0004.)
   */
  slug_redirects: {
    resource: 'text',
    old_slug: 'text',
    new_slug: 'text',
    reason: 'text',
  },
  /**
   * The coverage model: for one league, one figure (a stat group of the players' lines, coaches' records, team-season
   * venues, head-to-head meetings …) and one source, the seasons (start years) that source holds it for. A figure of
   * a person, team or pair is partial when the subject's span reaches beyond its seasons. (Added by migration 0026.)
   */
  figure_coverage: {
    league: 'ref:leagues',
    figure: 'text',
    source: 'ref:sources',
    first_year: 'int',
    last_year: 'int',
    seasons: 'json',
    note: 'text',
  },
  /**
   * The reconciliation report, one row per league and figure two or more sources give: how many subjects were
   * compared, how many agreed, disagreed, and how many disagreements have a stated reason; rule is the written
   * precedence. (Added by migration 0026.)
   */
  figure_checks: {
    league: 'ref:leagues',
    figure: 'text',
    name: 'text',
    rule: 'text',
    compared: 'int',
    agreed: 'int',
    disagreements: 'int',
    explained: 'int',
  },
  /**
   * Every disagreement between sources over one figure of one subject: the values each source gives (claims: a list
   * of {source, value, note}), the value kept by the figure's precedence and its source, and the stated reason
   * (null when none is known). (Added by migration 0026.)
   */
  reconciliations: {
    league: 'ref:leagues',
    figure: 'text',
    subject: 'text',
    label: 'text',
    claims: 'json',
    chosen_source: 'ref:sources',
    chosen_value: 'text',
    reason: 'text',
  },
  /**
   * The null audit: for a field a page shows (table and column), in one league and era (first to last season start
   * year), how many rows there are and how many leave it empty; note says why where no source holds it.
   * (Added by migration 0026.)
   */
  null_audit: {
    league: 'ref:leagues',
    table_name: 'text',
    field: 'text',
    era: 'text',
    first_year: 'int',
    last_year: 'int',
    rows: 'int',
    empty: 'int',
    note: 'text',
  },
  /**
   * Meetings of two teams in one season where the source gives their totals rather than the games (the Hockey
   * Databank's TeamVsTeam): games, wins, losses, ties and overtime losses of team against opponent, and the goals
   * or runs for and against. One row per ordered pair. (Added by migration 0026.)
   */
  team_meetings: {
    league: 'ref:leagues',
    season: 'ref:seasons',
    team: 'ref:teams',
    opponent: 'ref:teams',
    games: 'int',
    wins: 'int',
    losses: 'int',
    ties: 'int',
    ot_losses: 'int',
    points_for: 'int',
    points_against: 'int',
    is_postseason: 'bool',
    source: 'ref:sources',
  },
} as const;

export type TableName = keyof typeof tables;
// Checked here rather than with `satisfies` on the literal, which makes ColumnKind/TableName circular for tsc.
const checkTables: Record<string, Record<string, ColumnKind>> = tables;
void checkTables;
