// What the MLB steps hand each other, named once. Each value product has one giver (the step named beside it); the
// passes say that a step's rows are all in, for the steps that read them back.
import { pass, product } from '../../pipeline/product';
import type { Lahman } from './common';
import type { Rec } from './stat-lines';
import type {
  Careers,
  GamesSummary,
  Managers,
  ParkInfo,
  People,
  Series,
  Team2025,
  TeamParks,
  VenueNames,
} from './shapes';

/** Lahman Teams 1871-2024 (mlb-lahman-teams). */
export const lahmanTeams = product<Lahman>('mlb:lahman-teams');
/** The 30 teams of 2025 from the Baseball-Reference tables (mlb-2025-teams). */
export const teams2025 = product<Team2025[]>('mlb:teams-2025');
/** The Retrosheet games, not yet added, with each team-season's home parks (mlb-games). */
export const gameLogs = product<GamesSummary>('mlb:game-logs');
/** team_seasons key → park id of most home games (mlb-games). */
export const homeParkOf = product<Map<string, string>>('mlb:home-park');
/** Lahman Parks by park id (mlb-venues). */
export const ballparks = product<Map<string, ParkInfo>>('mlb:parks');
/** The parks Lahman Teams.park names for each team-season (mlb-team-parks). */
export const teamParks = product<TeamParks>('mlb:team-parks');
/** A ballpark's name in a season (mlb-venue-names). */
export const venueNames = product<VenueNames>('mlb:venue-names');
/** Lahman People: playerID → "First Last" (mlb-managers-load). */
export const personNames = product<Map<string, string>>('mlb:person-names');
/** Lahman Managers by team-season (mlb-managers-load). */
export const managers = product<Managers>('mlb:managers');
/** Each manager's W-L of record by `${year}:${teamID}|playerID`, 0-0 for an acting manager (mlb-managers-of-record). */
export const managersOfRecord =
  product<Map<string, { wins: number; losses: number }>>('mlb:managers-of-record');
/** Lahman SeriesPost (mlb-series). */
export const series = product<Series[]>('mlb:series');
/** hand/mlb/world_series.csv: the series Lahman lacks (mlb-world-series-hand). */
export const handSeries = product<Record<string, string>[]>('mlb:hand-series');
/** Lahman People, Hall of Fame (mlb-people). */
export const people = product<People>('mlb:people');
/** Lahman Appearances by `${pid}:${year}:${teamID}` and the careers they start (mlb-rosters). */
export const rosters = product<{ careers: Careers; apps: Map<string, Rec> }>('mlb:rosters');

/** The MLB games rows are in, with their venue names (the unnamed parks are known). */
export const gamesAdded = pass('mlb:games');
/** The MLB seasons rows are in. */
export const seasonsAdded = pass('mlb:seasons');
/** Every MLB team_seasons row is in (1871-2025). */
export const teamSeasonsAdded = pass('mlb:team-seasons');
/** The careers (first/last year, totals) are complete once the season lines are in. */
export const careersDone = pass('mlb:careers');
/** The Lahman players rows are in (careers to 2024), for the 2025 lines to extend (mlb-players). */
export const playersAdded = pass('mlb:players');
