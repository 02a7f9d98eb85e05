// The QueryClient every site uses, and the hourly sweep of entries older than a day.
import { QueryClient, type QueryCache } from '@tanstack/react-query';
import { cacheClasses, cacheOptions, defaultCacheClass, type CacheClassName } from './cache';

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

/**
 * The client's queries never retry, whatever their factory's cache class says (a default of `retry: false` would
 * not do: the factories' own retry rule wins over defaults). For a server render, tests and stories.
 */
export function withoutRetries(client: QueryClient): QueryClient {
  const defaulted = client.defaultQueryOptions.bind(client);
  client.defaultQueryOptions = ((options) => ({
    ...defaulted(options),
    retry: false,
  })) as QueryClient['defaultQueryOptions'];
  return client;
}

/**
 * The cache of one server render: no retries (a failure answers 503 at once) and failures kept for the page to
 * show (a 404 renders the not-found state instead of a spinner). Clear it after rendering: its gc timers go too.
 */
export function createServerQueryClient(): QueryClient {
  const client = createQueryClient();
  client.setDefaultOptions({
    ...client.getDefaultOptions(),
    queries: { ...client.getDefaultOptions().queries, retryOnMount: false },
  });
  return withoutRetries(client);
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

/** The shortest-lived cache class among the cached queries (what a page built from them may be cached for). */
export function cacheClassOfQueries(client: QueryClient): CacheClassName | null {
  let shortest: CacheClassName | null = null;
  for (const q of client.getQueryCache().getAll()) {
    // The options the query was fetched with (its factory's cache class).
    const stale = (q.options as { staleTime?: unknown }).staleTime;
    const name =
      (Object.keys(cacheClasses) as CacheClassName[]).find((n) => cacheClasses[n].staleTime === stale) ??
      defaultCacheClass;
    if (!shortest || cacheClasses[name].staleTime < cacheClasses[shortest].staleTime) shortest = name;
  }
  return shortest;
}
