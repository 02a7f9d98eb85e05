export { ApiError } from './api-error';
export { createHttpClient, buildUrl, setApiFetch } from './http';
export { endpointQuery, fetchAllPages, getData, getEndpoint } from './endpoint';
export type { AnswerOf, EndpointCall, EndpointName, QueryParamsOf } from './endpoint';
export type { HttpClient, QueryParams, ApiClientOptions } from './http';
export { siteFilters, type SiteScope } from './site-filters';
export { useSiteFilters } from './use-site-filters';
export {
  cacheClasses,
  cacheOptions,
  defaultCacheClass,
  refetchIntervals,
  shouldRetry,
  retryDelay,
  MAX_RETRIES,
  MAX_RETRY_DELAY,
} from './cache';
export type { CacheClass, CacheClassName } from './cache';
export {
  createQueryClient,
  pruneQueryCache,
  startCachePruning,
  createServerQueryClient,
  withoutRetries,
  cacheClassOfQueries,
  PRUNE_MAX_AGE,
  PRUNE_EVERY,
} from './query-client';
export { createApiClient, api, type ApiClient } from './api';
export { coreQueries } from './queries';
export { championshipResources, championshipsApi, championshipQueries } from './championships';
export { championResources, championsApi, championQueries } from './champions';
export { seasonResources, seasonsApi, seasonQueries, sortSeasons, findSeason, seasonPage } from './seasons';
export type { SeasonPage } from './seasons';
export { teamResources, teamsApi, teamQueries, type TeamName, type TeamPageRequest } from './teams';
export {
  peopleResources,
  peopleApi,
  playerQueries,
  coachQueries,
  slugQueries,
  type PlayerQuery,
  type CoachQuery,
} from './people';
export { searchResources, searchApi, searchQueries, type SearchQuery } from './search';
export { headToHeadResources, headToHeadApi, headToHeadQueries, type PairMeetings } from './head-to-head';
export {
  gameResources,
  gamesApi,
  gameQueries,
  standingQueries,
  type DateRange,
  type LeagueYears,
  type YearSpan,
} from './games';
export { qualityResources, qualityApi, qualityQueries } from './quality';
export { dataFilesResources, dataFilesApi, dataFilesQueries } from './data-files';
export { dehydrateToJson, hydrateFromJson } from './dehydration';
export {
  declareRoute,
  deferred,
  PageMoved,
  seasonInUrl,
  type RouteContext,
  type RouteDeclaration,
  type RouteHead,
  type EnsureQuery,
  type ReadQuery,
  type ReadingContext,
  type SeasonChoice,
  type PageQuery,
  type PageQueries,
  type PageData,
} from './route-data';
export { fetchPageData } from './page-data';
export {
  useRouteData,
  useRouteQueries,
  useRouteContext,
  useReadingContext,
  type RouteData,
  type RouteQueries,
} from './use-route-data';
export { analyticsResources, analyticsApi, analyticsQueries, type AnalyticsQuery } from './analytics';
export { awardResources, awardsApi, awardQueries } from './awards';
export { leaderResources, leadersApi, leaderQueries, type LeaderQuery } from './leaders';
