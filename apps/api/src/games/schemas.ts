// Response schemas of the games area (mirroring @trophy-room/contract).
import { arr, bool, int, nint, nnum, nstr, nullable, obj, str } from '../http/json-schema';
import { leagueRef, levelRef, sportRef, teamRef } from '../core/schemas';

export const gameStatuses = ['scheduled', 'live', 'final', 'postponed', 'cancelled'] as const;

export const gameSchema = obj({
  id: int, slug: str, sport: sportRef, level: levelRef, league: leagueRef, home_team: teamRef, away_team: teamRef,
  home_score: nint, away_score: nint, status: { type: 'string', enum: [...gameStatuses] }, game_date: str,
  game_time: nstr, quarter: nint, period: nint, time_remaining: nstr, overtime: nstr, is_playoff: bool,
  is_neutral: bool, round: nstr, week: nstr,
  championship: nullable(obj({ id: int, slug: str, name: str })), championship_name: nstr,
  season: obj({ id: int, slug: str, name: str, start_year: int }), season_name: str,
  venue: nullable(obj({ id: nint, name: nstr, city: nstr, state: nstr, capacity: nint })), venue_name: nstr,
  weather: nstr, attendance: nint, officials: arr(obj({ position: str, name: str })),
});

export const standingSchema = obj({
  id: int, team: teamRef, rank: nint, position: nint, games_played: nint, wins: nint, losses: nint, ties: nint,
  ot_losses: nint, points: nint, win_percentage: nnum, games_behind: nnum, points_for: nint, points_against: nint,
  streak: nstr, streak_type: nstr, division: nstr, division_slug: nstr, conference: nstr, conference_slug: nstr,
  league: str, league_slug: str, sport: sportRef, level: levelRef, season: int, season_name: str, last_updated: nstr,
  playoff_position: nstr, playoff_result: nstr, is_champion: bool, home_record: nstr, away_record: nstr,
  division_record: nstr, conference_record: nstr,
});
