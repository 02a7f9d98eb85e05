// The route map (every URL of the sites, typed) and the domain rules every lib shares.
export { paths, navLinks, footerLinks, type NavLinkItem } from './paths';
export { routePatterns, fillPattern, type RouteName } from './patterns';
export {
  searchText,
  text,
  oneOf,
  integer,
  flag,
  day,
  readParams,
  writeParams,
  queryString,
  type ParamDef,
  type ParamSchema,
  type ParamValues,
} from './search-params';
export {
  ALL,
  championshipParams,
  leadersParams,
  championshipsParams,
  championsParams,
  seasonsParams,
  SEASON_STATUSES,
  teamsParams,
  headToHeadParams,
  teamParams,
  teamSeasonParams,
  TEAM_TABS,
  SEASON_TABS,
  seasonDetailParams,
  bracketParams,
  GAME_TABS,
  gameDetailParams,
  scoresParams,
  standingsParams,
  SCORE_STATUSES,
  playersParams,
  coachesParams,
  searchParams,
  SEARCH_RESULT_KINDS,
  featuresParams,
  analyticsParams,
  dataQualityParams,
  FEATURE_CATEGORIES,
} from './list-params';
export { awardsParams, awardParams } from './award-params';
export { shownRange, type ShownRange } from './show-more';
export { awardPersonPath } from './award-person-path';
export {
  titleYear,
  titleYearOf,
  titleYearRule,
  type SeasonYears,
  type TitleYearSport,
} from './domain/title-year';
export {
  SPORT_CATEGORIES,
  sportCategory,
  categoryOfSport,
  isTopTier,
  leagueLabel,
  type SportCategory,
} from './domain/championship-category';
export { withoutSeason, type ScopeFilters } from './domain/season-scope';
export { compareText, countOf, formatDay, formatNumber } from './domain/text';
export { leagueShortName } from './domain/league-name';
export { formatFigure, ordinal } from './domain/leader-figure';
export { gameTypeText, meetingSortValues, siteText, winnerText } from './domain/meeting';
