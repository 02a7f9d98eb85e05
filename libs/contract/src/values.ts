// The contract's plain values (no schema here, so a browser bundle that needs a filter's options does not carry
// the schemas): the schemas in common.ts, players.ts and coaches.ts are built from these.
export const SPORT_SLUGS = ['football', 'basketball', 'baseball', 'hockey'] as const;
/** 'college' is accepted as ncaa-division-i (the sites' level filter says college). */
export const LEVEL_SLUGS = ['professional', 'ncaa-division-i', 'college'] as const;
/** Years a season may start in: wider than the data, narrow enough to reject nonsense. */
export const MIN_YEAR = 1800;
export const MAX_YEAR = 2100;
export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 500;
/** The deepest page a list serves (offsets beyond the data answer 404 before any row is read). */
export const MAX_PAGE = 100_000;
/** Slugs per page of a slug list (sitemaps read every page of a site in a few calls). */
export const SLUG_PAGE_SIZE = 10_000;

/** The rule that credited a player's title (the rules themselves: @trophy-room/domain's title-credit). */
export const TITLE_CREDITS = ['postseason', 'roster'] as const;
export type TitleCredit = (typeof TITLE_CREDITS)[number];

/** The player status filter: injured is offered, but no source records injuries. */
export const PLAYER_STATUSES = ['active', 'inactive', 'injured', 'retired'] as const;
export type PlayerStatus = (typeof PLAYER_STATUSES)[number];

/**
 * The coach status filter. Active: a stint in the league's latest season; retired = not active; interim: a
 * stint titled interim. The sources do not record how a tenure ended, so fired and resigned match nobody.
 */
export const COACH_STATUSES = ['active', 'inactive', 'interim', 'retired', 'fired', 'resigned'] as const;
export type CoachStatus = (typeof COACH_STATUSES)[number];

/** The kinds of result the site search groups by, in the order the groups are shown. */
export const SEARCH_KINDS = ['team', 'player', 'coach', 'championship', 'season'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];
/** Results per group when the search is not narrowed to one kind; the first characters it needs. */
export const SEARCH_GROUP_SIZE = 5;
export const MIN_SEARCH_QUERY = 2;

/** The analytics page's metric categories and timeframes (its selectors' options, in the order they are shown). */
export const ANALYTICS_CATEGORIES = [
  'team-performance',
  'player-statistics',
  'game-analysis',
  'season-trends',
] as const;
export type AnalyticsCategory = (typeof ANALYTICS_CATEGORIES)[number];
export const ANALYTICS_TIMEFRAMES = ['week', 'month', 'season', 'year', 'all'] as const;
export type AnalyticsTimeframe = (typeof ANALYTICS_TIMEFRAMES)[number];

/** Leader lists: the views, the phases and the list lengths offered. */
export const LEADER_VIEWS = ['career', 'season', 'active'] as const;
export type LeaderView = (typeof LEADER_VIEWS)[number];
export const LEADER_PHASES = ['regular', 'postseason'] as const;
export type LeaderPhase = (typeof LEADER_PHASES)[number];
export const LEADER_TOPS = [25, 50, 100] as const;

/** Meetings per page of a pair's answer. */
export const HEAD_TO_HEAD_PAGE_SIZE = 100;

/** What the meetings sort by (the columns of the Every Meeting table); "-" first for the reverse order. */
export const MEETING_SORT_KEYS = [
  'date',
  'season',
  'site',
  'type',
  'a_name',
  'a_score',
  'b_score',
  'b_name',
  'result',
  'overtime',
] as const;
export type MeetingSortKey = (typeof MEETING_SORT_KEYS)[number];
export const MEETING_SORTS = MEETING_SORT_KEYS.flatMap((k) => [k, `-${k}`] as const);
export type MeetingSort = (typeof MEETING_SORTS)[number];
