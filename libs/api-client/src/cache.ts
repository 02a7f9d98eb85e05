// Cache classes (static, semi-static, dynamic, realtime, user: how long an answer stays fresh, the contract's
// durations, which the API sends as Cache-Control too) and the retry policy every query follows.
import { cacheClassSeconds, type CacheClassName } from '@trophy-room/contract/paths';
import { ApiError } from './api-error';

export type { CacheClassName };

const SECOND = 1000;
const MINUTE = 60 * SECOND;

export interface CacheClass {
  /** How long data counts as fresh (TanStack staleTime). */
  staleTime: number;
  /** How long unused data is kept (TanStack gcTime). */
  gcTime: number;
  /** Retries after a failure (never on a 4xx). */
  retries: number;
}

const retries = { static: 3, semiStatic: 2, dynamic: 2, realtime: 1, user: 1 } as const;

const inMilliseconds = (name: CacheClassName): CacheClass => ({
  staleTime: cacheClassSeconds[name].fresh * SECOND,
  gcTime: cacheClassSeconds[name].keep * SECOND,
  retries: retries[name],
});

export const cacheClasses: Record<CacheClassName, CacheClass> = {
  static: inMilliseconds('static'),
  semiStatic: inMilliseconds('semiStatic'),
  dynamic: inMilliseconds('dynamic'),
  realtime: inMilliseconds('realtime'),
  user: inMilliseconds('user'),
};

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
