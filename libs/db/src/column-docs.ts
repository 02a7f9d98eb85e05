// What every table and column of the dataset means: the data dictionary of /data and datapackage.json. It sits
// beside the table contract (tables.ts) and is typed by it, so a column added there without a description here
// does not compile (and column-docs.spec.ts checks every description is written).
import type { ColumnKind, TableName } from './tables';
import { tables } from './tables';

/** A column's meaning, and its unit where it has one. */
export interface ColumnDoc {
  description: string;
  unit?: string;
  /** A json column that holds a list (a Table Schema `array`), not an object. */
  list?: true;
}
type Doc = string | ColumnDoc;
type TableDocs = { [T in TableName]: { table: string; columns: { [C in keyof (typeof tables)[T]]: Doc } } };

const src = 'The source this row was read from (sources.id; see SOURCES.md)';
const seasonRef = 'The season (seasons.id)';
const leagueRef = 'The league (leagues.id)';
const teamRef = 'The team (teams.id)';
const years = (what: string): ColumnDoc => ({ description: what, unit: 'year' });

export const tableDocs: TableDocs = {
  sources: {
    table: 'The public sources the dataset was built from, with their licences and required attribution.',
    columns: {
      name: 'Name of the source',
      url: 'Where the source can be found',
      licence: 'The licence or terms the source states (or that none is stated)',
      attribution: 'The credit the source asks for when its data is used',
      notes: 'What the dataset takes from the source, and its known limits',
    },
  },
  sports: {
    table: 'The four sports.',
    columns: {
      slug: 'URL identifier, e.g. basketball',
      name: 'Name of the sport',
      abbreviation: 'Short name',
    },
  },
  levels: {
    table: 'Levels of play: professional and college (NCAA Division I).',
    columns: { slug: 'URL identifier, e.g. professional', name: 'Name of the level' },
  },
  leagues: {
    table:
      'The eight competitions: NFL, NBA, MLB, NHL and NCAA Division I football, basketball, baseball, hockey.',
    columns: {
      slug: 'URL identifier, e.g. nba',
      name: 'Name of the league',
      abbreviation: 'Short name, e.g. NBA',
      sport: 'The sport (sports.id)',
      level: 'The level of play (levels.id)',
      source: src,
      data_as_of: 'The latest date the league’s data reaches (newest final game or championship final)',
    },
  },
  conferences: {
    table: 'Conferences (professional conferences and leagues within a league, and college conferences).',
    columns: {
      slug: 'URL identifier',
      name: 'Name of the conference',
      abbreviation: 'Short name',
      league: leagueRef,
      source: src,
    },
  },
  divisions: {
    table: 'Divisions within a conference.',
    columns: {
      slug: 'URL identifier',
      name: 'Name of the division',
      league: leagueRef,
      conference: 'The conference it belongs to (conferences.id)',
      source: src,
    },
  },
  venues: {
    table: 'Stadiums, arenas and ballparks.',
    columns: {
      slug: 'URL identifier',
      name: 'Name of the venue (its current or last name; games carry the name of the day)',
      city: 'City',
      state: 'State or province code',
      country: 'Country code',
      capacity: { description: 'Seating capacity as the source gives it', unit: 'seats' },
      opened_year: years('Year the venue opened (or first used by the league, where the source says so)'),
      closed_year: years('Year the venue closed, if it has'),
      source: src,
    },
  },
  teams: {
    table: 'Franchises and college programs: one row per history, across renames and relocations.',
    columns: {
      slug: 'URL identifier',
      league: leagueRef,
      name: 'Current (or last) full name',
      city: 'Current (or last) city',
      nickname: 'Current (or last) nickname',
      state: 'State or province code',
      country: 'Country code',
      abbreviation: 'Current (or last) abbreviation',
      short_name: 'Short name used in tables',
      founded_year: years('First season year'),
      last_year: years('Last season year in the data'),
      is_active: 'Whether the team still plays',
      home_venue: 'Current (or last) home venue (venues.id)',
      conference: 'Current (or last) conference (conferences.id)',
      division: 'Current (or last) division (divisions.id)',
      source: src,
    },
  },
  team_identities: {
    table: 'Lineage: each name, city and abbreviation a team has carried, with its years.',
    columns: {
      team: teamRef,
      first_year: years('First season year under this identity'),
      last_year: years('Last season year under this identity'),
      name: 'Full name borne',
      city: 'City',
      nickname: 'Nickname',
      abbreviation: 'Abbreviation',
      source: src,
    },
  },
  seasons: {
    table: 'One row per league season.',
    columns: {
      slug: 'URL identifier, e.g. nba-2015-16',
      league: leagueRef,
      start_year: years(
        'Year the season starts (NBA 2015-16 → 2015; NFL 2016, Super Bowl in February 2017 → 2016)',
      ),
      end_year: years('Year the season ends'),
      name: 'Label of the season',
      regular_season_start: 'First day of the regular season',
      regular_season_end: 'Last day of the regular season',
      playoffs_start: 'First day of the postseason',
      playoffs_end: 'Last day of the postseason',
      teams_count: { description: 'Teams that played', unit: 'teams' },
      games_count: { description: 'Games in the data for the season', unit: 'games' },
      regular_season_games: { description: 'Scheduled regular-season games per team', unit: 'games' },
      playoffs_format: 'The postseason format in words',
      champion_team: 'The champion (teams.id)',
      source: src,
      coverage_notes:
        'Set when a source of the season stops early: per table (team_seasons, roster_entries, player_seasons), that source and how far it reaches',
    },
  },
  championships: {
    table:
      'The titles: Super Bowl, NBA Finals, World Series, Stanley Cup, the NCAA championships and predecessors.',
    columns: {
      slug: 'URL identifier',
      league: leagueRef,
      name: 'Name of the championship',
      official_name: 'Official name',
      description: 'What the championship is',
      trophy_name: 'Name of the trophy',
      first_year: years('First title year'),
      last_year: years('Last title year of a discontinued championship'),
      format: 'Format of the final (e.g. best-of-seven series)',
      source: src,
      ended_note: 'When and why a discontinued championship ended',
      successor_slug: 'The championship that followed it (championships.slug)',
      missing_note: 'Which recent final is not in the data, and why',
    },
  },
  championship_results: {
    table: 'One row per edition of a championship: winner, runner-up, score or series, venue and MVP.',
    columns: {
      championship: 'The championship (championships.id)',
      season: seasonRef,
      year: years('Season start year'),
      edition: 'Edition label, e.g. LI',
      winner_team: 'The winner (teams.id)',
      runner_up_team: 'The runner-up (teams.id)',
      winner_name: 'Winner’s name as borne that season',
      runner_up_name: 'Runner-up’s name as borne that season',
      winner_score: { description: 'Winner’s score in a one-game final', unit: 'points, runs or goals' },
      runner_up_score: {
        description: 'Runner-up’s score in a one-game final',
        unit: 'points, runs or goals',
      },
      series_result: 'Series result in games, winner first, e.g. 4-3',
      overtime: 'Overtime marker of a one-game final (OT, 2OT …)',
      game_date: 'Date of the final (the deciding game)',
      venue: 'Venue of the final (venues.id)',
      venue_name: 'Venue name of the day',
      city: 'City of the final',
      state: 'State or province of the final',
      mvp_name: 'Most valuable player of the final, as named',
      mvp_person: 'The MVP (people.id)',
      winner_coach_name: 'Winning head coach, as named',
      winner_record: 'Winner’s record that season, W-L(-T)',
      notes: 'Notes on the edition',
      source: src,
      title_year: years(
        'The year fans give the title (football, baseball: the season year; basketball, hockey: the year it ends)',
      ),
      vacated_note: 'Set when the governing body vacated the title: the title counts for no one',
      era_note: 'Set on a title won before the league existed (the Stanley Cups before the NHL)',
    },
  },
  games: {
    table:
      'Every game in the data: date, teams, score, status, venue, and for the NFL from 2000 the game details.',
    columns: {
      slug: 'URL identifier, e.g. nba-2016-06-19-cle-gsw',
      league: leagueRef,
      season: seasonRef,
      game_date: 'Date of the game (local)',
      game_time: 'Start time as the source gives it (local)',
      home_team: 'Home team (teams.id); at a neutral site, the team the source lists first',
      away_team: 'Away team (teams.id)',
      home_score: { description: 'Home team’s score', unit: 'points, runs or goals' },
      away_score: { description: 'Away team’s score', unit: 'points, runs or goals' },
      status: 'final, scheduled, postponed or cancelled',
      overtime:
        'Overtime marker: OT, 2OT …, or SO for a shootout; baseball: the innings of an extra-inning game (26)',
      is_playoff: 'A postseason game',
      is_neutral: 'Played at a neutral site',
      round: 'Postseason round, e.g. Stanley Cup Final',
      week: 'Week of the season (football)',
      venue: 'Venue (venues.id)',
      venue_name: 'Venue name of the day',
      attendance: { description: 'Attendance', unit: 'people' },
      championship: 'The championship this game decided or belonged to (championships.id)',
      source: src,
      home_coach: 'Home head coach, as named (NFL from 2000)',
      away_coach: 'Away head coach, as named (NFL from 2000)',
      home_qb: 'Home starting quarterback (NFL from 2000)',
      away_qb: 'Away starting quarterback (NFL from 2000)',
      roof: 'Roof: outdoors, dome, open or closed (NFL from 2000)',
      surface: 'Playing surface (NFL from 2000)',
      temperature: { description: 'Temperature at kickoff (NFL from 2000)', unit: '°F' },
      wind: { description: 'Wind speed at kickoff (NFL from 2000)', unit: 'mph' },
      referee: 'Referee (NFL from 2000)',
    },
  },
  team_seasons: {
    table: 'Standings: one row per team and season, with the name borne that season and the record.',
    columns: {
      team: teamRef,
      season: seasonRef,
      name: 'Name borne that season',
      abbreviation: 'Abbreviation that season',
      conference: 'Conference that season (conferences.id)',
      division: 'Division that season (divisions.id)',
      games_played: { description: 'Games played', unit: 'games' },
      wins: { description: 'Wins', unit: 'games' },
      losses: { description: 'Losses', unit: 'games' },
      ties: { description: 'Ties', unit: 'games' },
      ot_losses: { description: 'Overtime and shootout losses (hockey)', unit: 'games' },
      points: { description: 'Standings points (hockey)', unit: 'points' },
      win_percentage: { description: 'Winning percentage as the league computes it', unit: 'fraction 0–1' },
      games_behind: { description: 'Games behind the leader', unit: 'games' },
      rank: 'Place in the division (or conference) standings',
      points_for: { description: 'Points, runs or goals scored', unit: 'points, runs or goals' },
      points_against: { description: 'Points, runs or goals allowed', unit: 'points, runs or goals' },
      home_record: 'Home record, W-L(-T)',
      away_record: 'Away record, W-L(-T)',
      division_record: 'Record against the division, W-L(-T)',
      conference_record: 'Record against the conference, W-L(-T)',
      streak: 'Streak at the end of the season, e.g. W3',
      playoff_result: 'How the postseason ended for the team',
      playoff_position: 'Playoff seed or qualification',
      is_champion: 'Won the championship that season',
      head_coach_name: 'Head coach that season, as named',
      stats: 'Season statistics as JSON, keys as the source names them (e.g. MLB ab, h, hr, era)',
      derived_from_games: 'The record was counted from the games (no standings source for that season)',
      source: src,
      venue: 'Home venue that season (venues.id)',
      venue_name: 'Home venue’s name that season',
    },
  },
  people: {
    table: 'People: players and coaches, with biography.',
    columns: {
      slug: 'URL identifier',
      first_name: 'First name',
      last_name: 'Last name',
      full_name: 'Full name as commonly known',
      birth_date: 'Date of birth',
      birth_year: years('Year of birth'),
      birth_city: 'City of birth',
      birth_state: 'State or province of birth',
      birth_country: 'Country of birth',
      death_date: 'Date of death',
      height_inches: { description: 'Height', unit: 'inches' },
      weight_pounds: { description: 'Weight', unit: 'pounds' },
      college: 'College attended',
      source: src,
    },
  },
  players: {
    table: 'A person’s playing career in one league.',
    columns: {
      slug: 'URL identifier',
      person: 'The person (people.id)',
      league: leagueRef,
      primary_position: 'Primary position',
      jersey_number: 'Jersey number (last known)',
      draft_year: years('Year drafted'),
      draft_round: 'Draft round',
      draft_pick: 'Overall pick number',
      draft_team: 'Team that drafted the player (teams.id)',
      first_year: years('First season year played'),
      last_year: years('Last season year played'),
      is_active: 'Still active in the data',
      hall_of_fame: 'Inducted into the sport’s Hall of Fame',
      bats: 'Bats: L, R or B (baseball)',
      throws: 'Throws: L or R (baseball)',
      shoots: 'Shoots: L or R (hockey)',
      career: 'Career totals and identifiers as JSON, keys as the source names them',
      source: src,
    },
  },
  player_seasons: {
    table: 'A player’s statistics for one team and season (regular season or postseason).',
    columns: {
      player: 'The player (players.id)',
      season: seasonRef,
      team: teamRef,
      stint: 'Order of the player’s stints with teams that season (1 = first team)',
      is_postseason: 'Postseason statistics (otherwise regular season)',
      games_played: { description: 'Games played', unit: 'games' },
      games_started: { description: 'Games started', unit: 'games' },
      stats:
        'Season statistics as JSON, keys as the source names them (e.g. pts, trb; ab, h, hr; p for pitching)',
      source: src,
    },
  },
  coaches: {
    table: 'A person’s coaching career in one league.',
    columns: {
      slug: 'URL identifier',
      person: 'The person (people.id)',
      league: leagueRef,
      source: src,
    },
  },
  coach_stints: {
    table: 'A coach’s time with a team: years, title and record.',
    columns: {
      coach: 'The coach (coaches.id)',
      team: teamRef,
      season: 'The season, for a one-season stint (seasons.id)',
      start_year: years('First season year'),
      end_year: years('Last season year'),
      title: 'Title, e.g. Head Coach or Manager',
      is_head_coach: 'A head coach (or manager)',
      games: { description: 'Games coached', unit: 'games' },
      wins: { description: 'Wins', unit: 'games' },
      losses: { description: 'Losses', unit: 'games' },
      ties: { description: 'Ties', unit: 'games' },
      playoff_wins: { description: 'Postseason wins', unit: 'games' },
      playoff_losses: { description: 'Postseason losses', unit: 'games' },
      source: src,
      ot_losses: {
        description: 'Overtime and shootout losses (hockey from 1999-00), not counted in losses',
        unit: 'games',
      },
    },
  },
  roster_entries: {
    table: 'A player on a team’s roster for a season.',
    columns: {
      player: 'The player (players.id)',
      team: teamRef,
      season: seasonRef,
      jersey_number: 'Jersey number that season',
      position: 'Position that season',
      games: { description: 'Games played for the team', unit: 'games' },
      games_started: { description: 'Games started for the team', unit: 'games' },
      source: src,
    },
  },
  awards: {
    table: 'Honours: MVPs, trophies, Halls of Fame.',
    columns: {
      slug: 'URL identifier',
      name: 'Name of the award',
      league: leagueRef,
      year: years('Year of the award (season start year for a season award)'),
      season: seasonRef,
      person: 'The recipient (people.id)',
      team: 'The recipient’s team (teams.id)',
      recipient_name: 'Recipient as named',
      notes: 'Notes',
      source: src,
    },
  },
  postseason_series: {
    table:
      'Postseason series without their games, as the series sources give them: MLB 1884-2024 (Lahman SeriesPost) and the NHL with the challenge-era Stanley Cup 1917-18 to 2017-18 (Hockey Databank SeriesPost).',
    columns: {
      league: leagueRef,
      season: seasonRef,
      year: years('The season’s start year'),
      round: 'The source’s round code, e.g. WS, ALCS, NLDS1, SCF, QF, CSF',
      round_name: 'The round’s name that season, e.g. World Series, ALDS, Stanley Cup Final',
      stage: 'Order of the round in that postseason (1 = its first round)',
      series_code:
        'The source’s letter for the series within the postseason (NHL 1926-27 onward), else empty',
      winner_team: 'The winner (teams.id); empty for a team outside the league (PCHA, WCHL)',
      loser_team: 'The loser (teams.id); empty for a team outside the league (PCHA, WCHL)',
      winner_name: 'The winner as it was named that season',
      loser_name: 'The loser as it was named that season',
      winner_league: 'The winner’s league as the source gives it, e.g. AL, NL, AA, NHL, PCHA, WCHL',
      loser_league: 'The loser’s league as the source gives it',
      wins: { description: 'Games the winner won', unit: 'games' },
      losses: { description: 'Games the winner lost', unit: 'games' },
      ties: { description: 'Tied games', unit: 'games' },
      winner_goals: { description: 'Goals the winner scored over the series (NHL)', unit: 'goals' },
      loser_goals: { description: 'Goals the loser scored over the series (NHL)', unit: 'goals' },
      decided_by:
        'wins (games won), goals (total goals over the series), default (the loser would not play) or none (abandoned or level: no winner)',
      notes: 'What the source notes about the series, and corrections made to it',
      source: src,
    },
  },
  slug_redirects: {
    table: 'Published URL identifiers that changed: the old one answers with a redirect to the new.',
    columns: {
      resource: 'teams, players, coaches or games',
      old_slug: 'The published identifier',
      new_slug: 'The identifier now',
      reason: 'Why it changed',
    },
  },
  figure_coverage: {
    table: 'The coverage model: the seasons each source holds a figure for, per league.',
    columns: {
      league: 'The league',
      figure: "The figure: a stat group of players' lines, coaches' records, venues, meetings …",
      source: 'The source holding it',
      first_year: 'First season held (start year)',
      last_year: 'Last season held (start year)',
      seasons: { description: 'Every season held (start years)', list: true },
      note: 'What the source leaves out, where it says',
    },
  },
  figure_checks: {
    table: 'The reconciliation report: per league and figure two sources give, how many subjects agree.',
    columns: {
      league: 'The league',
      figure: 'The figure compared (id)',
      name: 'The figure compared, as a reader names it',
      rule: 'The written precedence that resolves a disagreement',
      compared: 'Subjects given by two or more sources',
      agreed: 'Subjects whose sources agree',
      disagreements: 'Subjects whose sources disagree',
      explained: 'Disagreements with a stated reason',
    },
  },
  reconciliations: {
    table: 'Every disagreement between two sources over one figure of one subject.',
    columns: {
      league: 'The league',
      figure: 'The figure compared (id)',
      subject: "The subject's key",
      label: 'The subject, as a reader names it',
      claims: { description: "Each source's value (list of source, value, note)", list: true },
      chosen_source: 'The source whose value is kept',
      chosen_value: 'The value kept',
      reason: 'The stated reason they differ (empty when none is known)',
    },
  },
  null_audit: {
    table: 'The null audit: how often a field the pages show is empty, per league and era.',
    columns: {
      league: 'The league',
      table_name: 'The table holding the field',
      field: 'The field (column)',
      era: 'The era, as a label',
      first_year: 'First season of the era (start year)',
      last_year: 'Last season of the era (start year)',
      rows: 'Rows in the era',
      empty: 'Rows with the field empty',
      note: 'Why no source holds it, where that is the reason',
    },
  },
  team_meetings: {
    table: 'Meetings of two teams in a season, as totals where the source gives no games.',
    columns: {
      league: 'The league',
      season: 'The season',
      team: 'The team',
      opponent: 'The opponent',
      games: 'Games between them',
      wins: 'Wins of the team',
      losses: 'Losses of the team',
      ties: 'Ties',
      ot_losses: 'Overtime or shootout losses of the team',
      points_for: 'Goals or points of the team',
      points_against: 'Goals or points of the opponent',
      is_postseason: 'Whether these are postseason meetings',
      source: 'The source',
    },
  },
};

/** One column of a dataset file, as written: refs are `<column>_id` integers, and every table starts with `id`. */
export interface FileColumn {
  name: string;
  kind: Exclude<ColumnKind, `ref:${string}`> | 'ref';
  /** The referenced table, for a ref column. */
  references?: TableName;
  description: string;
  unit?: string;
  list?: true;
  nullable: boolean;
  /** Its Frictionless Table Schema type. */
  type: (typeof tableSchemaType)[keyof typeof tableSchemaType] | 'array';
}

/** Each column kind's type in a Frictionless Table Schema (and on /data). */
export const tableSchemaType = {
  text: 'string',
  int: 'integer',
  ref: 'integer',
  real: 'number',
  bool: 'boolean',
  date: 'date',
  json: 'object',
} as const satisfies Record<FileColumn['kind'], string>;

/** The columns of `<table>.csv.gz` in file order, with their meaning: one source with the schema. */
export function fileColumns(table: TableName): FileColumn[] {
  const docs = tableDocs[table].columns as Record<string, Doc>;
  const out: FileColumn[] = [
    {
      name: 'id',
      kind: 'int',
      description: 'Row id (1…n, in key order); other tables refer to it',
      nullable: false,
      type: tableSchemaType.int,
    },
  ];
  for (const [col, kind] of Object.entries(tables[table]) as [string, ColumnKind][]) {
    const d = docs[col];
    const doc = typeof d === 'string' ? { description: d } : d;
    const ref = kind.startsWith('ref:') ? (kind.slice(4) as TableName) : undefined;
    out.push({
      name: ref ? `${col}_id` : col,
      kind: ref ? 'ref' : (kind as FileColumn['kind']),
      ...(ref ? { references: ref } : {}),
      ...doc,
      // The schema's rule (scripts/generate-schema.ts): id and slug are NOT NULL, every other column may be empty.
      nullable: col !== 'slug',
      type:
        kind === 'json' && doc.list ? 'array' : tableSchemaType[ref ? 'ref' : (kind as FileColumn['kind'])],
    });
  }
  return out;
}
