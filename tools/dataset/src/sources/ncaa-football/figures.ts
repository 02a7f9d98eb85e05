// The college football figures two sources give; each giver claims its value (../../pipeline/claims.ts).
import { type Claim, type Figure } from '../../pipeline/claims';
import { slugify } from '../../shared/slug';
import { SRC_CFBD_COACHES } from './cfbd-coaches';
import {
  SRC_CFBD_COACH_HISTORY,
  SRC_CFBD_GAMES,
  SRC_CFBDW_GAMES,
  SRC_FBS_COACHES,
  SRC_SEASONS,
} from './sources';

/** The hand-written references of the champions list, whose results are kept over the games. */
const championReferences = [
  'College Football Playoff, national championship game history',
  'NCAA Football Bowl Subdivision Records, BCS National Championship Game results',
  'Wikipedia, 2026 College Football Playoff National Championship',
].map((r) => `hand:${slugify(r)}`);

const noted = (claims: readonly Claim[]) => claims.find((c) => c.note)?.note ?? null;

/**
 * One coach-season's W-L-T in CollegeFootballData's two exports: the 2014-2020 one (with a ties column, and hand
 * corrections) and the 1886-2023 one (ties computed as games - wins - losses). They agree row for row where both
 * have the season; a difference is stated by the giver's note or is left without a reason.
 */
export const COACH_SEASON_RECORD: Figure = {
  id: 'ncaa-football.coach_season.record',
  name: "College football coach-season W-L: CollegeFootballData's 2014-2020 export vs its 1886-2023 export",
  precedence: [SRC_CFBD_COACHES, SRC_CFBD_COACH_HISTORY],
  rule: 'The 2014-2020 export gives ties in a column and carries the hand corrections, so it is kept; the 1886-2023 export (ties as games - wins - losses) is the second source.',
  explain: noted,
};

/**
 * A school-season's head coach: the coaches CollegeFootballData gives it against the one the FBS grid names (the coach
 * who started the season). They agree where the grid's coach is among CFBD's; a season with a change names several.
 */
export const SEASON_HEAD_COACH: Figure = {
  id: 'ncaa-football.team_season.head_coach',
  name: "College football school-season head coach: CollegeFootballData's coaches vs the FBS head-coach grid",
  precedence: [SRC_CFBD_COACHES, SRC_CFBD_COACH_HISTORY, SRC_FBS_COACHES],
  rule: "CollegeFootballData's coaches are kept: they carry each coach's record; the grid names one coach a season and is read where CFBD has none (2024-2025).",
  explain: noted,
};

/**
 * One 2010-2015 game's score in CollegeFootballData's FBS file and in College Football Data Warehouse's list, matched
 * by the two programmes on the same local day, or within a day where the weekday rule of CFBD's UTC day of kickoff
 * misses (game-files.ts cfbdLocalDate; CFBDW's local day is then listed).
 */
export const GAME_SCORE: Figure = {
  id: 'ncaa-football.game.score',
  name: 'College football game score: CollegeFootballData (FBS games) vs College Football Data Warehouse',
  precedence: [SRC_CFBD_GAMES, SRC_CFBDW_GAMES],
  rule: "CFBD's row is the listed game: it knows the home team and the neutral site; CFBDW's score of the same game (the two programmes on the same local day, or within a day where the weekday rule misses) is the second source.",
  explain: noted,
};

/**
 * A 2013-2015 team-season's W-L in cfb_team_seasons (NCAA statistics; where it lacks the season, the 2014-2020
 * coaches' sum) and from every game of the programme in CFBDW
 * (listed and unlisted).
 */
export const SEASON_RECORD: Figure = {
  id: 'ncaa-football.team_season.record',
  name: 'College football team-season W-L: cfb_team_seasons vs every game of the season (College Football Data Warehouse)',
  precedence: [SRC_SEASONS, SRC_CFBD_COACHES, SRC_CFBDW_GAMES],
  rule: "The NCAA statistics' W-L is kept where it has the season (else the 2014-2020 coaches' sum); the record from the games (every game of the programme, listed or not) fills the seasons before 2013 and the Mountain West of 2013.",
  explain: noted,
};

/**
 * A team-season's record from its games vs the sum of its head coaches' records in CollegeFootballData's 1886-2023
 * coach export (ties = games - wins - losses).
 */
export const COACH_SUM_RECORD: Figure = {
  id: 'ncaa-football.team_season.coach_record',
  name: "College football team-season W-L-T: every game of the season vs the sum of its head coaches' records (CollegeFootballData)",
  precedence: [SRC_CFBDW_GAMES, SRC_CFBD_COACH_HISTORY],
  rule: "The record from the games is kept: it is counted game by game; the coaches' sum is CFBD's, which counts forfeits and vacated games as the schools' record books do and leaves some seasons' coaches out.",
  explain: noted,
};

/** A BCS or CFP title game's score: the hand-written result vs the game row. */
export const TITLE_GAME_SCORE: Figure = {
  id: 'ncaa-football.title_game.score',
  name: 'College football title game score: the national champions list vs the game row',
  precedence: championReferences,
  rule: "The hand-written result, checked against the College Football Playoff's and the NCAA's records, is kept; the game row is CFBD's or CFBDW's.",
  explain: noted,
};

/** A national champion's W-L-T in the champions list vs the record of its games that season. */
export const CHAMPION_RECORD: Figure = {
  id: 'ncaa-football.champion.record',
  name: "College football national champion's record: the champions list vs its games",
  precedence: [SRC_CFBDW_GAMES, SRC_CFBD_GAMES],
  rule: "The team season's record is the games': counted game by game; the champions list's record (the NCAA's and the playoff's) is the second source.",
  explain: noted,
};
