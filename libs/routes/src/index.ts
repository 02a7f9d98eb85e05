// The route map: every URL of the sites, typed — paths, react-router patterns and the query parameters of each screen.
export { paths } from './paths';
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
export { awardPersonPath } from './award-person-path';
