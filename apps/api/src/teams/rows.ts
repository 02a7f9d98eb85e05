// Rows to the contract, the one way every area of the API takes: each query reads its own `...Row` interface (exactly
// the columns its SQL returns, as aliased; a json_build_object column typed as the object it builds) and one typed
// function per contract shape turns a row into it (`toTeamSeason(r: TeamSeasonRow): TeamSeason`), in the area's
// rows.ts. No query is read as a contract type: what the SQL returns and what the API answers are two types, and
// the mapper is where a column left out, renamed or derived shows. Fastify serializes each answer by its response
// schema, so the order of a mapper's properties does not reach the JSON; free-form objects (stats) pass unchanged.
import type {
  RosterEntry,
  ScheduleGame,
  Team,
  TeamChampionship,
  TeamFacet,
  TeamSeason,
  TeamSeasonRecord,
  TeamSeasonYears,
} from '@trophy-room/contract';
import type { ResultScore, WinLossRecord, WinPercentageScope } from '@trophy-room/domain';
import { covers, type CoverageModel } from '../people/coverage-model';
import { withScore } from '../shared/result-score';
import type { ScopeColumns, RecordColumns } from '../shared/rows';
import { mergeLines } from './roster-lines';

/** A team as teamSelect reads it, with what its coverage is computed from. */
export interface TeamRow extends ScopeColumns {
  id: number;
  slug: string;
  name: string;
  city: string | null;
  state: string | null;
  country: string | null;
  nickname: string | null;
  abbreviation: string | null;
  short_name: string | null;
  founded_year: number | null;
  last_year: number | null;
  is_active: boolean;
  championships_won: number;
  last_championship_year: number | null;
  last_championship_title_year: number | null;
  conference: Team['conference'];
  division: Team['division'];
  home_venue: Team['home_venue'];
  lineage: Team['lineage'];
  /** The seasons with a W-L: what its all-time record covers. */
  record_years: number[] | null;
  /** Its first season in any table the page shows (a standings row, a title or a final played). */
  first_seen: number | null;
}

const earliest = (...ys: (number | null)[]) => {
  const known = ys.filter((y): y is number => y !== null);
  return known.length ? Math.min(...known) : null;
};

/**
 * A team, with the seasons its all-time record and its playoff appearances cover, by the one rule: its span runs from
 * its founding (or first season with a record) to its last season, or the league's latest while active.
 */
export function toTeam(r: TeamRow, model: CoverageModel | undefined): Team {
  const years = r.record_years ?? [];
  const subject = {
    first_year: earliest(r.founded_year, r.first_seen, years[0] ?? null),
    last_year: r.last_year ?? years.at(-1) ?? null,
    active: r.is_active,
  };
  return {
    id: r.id,
    slug: r.slug,
    name: r.name,
    city: r.city,
    state: r.state,
    country: r.country,
    nickname: r.nickname,
    abbreviation: r.abbreviation,
    short_name: r.short_name,
    founded_year: r.founded_year,
    last_year: r.last_year,
    is_active: r.is_active,
    championships_won: r.championships_won,
    last_championship_year: r.last_championship_year,
    last_championship_title_year: r.last_championship_title_year,
    sport: r.sport,
    level: r.level,
    league: r.league,
    conference: r.conference,
    division: r.division,
    home_venue: r.home_venue,
    lineage: r.lineage,
    record_coverage: covers(model, r.league.id, subject, years),
    playoff_coverage: covers(model, r.league.id, subject, fieldSeasons(model, r.league.id)),
  };
}

/**
 * The seasons the league's sources name every postseason team for, first to last: a season between without a field
 * played no postseason (MLB 1904 and 1994, the 2020 NCAA tournament), no gap.
 */
function fieldSeasons(model: CoverageModel | undefined, leagueId: number): number[] {
  const held = [...(model?.get(leagueId)?.figures.get('postseason_field') ?? [])];
  if (!held.length) return [];
  const [first, last] = [Math.min(...held), Math.max(...held)];
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

/** A title the team won, with the result's score columns. */
export interface TeamChampionshipRow extends ResultScore {
  id: number;
  year: number;
  title_year: number;
  championship_id: number;
  championship_slug: string;
  championship_name: string;
  coach: string | null;
  record: string | null;
  season_name: string | null;
  opponent: string | null;
  vacated_note: string | null;
}

export function toTeamChampionship(row: TeamChampionshipRow): TeamChampionship {
  const r = withScore(row);
  return {
    id: r.id,
    year: r.year,
    title_year: r.title_year,
    championship_id: r.championship_id,
    championship_slug: r.championship_slug,
    championship_name: r.championship_name,
    coach: r.coach,
    record: r.record,
    season_name: r.season_name,
    opponent: r.opponent,
    score: r.score,
    vacated_note: r.vacated_note,
  };
}

export interface TeamSeasonRow {
  id: number;
  slug: string;
  name: string;
  start_year: number;
  end_year: number | null;
  championship_won: boolean;
  wins: number | null;
  losses: number | null;
  ties: number | null;
  playoff_result: string | null;
  team_name: string;
  team_abbreviation: string | null;
  ot_losses: number | null;
  games_played: number | null;
  points: number | null;
  win_percentage: number | null;
  rank: number | null;
  group_name: string | null;
  conference_name: string | null;
  division_name: string | null;
  head_coach_name: string | null;
  venue_name: string | null;
  latest_note: string | null;
}

export function toTeamSeason(r: TeamSeasonRow): TeamSeason {
  return {
    id: r.id,
    slug: r.slug,
    name: r.name,
    start_year: r.start_year,
    end_year: r.end_year,
    championship_won: r.championship_won,
    wins: r.wins,
    losses: r.losses,
    ties: r.ties,
    playoff_result: r.playoff_result,
    team_name: r.team_name,
    team_abbreviation: r.team_abbreviation,
    ot_losses: r.ot_losses,
    games_played: r.games_played,
    points: r.points,
    win_percentage: r.win_percentage,
    rank: r.rank,
    group_name: r.group_name,
    conference_name: r.conference_name,
    division_name: r.division_name,
    head_coach_name: r.head_coach_name,
    venue_name: r.venue_name,
    latest_note: r.latest_note,
  };
}

export interface TeamSeasonYearsRow {
  slug: string;
  years: number[];
}

export function toTeamSeasonYears(r: TeamSeasonYearsRow): TeamSeasonYears {
  return { slug: r.slug, years: r.years };
}

export interface TeamFacetRow {
  kind: 'sport' | 'division' | 'conference';
  slug: string;
  name: string;
  sport_slug: string;
  teams: number;
}

export function toTeamFacet(r: TeamFacetRow): TeamFacet {
  return { kind: r.kind, slug: r.slug, name: r.name, sport_slug: r.sport_slug, teams: r.teams };
}

/** A roster row as read: the line's stats as stored, one per stint, merged into RosterEntry.stats. */
export interface RosterEntryRow {
  id: number;
  jersey_number: string | null;
  is_captain: boolean;
  is_starter: boolean;
  position: string | null;
  games: number | null;
  games_started: number | null;
  lines: Record<string, unknown>[] | null;
  has_line: boolean | null;
  slug: string;
  player: RosterEntry['player'];
  latest_note: string | null;
}

export function toRosterEntry(r: RosterEntryRow): RosterEntry {
  return {
    id: r.id,
    jersey_number: r.jersey_number,
    is_captain: r.is_captain,
    is_starter: r.is_starter,
    position: r.position,
    games: r.games,
    games_started: r.games_started,
    slug: r.slug,
    player: r.player,
    latest_note: r.latest_note,
    stats: mergeLines(r.lines, Boolean(r.has_line)),
  };
}

/** A game of the team's schedule, from its side; its record and streak after it come from season-record.ts. */
export interface ScheduleGameRow {
  id: number;
  slug: string;
  week: string | null;
  round: string | null;
  is_playoff: boolean;
  game_date: string;
  game_time: string | null;
  status: 'scheduled' | 'live' | 'final' | 'postponed' | 'cancelled';
  is_home: boolean;
  site_known: boolean;
  home_team: number;
  home_team_name: string;
  home_team_abbreviation: string | null;
  away_team: number;
  away_team_name: string;
  away_team_abbreviation: string | null;
  home_score: number | null;
  away_score: number | null;
  overtime: string | null;
  venue_name: string | null;
}

export function toScheduleGame(r: ScheduleGameRow & Pick<ScheduleGame, 'record' | 'streak'>): ScheduleGame {
  return {
    id: r.id,
    slug: r.slug,
    week: r.week,
    round: r.round,
    is_playoff: r.is_playoff,
    game_date: r.game_date,
    game_time: r.game_time,
    status: r.status,
    is_home: r.is_home,
    site_known: r.site_known,
    home_team: r.home_team,
    home_team_name: r.home_team_name,
    home_team_abbreviation: r.home_team_abbreviation,
    away_team: r.away_team,
    away_team_name: r.away_team_name,
    away_team_abbreviation: r.away_team_abbreviation,
    home_score: r.home_score,
    away_score: r.away_score,
    overtime: r.overtime,
    venue_name: r.venue_name,
    record: r.record,
    streak: r.streak,
  };
}

export interface TeamSeasonRecordRow extends RecordColumns {
  season: TeamSeasonRecord['season'];
  home_record: string | null;
  away_record: string | null;
  division_record: string | null;
  conference_record: string | null;
  streak: string | null;
  playoff_result: string | null;
  is_champion: boolean;
  head_coach_name: string | null;
  stats: Record<string, unknown> | null;
}

export function toTeamSeasonRecord(r: TeamSeasonRecordRow): TeamSeasonRecord {
  return {
    season: r.season,
    games_played: r.games_played,
    wins: r.wins,
    losses: r.losses,
    ties: r.ties,
    ot_losses: r.ot_losses,
    points: r.points,
    win_percentage: r.win_percentage,
    games_behind: r.games_behind,
    rank: r.rank,
    points_for: r.points_for,
    points_against: r.points_against,
    home_record: r.home_record,
    away_record: r.away_record,
    division_record: r.division_record,
    conference_record: r.conference_record,
    streak: r.streak,
    playoff_result: r.playoff_result,
    is_champion: r.is_champion,
    head_coach_name: r.head_coach_name,
    stats: r.stats,
  };
}

/** One season's W-L-T of the team (0 where the standings have none), with what its ties count by. */
export type SeasonRecordRow = { [k in keyof Required<WinLossRecord>]: number } & WinPercentageScope;
