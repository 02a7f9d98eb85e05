// While a list's next page loads, the page it showed stays on screen (its route declares keepPreviousData). A route's
// queries are read through useQueries, which starts a new observer for a new key, one with no previous data to keep:
// so the screen holds the last data it showed until the new data comes (or fails).
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';

/** The query's data, or while the next one loads the last data it had; its error. */
export function useKeptData<T>(query: UseQueryResult<T, Error>): {
  data: T | undefined;
  error: Error | null;
} {
  const [kept, setKept] = useState(query.data);
  if (query.data !== undefined && query.data !== kept) setKept(query.data);
  return { data: query.error ? undefined : (query.data ?? kept), error: query.error };
}
