import { QueryCache, QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { cacheClasses, cacheOptions, retryDelay, shouldRetry } from './cache';
import {
  createQueryClient,
  createServerQueryClient,
  pruneQueryCache,
  startCachePruning,
} from './query-client';

const min = 60_000;
const hour = 60 * min;

describe('cache classes', () => {
  it('match the spec: freshness / retention / retries', () => {
    expect(cacheClasses.static).toEqual({ staleTime: 24 * hour, gcTime: 7 * 24 * hour, retries: 3 });
    expect(cacheClasses.semiStatic).toEqual({ staleTime: 4 * hour, gcTime: 24 * hour, retries: 2 });
    expect(cacheClasses.dynamic).toEqual({ staleTime: 15 * min, gcTime: hour, retries: 2 });
    expect(cacheClasses.realtime).toEqual({ staleTime: 30_000, gcTime: 5 * min, retries: 1 });
    expect(cacheClasses.user).toEqual({ staleTime: 5 * min, gcTime: 30 * min, retries: 1 });
  });

  it('default to dynamic', () => {
    const d = createQueryClient().getDefaultOptions().queries!;
    expect(d.staleTime).toBe(15 * min);
    expect(d.gcTime).toBe(hour);
  });
});

describe('retry policy', () => {
  it('never retries a 4xx', () => {
    expect(shouldRetry(0, new ApiError(404, 'Not found'))).toBe(false);
    expect(shouldRetry(0, new ApiError(400, 'Bad'))).toBe(false);
  });

  it('retries other failures at most twice', () => {
    const err = new ApiError(503, 'Unavailable');
    expect(shouldRetry(0, err)).toBe(true);
    expect(shouldRetry(1, err)).toBe(true);
    expect(shouldRetry(2, err)).toBe(false);
    expect(shouldRetry(0, new TypeError('network'))).toBe(true);
    expect(cacheOptions('static').retry(2, err)).toBe(false);
    expect(cacheOptions('realtime').retry(1, err)).toBe(false);
  });

  it('waits 1 s doubling, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});

describe('query client', () => {
  it("the server's client fails at once, though the query's cache class would retry", async () => {
    // On a fake clock: a retry waits retryDelay on a timer, so the failure must arrive before the clock reaches it.
    vi.useFakeTimers();
    try {
      const client = createServerQueryClient();
      const fn = vi.fn(() => Promise.reject(new Error('API down')));
      let outcome = 'pending';
      client.fetchQuery({ queryKey: ['x'], queryFn: fn, ...cacheOptions('static') }).then(
        () => (outcome = 'answered'),
        (e: Error) => (outcome = e.message),
      );
      await vi.advanceTimersByTimeAsync(retryDelay(0) - 1);
      expect(outcome).toBe('API down');
      expect(fn).toHaveBeenCalledTimes(1);
      client.clear();
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not refetch on focus, refetches on reconnect, works offline-first', () => {
    const d = createQueryClient().getDefaultOptions();
    expect(d.queries).toMatchObject({
      refetchOnWindowFocus: false,
      refetchOnReconnect: true,
      networkMode: 'offlineFirst',
    });
    expect(d.mutations).toMatchObject({ retry: 1, networkMode: 'online' });
  });

  it('removes entries older than 24 hours, keeps newer ones', async () => {
    const client = new QueryClient({ queryCache: new QueryCache() });
    const now = Date.now();
    client.setQueryData(['old'], 1, { updatedAt: now - 25 * hour });
    client.setQueryData(['new'], 2, { updatedAt: now - 2 * hour });
    expect(pruneQueryCache(client.getQueryCache(), now)).toBe(1);
    expect(client.getQueryData(['old'])).toBeUndefined();
    expect(client.getQueryData(['new'])).toBe(2);
  });

  it('sweeps every hour', () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    client.setQueryData(['old'], 1, { updatedAt: Date.now() - 25 * hour });
    const stop = startCachePruning(client);
    vi.advanceTimersByTime(hour - 1);
    expect(client.getQueryData(['old'])).toBe(1);
    vi.advanceTimersByTime(1);
    expect(client.getQueryData(['old'])).toBeUndefined();
    stop();
    vi.useRealTimers();
  });
});
