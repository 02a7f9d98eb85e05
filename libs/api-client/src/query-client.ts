// The QueryClient every site uses, and the hourly sweep of entries older than a day.
import { QueryClient, type QueryCache } from '@tanstack/react-query';
import { cacheOptions } from './cache';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        ...cacheOptions('dynamic'),
        refetchOnWindowFocus: false,
        refetchOnReconnect: true,
        networkMode: 'offlineFirst',
      },
      mutations: { retry: 1, networkMode: 'online' },
    },
  });
}

export const PRUNE_MAX_AGE = 24 * 60 * 60 * 1000;
export const PRUNE_EVERY = 60 * 60 * 1000;

/** Removes queries whose data is older than maxAge; returns how many went. */
export function pruneQueryCache(cache: QueryCache, now = Date.now(), maxAge = PRUNE_MAX_AGE): number {
  let removed = 0;
  for (const q of cache.getAll()) {
    const updated = q.state.dataUpdatedAt || q.state.errorUpdatedAt;
    if (updated && now - updated > maxAge && q.getObserversCount() === 0) {
      cache.remove(q);
      removed++;
    }
  }
  return removed;
}

/** Sweeps the cache every hour; returns a function that stops the sweep. */
export function startCachePruning(client: QueryClient, every = PRUNE_EVERY): () => void {
  const id = setInterval(() => pruneQueryCache(client.getQueryCache()), every);
  return () => clearInterval(id);
}
