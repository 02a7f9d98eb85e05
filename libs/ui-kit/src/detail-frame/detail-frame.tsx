// The frame of a detail page (one team, one game, one player…): the page's width, its trail, and its data's four
// states — loading, a load error with Try Again, Not Found (the server answers those with a 404) and the page.
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { ErrorPanel } from '../feedback/error-panel';
import { LoadingSpinner } from '../feedback/loading-spinner';
import { NotFound, type NotFoundProps } from '../feedback/not-found';
import { Breadcrumb, type BreadcrumbProps } from '../shell/breadcrumb';

/** A detail page's data as its route gives it (api-client's useRouteData). */
export interface DetailState<T> {
  status: 'loading' | 'error' | 'not-found' | 'ready';
  data: T | undefined;
  error: Error | null;
  /** Asks again for what failed. */
  retry: () => void;
}

export interface DetailFrameProps<T> {
  state: DetailState<T>;
  /** The trail, from the data once it is there (undefined before, and in the other states); null: none. */
  breadcrumb?: (data: T | undefined) => BreadcrumbProps | null;
  /** The loading text ("Loading game..."), or the screen's own placeholder. */
  loading: string | ReactNode;
  /**
   * The load error's title ("Error Loading Award"), shown with the error's message and Try Again; a function draws
   * the screen's own error state instead.
   */
  error: string | ((error: Error, retry: () => void) => ReactNode);
  /** What the page says of a thing the data does not hold ("Team Not Found"), with the way back. */
  notFound: NotFoundProps;
  children: (data: T) => ReactNode;
  className?: string;
}

export function DetailFrame<T>({
  state,
  breadcrumb,
  loading,
  error,
  notFound,
  children,
  className,
}: DetailFrameProps<T>) {
  const trail = breadcrumb?.(state.status === 'ready' ? state.data : undefined);
  return (
    <div data-slot="detail-frame" className={cn('page-width flex flex-col gap-6 py-8', className)}>
      {trail && <Breadcrumb {...trail} />}
      <DetailBody state={state} loading={loading} error={error} notFound={notFound}>
        {children}
      </DetailBody>
    </div>
  );
}

function DetailBody<T>({
  state,
  loading,
  error,
  notFound,
  children,
}: Omit<DetailFrameProps<T>, 'breadcrumb' | 'className'>) {
  switch (state.status) {
    case 'ready':
      return <>{children(state.data as T)}</>;
    case 'not-found':
      return <NotFound {...notFound} />;
    case 'error': {
      const e = state.error ?? new Error('');
      if (typeof error === 'function') return <>{error(e, state.retry)}</>;
      return <ErrorPanel title={error} message={e.message} onRetry={state.retry} />;
    }
    default:
      return typeof loading === 'string' ? <LoadingSpinner label={loading} /> : <>{loading}</>;
  }
}
