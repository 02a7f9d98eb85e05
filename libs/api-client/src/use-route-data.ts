// A page's data: the queries its route declares, read by name, and the route's not-found rule, so the page and the
// server renderer share one list and one rule. A detail page shows one of four states (useRouteData); a list or a
// section reads each query's own state (useRouteQueries).
import { useQueries, useQueryClient, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import { useRef } from 'react';
import { useSite } from '@trophy-room/site-theme';
import { useParams, useSearchParams } from 'react-router-dom';
import {
  askedQueries,
  waitsFor,
  type DataOf,
  type PageData,
  type PageQueries,
  type ReadingContext,
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

/** Each query's own state by name; undefined for an entry not asked (yet: one waiting for another's answer). */
export type RouteQueries<Q extends PageQueries> = {
  [K in keyof Q]:
    UseQueryResult<DataOf<NonNullable<Q[K]>>, Error> | (undefined extends Q[K] ? undefined : never);
};

/** A 404 from the API (ApiError carries the status). */
const isNotFound = (e: Error) => (e as Error & { status?: unknown }).status === 404;

/** The route's context in the browser: its URL's parameters and query string, the site and its filters. */
export function useRouteContext(): RouteContext {
  const params = useParams();
  const [search] = useSearchParams();
  return { params, search, site: useSite(), filters: useSiteFilters() };
}

/**
 * The route's context with the query cache to read, as its `queries` and `head` take it: a page that shows a view of
 * its URL and the answers so far finds it with the same functions as its route.
 */
export function useReadingContext(): ReadingContext {
  const client = useQueryClient();
  return { ...useRouteContext(), get: (key) => client.getQueryData(key) };
}

/**
 * The route's queries as asked here, with each one's result. useQueries gives a query whose key changed a new
 * observer, which has no previous data for `placeholderData` (keepPreviousData, or a rule of its own: the same
 * pair's figures while another page of its meetings loads): so it is handed the last data its name showed, with
 * that data's query, as one observer would have.
 */
function useAsked<Q extends PageQueries>(route: RouteDeclaration<Q>, ctx: ReadingContext) {
  const client = useQueryClient();
  const asked = askedQueries(route, ctx);
  const shown = useRef(new Map<string, { data: unknown; queryKey: QueryKey }>());
  const results = useQueries({
    queries: asked.map(({ name, options }) => {
      const keep = options.placeholderData;
      if (typeof keep !== 'function') return options;
      const placeholderData = (previous: unknown, previousQuery: unknown) => {
        if (previous !== undefined) return keep(previous, previousQuery as never);
        const last = shown.current.get(name);
        const query = last && client.getQueryCache().find({ queryKey: last.queryKey, exact: true });
        return last ? keep(last.data, query as never) : undefined;
      };
      return { ...options, placeholderData };
    }),
  }) as UseQueryResult<unknown, Error>[];
  asked.forEach(({ name, options }, i) => {
    const { data, isPlaceholderData } = results[i];
    if (data !== undefined && !isPlaceholderData)
      shown.current.set(name, { data, queryKey: options.queryKey });
  });
  return asked.map((a, i) => ({ ...a, result: results[i] }));
}

/** Each of the route's queries by name, with its own loading, error and data (a list's page, a section's data). */
export function useRouteQueries<Q extends PageQueries>(route: RouteDeclaration<Q>): RouteQueries<Q> {
  const asked = useAsked(route, useReadingContext());
  return Object.fromEntries(asked.map(({ name, result }) => [name, result])) as RouteQueries<Q>;
}

/** The data of the route's queries by name, in one of four states, with its `notFound` rule applied. */
export function useRouteData<Q extends PageQueries>(route: RouteDeclaration<Q>): RouteData<PageData<Q>> {
  const ctx = useReadingContext();
  const asked = useAsked(route, ctx);
  // A deferred query neither holds the page back nor fails it.
  const awaited = asked.filter(({ options }) => waitsFor(options)).map(({ result }) => result);
  const failed = awaited.filter((r) => r.error);
  const retry = () => void Promise.all(failed.map((r) => r.refetch()));
  // A 404 decides at once. Any other failure waits for the queries still on their way, so the page shows loading,
  // never a missing thing, until it knows which it is. (A page the server answers 503 is sent without its failures,
  // and shows loading while the browser asks again.)
  const missing = failed.find((r) => isNotFound(r.error as Error))?.error;
  if (missing) return { status: 'not-found', data: undefined, error: missing, retry };
  if (awaited.some((r) => r.data === undefined && !r.error))
    return { status: 'loading', data: undefined, error: null, retry };
  const error = failed[0]?.error ?? null;
  if (error) return { status: 'error', data: undefined, error, retry };
  if (awaited.some((r) => r.data === undefined))
    return { status: 'loading', data: undefined, error: null, retry };
  const data = Object.fromEntries(asked.map(({ name, result }) => [name, result.data])) as PageData<Q>;
  if (route.notFound?.(data, ctx)) return { status: 'not-found', data: undefined, error: null, retry };
  return { status: 'ready', data, error: null, retry };
}
