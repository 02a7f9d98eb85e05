// The query cache as it travels from the server's render into the page: successes and failures (a 404's
// ApiError must reach the browser so it renders the same not-found state the server did, without refetching).
import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

interface SerializedError {
  apiError: true;
  status: number;
  message: string;
}

const isSerializedError = (e: unknown): e is SerializedError =>
  typeof e === 'object' && e !== null && (e as SerializedError).apiError === true;

/** The cache as JSON safe to embed in a <script type="application/json"> element. */
export function dehydrateToJson(client: QueryClient): string {
  const state = dehydrate(client, {
    shouldDehydrateQuery: (q) => q.state.status === 'success' || q.state.status === 'error',
  });
  for (const q of state.queries) {
    const e = q.state.error;
    if (e) {
      const status = e instanceof ApiError ? e.status : 503;
      (q.state as { error: unknown }).error = { apiError: true, status, message: e.message };
    }
  }
  return JSON.stringify(state).replace(/</g, '\\u003c');
}

/**
 * Fills a browser cache from the server's JSON. A query that failed on the server keeps its error (as an ApiError)
 * and is not fetched again when its page mounts: the page shows what the server showed; its retry button refetches.
 */
export function hydrateFromJson(client: QueryClient, json: string) {
  const state = JSON.parse(json) as DehydratedState;
  for (const q of state.queries) {
    const e: unknown = q.state.error;
    if (isSerializedError(e)) {
      (q.state as { error: unknown }).error = new ApiError(e.status, e.message);
      client.setQueryDefaults(q.queryKey, { retryOnMount: false });
    }
  }
  hydrate(client, state);
}
