// The one builder of the NHL team_seasons row. Every source of a team's season (the databank's standings, the
// standings derived from games, Hockey-Reference's standings of 2019-20) gives a TeamSeasonRecord; the row is built here, once.
import type { BuildContext, Json, Row } from '../../model';
import { seasonKey } from '../../shared/season';
import type { Franchises } from './franchises';

export interface TeamSeasonRecord {
  team: string;
  /** Season start year. */
  year: number;
  gamesPlayed?: number | null;
  wins?: number | null;
  losses?: number | null;
  ties?: number | null;
  otLosses?: number | null;
  points?: number | null;
  winPct?: number | null;
  rank?: number | null;
  goalsFor?: number | null;
  goalsAgainst?: number | null;
  homeRecord?: string | null;
  awayRecord?: string | null;
  divisionRecord?: string | null;
  conferenceRecord?: string | null;
  streak?: string | null;
  playoffResult?: string | null;
  playoffPosition?: string | null;
  isChampion?: boolean | null;
  headCoach?: string | null;
  /** The home arena that season under its name then (home-venues.ts), and its venues row when it has one. */
  venueName?: string | null;
  venue?: string | null;
  stats?: Json | null;
  derived: boolean;
  source: string;
}

export const teamSeasonKey = (year: number, team: string) => `nhl:ts:${year}:${team.slice(4)}`;

/** The team_seasons row of a record: the name, abbreviation and alignment the team had that season. */
export function teamSeasonRow(fr: Franchises, s: TeamSeasonRecord): Row<'team_seasons'> {
  const id = fr.seasons.get(s.team)!.get(s.year)!;
  const g = fr.groupOf(s.year, s.team);
  return {
    key: teamSeasonKey(s.year, s.team),
    team: s.team,
    season: seasonKey('nhl', s.year),
    name: id.name,
    abbreviation: id.abbreviation,
    conference: g.conference,
    division: g.division,
    games_played: s.gamesPlayed,
    wins: s.wins,
    losses: s.losses,
    ties: s.ties,
    ot_losses: s.otLosses,
    points: s.points,
    win_percentage: s.winPct,
    rank: s.rank,
    points_for: s.goalsFor,
    points_against: s.goalsAgainst,
    home_record: s.homeRecord,
    away_record: s.awayRecord,
    division_record: s.divisionRecord,
    conference_record: s.conferenceRecord,
    streak: s.streak,
    playoff_result: s.playoffResult,
    playoff_position: s.playoffPosition,
    is_champion: s.isChampion,
    head_coach_name: s.headCoach,
    venue: s.venue,
    venue_name: s.venueName,
    stats: s.stats,
    derived_from_games: s.derived,
    source: s.source,
  };
}

export function addTeamSeasons(ctx: BuildContext, fr: Franchises, records: TeamSeasonRecord[]) {
  for (const s of records) ctx.add('team_seasons', teamSeasonRow(fr, s));
}
