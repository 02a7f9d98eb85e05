// The cache classes of the API's answers and their HTTP lifetimes (Cache-Control), from the contract's one table of
// classes: what a route declares (route.ts) and what the response cache, the pages and the data files send.
import { cacheClassSeconds, type ApiCacheClass } from '@trophy-room/contract';
import type { FastifyRequest } from 'fastify';

/** The contract's classes an answer can have (every row of the endpoint table names one, or a rule). */
export type CacheClassName = ApiCacheClass;
/** A route's class, fixed or chosen per request (e.g. past vs current standings). */
export type CachePolicy = CacheClassName | ((req: FastifyRequest) => CacheClassName);

/** Seconds fresh / stale-while-revalidate: the contract's fresh and kept seconds of each class. */
export const cacheSeconds = Object.fromEntries(
  (['static', 'semiStatic', 'dynamic', 'realtime'] as const).map((c) => [
    c,
    [cacheClassSeconds[c].fresh, cacheClassSeconds[c].keep],
  ]),
) as Record<CacheClassName, [maxAge: number, swr: number]>;

export const cacheControl = (c: CacheClassName) =>
  `public, max-age=${cacheSeconds[c][0]}, stale-while-revalidate=${cacheSeconds[c][1]}`;
