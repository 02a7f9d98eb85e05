// Response schemas of the teams area (mirroring @trophy-room/contract).
import { anyObject, arr, bool, int, nint, nnum, nstr, nullable, obj, str } from '../http/json-schema';
import { leagueRef, levelRef, sportRef, venue } from '../core/schemas';
import { gameStatuses } from '../games/schemas';

export const team = obj({
  id: int, slug: str, name: str, city: nstr, state: nstr, country: nstr, nickname: nstr, abbreviation: nstr,
  short_name: nstr, founded_year: nint, last_year: nint, is_active: bool, championships_won: int,
  last_championship_year: nint, last_championship_title_year: nint, sport: sportRef, level: levelRef, league: leagueRef,
  conference: nullable(obj({ id: int, slug: str, name: str, abbreviation: nstr })),
  division: nullable(obj({ id: int, slug: str, name: str })),
  home_venue: nullable(venue),
  lineage: arr(obj({ name: str, city: nstr, abbreviation: nstr, first_year: nint, last_year: nint })),
});

export const teamChampionship = obj({
  id: int, year: int, title_year: int, championship_id: int, championship_slug: str, championship_name: str,
  coach: nstr, record: nstr, season_name: nstr, opponent: nstr, score: nstr,
});

export const teamSeason = obj({
  id: int, slug: str, name: str, start_year: int, end_year: nint, championship_won: bool, wins: nint, losses: nint,
  ties: nint, playoff_result: nstr,
});

export const rosterEntry = obj({
  id: int, jersey_number: nstr, is_captain: bool, is_starter: bool, position: nstr, games: nint, games_started: nint,
  slug: str,
  player: obj({
    id: int, slug: str, is_active: bool, primary_position_name: nstr,
    person: obj({ first_name: nstr, last_name: nstr, full_name: str }),
  }),
});

export const scheduleGame = obj({
  id: int, slug: str, week: nstr, round: nstr, is_playoff: bool, game_date: str, game_time: nstr,
  status: { type: 'string', enum: [...gameStatuses] }, is_home: bool, home_team: int, home_team_name: str,
  home_team_abbreviation: nstr, away_team: int, away_team_name: str, away_team_abbreviation: nstr, home_score: nint,
  away_score: nint, overtime: nstr, venue_name: nstr,
});

const seasonRecord = obj({
  season: obj({ id: int, slug: str, name: str, start_year: int }),
  games_played: nint, wins: nint, losses: nint, ties: nint, ot_losses: nint, points: nint, win_percentage: nnum,
  games_behind: nnum, rank: nint, points_for: nint, points_against: nint, home_record: nstr, away_record: nstr,
  division_record: nstr, conference_record: nstr, streak: nstr, playoff_result: nstr, is_champion: bool,
  head_coach_name: nstr, stats: nullable(anyObject),
});

export const teamStats = obj({
  championships_won: int, seasons_played: int, years_active: nint,
  all_time: obj({ wins: int, losses: int, ties: int, win_percentage: nnum }),
  season: nullable(seasonRecord),
});
