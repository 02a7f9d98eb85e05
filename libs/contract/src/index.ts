// The API contract: every resource and query-parameter set as a JSON Schema (TypeBox) with its TypeScript type
// of the same name (`Team` is both the schema and the type), the paths, and the endpoint table.
export * from './common';
export * from './core';
export * from './quality';
export * from './data-files';
export * from './analytics';
export * from './championships';
export * from './brackets';
export * from './teams';
export * from './head-to-head';
export * from './games';
export { GAME_STATUSES } from './game-status';
export * from './people';
export * from './search';
export * from './awards';
export * from './leaders';
export {
  ANALYTICS_CATEGORIES,
  ANALYTICS_TIMEFRAMES,
  type AnalyticsCategory,
  type AnalyticsTimeframe,
} from './values';
export { SEARCH_GROUP_SIZE, SEARCH_KINDS, MIN_SEARCH_QUERY, type SearchKind } from './values';
export * from './api-paths';
export * from './endpoints';
