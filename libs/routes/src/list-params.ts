// The query parameters of each list screen: its search text, filters, sort and page, with their defaults.
import {
  ANALYTICS_CATEGORIES,
  ANALYTICS_TIMEFRAMES,
  LEADER_PHASES,
  LEADER_VIEWS,
} from '@trophy-room/contract/values';
import { day, flag, integer, oneOf, searchText, text } from './search-params';

/** The value a filter has when it does not filter. */
export const ALL = 'all';

/** /championships: search, sport slug, and "active in the selected season" (on by default). */
export const championshipsParams = {
  q: searchText(),
  sport: text(ALL),
  active: flag(true),
  /** The season chosen in the shell's picker (0: the site's current season). */
  season: integer(0, 0),
};

/** /champions: the title year and sport card shown, and how many pages of years are open. */
export const championsParams = {
  year: text(ALL),
  sport: text(ALL),
  page: integer(1),
};

export const SEASON_STATUSES = ['active', 'completed', 'upcoming'] as const;

/**
 * /seasons: search, sport, status, decade, the hub's quick filter (a site id), the active season (0: the site's
 * current one; else the list shows that season's) and the page.
 */
export const seasonsParams = {
  q: searchText(),
  season: integer(0, 0),
  sport: text(ALL),
  status: oneOf([ALL, ...SEASON_STATUSES], ALL),
  decade: text(ALL),
  site: text(''),
  page: integer(1),
};

/** /championships/{slug}: the sort of the All Results table ("-year": newest first). */
export const championshipParams = {
  sort: text('-year'),
};

/** /teams: search (name, city or abbreviation), sport slug, division (or conference) slug and the page. */
export const teamsParams = {
  q: searchText(),
  sport: text(ALL),
  division: text(ALL),
  page: integer(1),
};

/**
 * /head-to-head: the two teams (slugs; a first), the sort of the year-by-year table, and the sort and page of the
 * meetings (both "": the API's order, oldest first).
 */
export const headToHeadParams = {
  a: text(''),
  b: text(''),
  sort: text(''),
  games: text(''),
  page: integer(1),
};

/** /teams/{slug}: the sort of the season-by-season table ("-season": newest first). */
export const teamParams = {
  sort: text('-season'),
};

export const TEAM_TABS = ['overview', 'roster', 'stats', 'schedule'] as const;

/**
 * /teams/{slug}/{year}: the open tab (Overview by default), and the season the picker was asked for when the team has
 * none that year and this, the nearest, opened instead (0: none).
 */
export const teamSeasonParams = {
  tab: oneOf(TEAM_TABS, 'overview'),
  asked: integer(0, 0),
};

export const SEASON_TABS = ['overview', 'teams', 'standings', 'playoffs', 'awards'] as const;

/** /seasons/{slug}: the open tab (Overview by default) and the sort of the Awards tab's table (none: by award). */
export const seasonDetailParams = {
  tab: oneOf(SEASON_TABS, 'overview'),
  sort: text(''),
};

/** A season's bracket (/seasons/{slug}/playoffs, and the season page's Playoffs tab): the region shown. */
export const bracketParams = {
  region: text(ALL),
};

export const GAME_TABS = ['overview', 'stats', 'plays', 'info'] as const;

/** /scores/{id}: the open tab (Overview by default). */
export const gameDetailParams = {
  tab: oneOf(GAME_TABS, 'overview'),
};

export const SCORE_STATUSES = ['live', 'final', 'scheduled', 'postponed'] as const;

/**
 * /scores and /fixtures/{sport}: team search, sport (/scores) or league (fixtures), status, the date range ('' = the
 * screen's default), the season chosen in the shell's picker (0: none; its games only, by default its last week) and
 * how many pages of games are open.
 */
export const scoresParams = {
  season: integer(0, 0),
  q: searchText(),
  sport: text(ALL),
  league: text(ALL),
  status: oneOf([ALL, ...SCORE_STATUSES], ALL),
  from: day(),
  to: day(),
  page: integer(1),
};

/**
 * /standings: search, sport, division, conference, the season (0 = the latest with standings), a date, the one
 * expanded row (its standing id) and the page of tables.
 */
export const standingsParams = {
  q: searchText(),
  sport: text(ALL),
  division: text(ALL),
  conference: text(ALL),
  season: integer(0, 0),
  date: day(),
  open: text(''),
  page: integer(1),
};

/**
 * /players: name search, sport (hub), position, team slug, status, the season chosen in the shell's picker (0: any;
 * else who played that season) and the page (searched on the server).
 */
export const playersParams = {
  q: searchText(),
  season: integer(0, 0),
  sport: text(ALL),
  position: text(ALL),
  team: text(ALL),
  status: text(ALL),
  page: integer(1),
};

/** /coaches: as /players (season: who coached that season). */
export const coachesParams = {
  q: searchText(),
  season: integer(0, 0),
  sport: text(ALL),
  team: text(ALL),
  status: text(ALL),
  page: integer(1),
};

/** The kinds of result the site search shows (the API's search kinds), in the order of its groups. */
export const SEARCH_RESULT_KINDS = ['team', 'player', 'coach', 'championship', 'season'] as const;

/** /search: the text, the kind shown (all: the best few of each kind) and the page of that kind. */
export const searchParams = {
  q: searchText(),
  kind: oneOf([ALL, ...SEARCH_RESULT_KINDS], ALL),
  page: integer(1),
};

export const FEATURE_CATEGORIES = ['analytics', 'data', 'tracking', 'teams'] as const;

/** /features: the open category tab (All by default). */
export const featuresParams = {
  category: oneOf([ALL, ...FEATURE_CATEGORIES], ALL),
};

/** /data-quality: the rules shown — those that need attention (the summary) or every rule. */
export const dataQualityParams = {
  rules: oneOf(['summary', 'all'], 'summary'),
};

/**
 * /analytics: the metric category, the timeframe (ending on the data's as-of date), the league measured (the hub's
 * choice; empty: the site's first), the Filter (a team or a conference slug; empty: the whole league) and whether
 * the detailed report is open.
 */
export const analyticsParams = {
  category: oneOf(ANALYTICS_CATEGORIES, 'team-performance'),
  timeframe: oneOf(ANALYTICS_TIMEFRAMES, 'season'),
  league: text(''),
  team: text(''),
  conference: text(''),
  report: flag(false),
};

/**
 * /leaders and /leaders/{stat}: the league (the hub's choice among leagues holding the stat), the view, regular season
 * or postseason, the era (first and last season's start year; 0: open), the team (franchise slug), a rate's
 * qualifying minimum ('' = the stat's rule), the list's length and the table's sort.
 */
export const leadersParams = {
  league: text(ALL),
  view: oneOf(LEADER_VIEWS, 'career'),
  phase: oneOf(LEADER_PHASES, 'regular'),
  from: integer(0, 0),
  to: integer(0, 0),
  team: text(ALL),
  min: text(''),
  top: oneOf(['25', '50', '100'] as const, '50'),
  sort: text(''),
};
