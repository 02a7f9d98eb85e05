// What every feed adapter turns a payload into: the feed's account of one game, in our terms but not yet matched to
// our teams (the updater matches them against the franchises and identities of that season).

/** The feeds we read, named as the folders of a saved-payload directory (`npm run update -- --from <dir>`). */
export type FeedName = 'nhl_api_web' | 'mlb_statsapi' | 'espn_site_api';

/** Our league slugs (the `leagues` table) a feed can report on. */
export type FeedLeague = 'nhl' | 'mlb' | 'nfl' | 'nba' | 'ncaa-football' | 'ncaa-basketball';

/**
 * scheduled: not started (including delayed starts); live: in progress (including intermissions, halftime, rain
 * delays); final: over; postponed: moved to another day before it started; suspended: stopped and to be resumed
 * another day; cancelled: will not be played.
 */
export type FeedStatus = 'scheduled' | 'live' | 'final' | 'postponed' | 'suspended' | 'cancelled';

/** preseason and all-star games are read but not applied: we hold neither. */
export type FeedGameType = 'preseason' | 'regular' | 'postseason' | 'allstar';

export interface FeedTeam {
  /** The feed's own id of the team (a string whatever the feed's type). */
  feedId: string;
  /** The feed's abbreviation as it gives it (e.g. 'VGK', 'LA', 'NYY'). */
  abbreviation: string | null;
  /** Place and nickname as the feed gives them, and the two together (e.g. 'Vegas', 'Golden Knights'). */
  location: string | null;
  nickname: string | null;
  /** e.g. 'Vegas Golden Knights'; for a college team the school as the feed names it (e.g. 'Alabama Crimson Tide'). */
  displayName: string | null;
}

export interface FeedLineScore {
  /** One label per period in order: '1', '2', '3', 'OT', '2OT', 'SO' (hockey); '1'…'4', 'OT' (football,
   *  basketball); '1'…'9', '10' … (baseball innings). */
  periods: string[];
  /** Per period, null where the period was not (yet) played, e.g. the home half of the 9th not needed. */
  home: (number | null)[];
  away: (number | null)[];
}

export interface FeedSeries {
  /** The round's name as the feed gives it, when it does (e.g. 'First Round', 'World Series'). */
  round: string | null;
  /** This game's number in the series, when given. */
  gameNumber: number | null;
  /** Wins of each side in the series so far (after this game when it is final, as the feed reports). */
  homeWins: number | null;
  awayWins: number | null;
}

export interface FeedGame {
  feed: FeedName;
  /** The feed's id of the game (NHL game id, MLB gamePk, ESPN event id), as a string. */
  feedGameId: string;
  league: FeedLeague;
  gameType: FeedGameType;
  /** The start as an ISO instant (UTC, 'Z'), when the feed gives one. */
  startTimeUtc: string | null;
  /** Calendar date of the game where it is played (yyyy-MM-dd), from the venue's zone. A postponed game keeps the
   *  day it was postponed from (MLB's officialDate already names the day it was moved to). */
  localDate: string;
  /** Local start time as we store it ('7:05 PM'), or null when the time is not set (TBD) or the zone is unknown
   *  (the MLB schedule gives none). */
  localTime: string | null;
  /** IANA zone of the venue (e.g. 'America/Edmonton') when known; for ESPN, the zone of the venue's state (a state
   *  spanning two zones is read as its main one); null when unknown (ESPN then dates the game in New York). */
  timeZone: string | null;
  home: FeedTeam;
  away: FeedTeam;
  /** Null before the game starts and for postponed games. */
  homeScore: number | null;
  awayScore: number | null;
  status: FeedStatus;
  /** The feed's own status words, kept for the logs (e.g. 'OFF', 'In Progress', 'STATUS_HALFTIME'). */
  statusDetail: string | null;
  /** While live (and for a final, the last period played): 1-based period / inning number. */
  period: number | null;
  /** How the period reads ('3rd', 'OT', 'SO', 'Top 7th', 'Bot 9th', 'Q4', 'Halftime', 'End of 2nd'). */
  periodLabel: string | null;
  /** Clock left in the period ('10:41'), null where the sport or state has none (baseball, intermission over). */
  clock: string | null;
  /** For a final: null in regulation; 'OT', '2OT' …, 'SO' for hockey and football/basketball overtime; for
   *  baseball the number of innings when more than nine ('10', '12'). Same rule as `games.overtime`. */
  overtime: string | null;
  lineScore: FeedLineScore | null;
  venue: { name: string; city: string | null; state: string | null } | null;
  neutralSite: boolean;
  attendance: number | null;
  /** Officials' names as given (referees, umpires), in the feed's order; [] when none given. */
  officials: string[];
  /** Postseason games only (a regular-season 'series' of MLB is not one). */
  series: FeedSeries | null;
  /** 1 or 2 for the games of a doubleheader (MLB), else null. */
  doubleheaderGame: number | null;
}

/** What an adapter returns for one payload: the games it read, and one message per game it could not read. */
export interface FeedParse {
  games: FeedGame[];
  /** A game that does not parse is skipped whole, never half-read: one line each saying which and why. */
  skipped: string[];
}
