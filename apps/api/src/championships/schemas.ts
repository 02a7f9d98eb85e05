// Response schemas of the championships area (mirroring @trophy-room/contract).
import { arr, bool, int, nint, nstr, nullable, obj, str } from '../http/json-schema';
import { leagueRef, levelRef, sportRef } from '../core/schemas';

export const championship = obj({
  id: int, slug: str, name: str, official_name: nstr, description: nstr, trophy_name: nstr, first_year: nint,
  last_year: nint, format: nstr, sport: sportRef, level: levelRef, league: leagueRef, editions_count: int,
  ended_note: nstr, successor: nullable(obj({ slug: str, name: str })), missing_note: nstr, data_as_of: nstr,
});

const resultTeam = nullable(obj({ id: int, slug: str, name: str, city: nstr, abbreviation: nstr }));

export const championshipResult = obj({
  id: int,
  championship: obj({ id: int, slug: str, name: str }),
  year: int, title_year: int, edition: nstr,
  season: obj({ id: nint, slug: nstr, name: nstr, start_year: int, end_year: nint }),
  winner: resultTeam, winner_name: str, runner_up: resultTeam, runner_up_name: nstr,
  winner_score: nint, runner_up_score: nint, series_result: nstr, overtime: nstr, game_date: nstr,
  venue: nullable(obj({ id: nint, name: nstr, city: nstr, state: nstr })),
  mvp: nstr, coach: nstr, record: nstr, notes: nstr,
});

export const championshipStats = obj({
  total_games: int,
  team_championships: arr(obj({ team__name: str, team__slug: nstr, team_id: nint, championships_won: int })),
  longest_streak: nullable(obj({ team: str, years: int, start_year: int, end_year: int })),
  highest_score: nint,
  highest_score_game: nullable(obj({ year: int, title_year: int, team: str, score: str })),
  total_teams: int,
  total_champions: int,
});

export const champion = obj({
  id: int, year: int, title_year: int, game_date: nstr, team_id: nint, team_slug: nstr, team_city: nstr, team_name: str,
  team_abbreviation: nstr, championship_id: int, championship_slug: str, championship_name: str, record: nstr,
  coach: nstr, season_id: nint, season_name: nstr, opponent: nstr, score: nstr, sport: sportRef, level: levelRef,
  league: leagueRef,
});

export const season = obj({
  id: int, slug: str, name: str, start_year: int, end_year: nint, sport: sportRef, league: str, league_slug: str,
  league_abbreviation: str, level: str, level_slug: str,
  champion: nullable(obj({ team_id: int, team_slug: str, team_name: str, team_city: nstr, team_abbreviation: nstr })),
  regular_season_start: nstr, regular_season_end: nstr, playoffs_start: nstr, playoffs_end: nstr, start_date: nstr,
  end_date: nstr, teams_count: nint, games_count: nint, championship: nstr, playoffs_format: nstr,
  regular_season_games: nint, is_active: bool,
});
