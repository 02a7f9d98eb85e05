// One way for a screen to show its data's states: loading, a load error with a retry, not found, empty, and the
// data itself. The screen names each state's look and text; the order of the checks is the same everywhere.
import type { ReactNode } from 'react';
import { ErrorPanel } from './error-panel';
import { FailedToLoadData } from './failed-to-load-data';
import { reloadPage } from './reload-page';

/** What QueryState reads of a query (a TanStack `useQuery` result, or several combined into one). */
export interface QueryLike<T> {
  data: T | undefined;
  error: Error | null;
}

export interface QueryStateProps<T> {
  /** Undefined: a query not asked yet (one that waits for another's answer), shown as pending. */
  query: QueryLike<T> | undefined;
  /** While there is no data yet: a spinner with the screen's loading text, or skeletons. */
  pending: ReactNode;
  /**
   * The load error's title ("Error Loading Seasons"), shown with the error's own message; without one, the generic
   * Failed to Load Data card. A function draws a screen's own error state instead.
   */
  error?: string | ((error: Error) => ReactNode);
  /** Leave the error's own message out under the title. */
  hideErrorMessage?: boolean;
  /** What Try Again does: reload the page (the default), refetch, or null for no retry. */
  onRetry?: (() => void) | null;
  /** Shown when the API answers 404, or when `missing` says the data lacks what was asked for. */
  notFound?: ReactNode;
  missing?: (data: T) => boolean;
  /** Shown when `isEmpty` says the data holds nothing to list. */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

/** A 404 from the API (ApiError carries the status; any error with `status` 404 counts). */
const isNotFoundError = (e: Error) => (e as Error & { status?: unknown }).status === 404;

export function QueryState<T>({
  query,
  pending,
  error: errorState,
  hideErrorMessage = false,
  onRetry = reloadPage,
  notFound,
  missing,
  empty,
  isEmpty,
  children,
}: QueryStateProps<T>) {
  const { data, error } = query ?? { data: undefined, error: null };
  if (error) {
    if (notFound !== undefined && isNotFoundError(error)) return <>{notFound}</>;
    if (typeof errorState === 'function') return <>{errorState(error)}</>;
    const retry = onRetry ?? undefined;
    if (errorState === undefined) return <FailedToLoadData onRetry={retry} />;
    return (
      <ErrorPanel title={errorState} message={hideErrorMessage ? undefined : error.message} onRetry={retry} />
    );
  }
  if (data === undefined) return <>{pending}</>;
  if (notFound !== undefined && missing?.(data)) return <>{notFound}</>;
  if (empty !== undefined && isEmpty?.(data)) return <>{empty}</>;
  return <>{children(data)}</>;
}
