// A detail page's data: the queries its route declares, read by name, and the route's not-found rule, so the page
// and the server renderer share one list and one rule. The page shows one of four states.
import { useQueries } from '@tanstack/react-query';
import { useSite } from '@trophy-room/site-theme';
import { useParams, useSearchParams } from 'react-router-dom';
import { askedQueries } from './page-data';
import {
  waitsFor,
  type PageData,
  type PageQueries,
  type RouteContext,
  type RouteDeclaration,
} from './route-data';
import { useSiteFilters } from './use-site-filters';

/** What a page shows: its queries' data once all answered; an error (Try Again asks again); or Not Found. */
export type RouteData<T> =
  | { status: 'loading'; data: undefined; error: null; retry: () => void }
  | { status: 'error'; data: undefined; error: Error; retry: () => void }
  | { status: 'not-found'; data: undefined; error: Error | null; retry: () => void }
  | { status: 'ready'; data: T; error: null; retry: () => void };

/** A 404 from the API (ApiError carries the status). */
const isNotFound = (e: Error) => (e as Error & { status?: unknown }).status === 404;

/** The route's context in the browser: its URL's parameters and query string, the site and its filters. */
export function useRouteContext(): RouteContext {
  const params = useParams();
  const [search] = useSearchParams();
  return { params, search, site: useSite(), filters: useSiteFilters() };
}

/** The data of the route's `queries` by name, in one of four states, with its `notFound` rule applied. */
export function useRouteData<Q extends PageQueries>(route: RouteDeclaration<Q>): RouteData<PageData<Q>> {
  const ctx = useRouteContext();
  const asked = askedQueries(route, ctx);
  const results = useQueries({ queries: asked.map(({ options }) => options) });
  // A deferred query neither holds the page back nor fails it.
  const awaited = results.filter((_, i) => waitsFor(asked[i].options));
  const failed = awaited.filter((r) => r.error);
  const retry = () => void Promise.all(failed.map((r) => r.refetch()));
  // A 404 decides at once. Any other failure waits for the queries still on their way: on the server a page whose
  // first failure answers 503 renders while its siblings are in flight, and shows loading, never a missing thing.
  const missing = failed.find((r) => isNotFound(r.error as Error))?.error;
  if (missing) return { status: 'not-found', data: undefined, error: missing, retry };
  if (awaited.some((r) => r.data === undefined && !r.error))
    return { status: 'loading', data: undefined, error: null, retry };
  const error = failed[0]?.error ?? null;
  if (error) return { status: 'error', data: undefined, error, retry };
  if (awaited.some((r) => r.data === undefined))
    return { status: 'loading', data: undefined, error: null, retry };
  const data = Object.fromEntries(asked.map(({ name }, i) => [name, results[i].data])) as PageData<Q>;
  if (route.notFound?.(data, ctx)) return { status: 'not-found', data: undefined, error: null, retry };
  return { status: 'ready', data, error: null, retry };
}
