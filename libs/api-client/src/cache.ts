// Cache classes (static, semi-static, dynamic, realtime: how long an answer stays fresh) and the retry policy every query follows.
import { ApiError } from './api-error';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface CacheClass {
  /** How long data counts as fresh (TanStack staleTime). */
  staleTime: number;
  /** How long unused data is kept (TanStack gcTime). */
  gcTime: number;
  /** Retries after a failure (never on a 4xx). */
  retries: number;
}

export const cacheClasses = {
  static: { staleTime: DAY, gcTime: 7 * DAY, retries: 3 },
  semiStatic: { staleTime: 4 * HOUR, gcTime: DAY, retries: 2 },
  dynamic: { staleTime: 15 * MINUTE, gcTime: HOUR, retries: 2 },
  realtime: { staleTime: 30 * SECOND, gcTime: 5 * MINUTE, retries: 1 },
  user: { staleTime: 5 * MINUTE, gcTime: 30 * MINUTE, retries: 1 },
} as const satisfies Record<string, CacheClass>;

export type CacheClassName = keyof typeof cacheClasses;
export const defaultCacheClass: CacheClassName = 'dynamic';

/** Background refresh intervals per cache class. */
export const refetchIntervals = { live: 30 * SECOND, today: 2 * MINUTE, standings: 5 * MINUTE } as const;

export const MAX_RETRIES = 2;
export const MAX_RETRY_DELAY = 30 * SECOND;

/** No retry on a 4xx answer; otherwise at most `max` (the class's count, capped at 2) retries. */
export function shouldRetry(failureCount: number, error: unknown, max: number = MAX_RETRIES): boolean {
  if (error instanceof ApiError && error.isClientError) return false;
  return failureCount < Math.min(max, MAX_RETRIES);
}

/** 1 s, doubling per attempt, capped at 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(SECOND * 2 ** attempt, MAX_RETRY_DELAY);
}

/** Query options for a cache class: freshness, retention and its retry rule. */
export function cacheOptions(name: CacheClassName = defaultCacheClass) {
  const c = cacheClasses[name];
  return {
    staleTime: c.staleTime,
    gcTime: c.gcTime,
    retry: (count: number, error: Error) => shouldRetry(count, error, c.retries),
    retryDelay,
  };
}
