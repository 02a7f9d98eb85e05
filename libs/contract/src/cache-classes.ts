// The cache classes, once for both sides: how long an answer stays fresh and how long a stale one may still serve
// while it is refreshed. The API sends them as Cache-Control (max-age, stale-while-revalidate); the client keeps its
// queries as long (staleTime, gcTime). Each row of the endpoint table names its class, or a rule that picks one from
// the request's query. (No schema here: the client bundles this with the paths.)
const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Seconds fresh and seconds kept after that, per class. */
export const cacheClassSeconds = {
  static: { fresh: DAY, keep: 7 * DAY },
  semiStatic: { fresh: 4 * HOUR, keep: DAY },
  dynamic: { fresh: 15 * MINUTE, keep: HOUR },
  realtime: { fresh: 30, keep: 5 * MINUTE },
  user: { fresh: 5 * MINUTE, keep: 30 * MINUTE },
} as const satisfies Record<string, { fresh: number; keep: number }>;

export type CacheClassName = keyof typeof cacheClassSeconds;

/** The classes an API answer can have: every answer is public, so `user` (one visitor's own data) is the client's. */
export type ApiCacheClass = Exclude<CacheClassName, 'user'>;

/**
 * Classes chosen per request, from the query as the API validated it (or as the client sends it).
 * pastOrCurrent: a named season's table is final (semi-static); without one the current season's moves (dynamic).
 */
export const cacheRules = {
  pastOrCurrent: (query: { season?: unknown }): ApiCacheClass =>
    query.season === undefined ? 'dynamic' : 'semiStatic',
} as const;

export type CacheRule = keyof typeof cacheRules;

/** What a row of the endpoint table says about caching: a class, or the name of a rule. */
export type EndpointCache = ApiCacheClass | CacheRule;

export const isCacheRule = (cache: EndpointCache): cache is CacheRule => Object.hasOwn(cacheRules, cache);

/** The class of one request's answer. */
export function cacheClassOf(cache: EndpointCache, query: { season?: unknown } = {}): ApiCacheClass {
  return isCacheRule(cache) ? cacheRules[cache](query) : cache;
}
