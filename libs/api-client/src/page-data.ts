// The server's side of a route's `queries`: fetch the ones the page waits for, apply the route's not-found and moved
// rules, then fetch its sections' queries. Only the server renderer imports it; the page reads the same queries and
// rules through useRouteData and useRouteQueries.
import { hashKey } from '@tanstack/react-query';
import { ApiError } from './api-error';
import {
  askedQueries,
  PageMoved,
  leftOut,
  waitsFor,
  type EnsureQuery,
  type PageQueries,
  type PageQuery,
  type ReadQuery,
  type RouteContext,
  type RouteDeclaration,
} from './route-data';

/** A query that needs another's answer waits for it: at most this many rounds, one per step of such a chain. */
const MAX_ROUNDS = 4;

/** The asked queries' data by name, from the cache (undefined for one not fetched). */
function pageDataOf(asked: { name: string; options: PageQuery }[], get: ReadQuery) {
  return Object.fromEntries(asked.map(({ name, options }) => [name, get(options.queryKey)]));
}

const isNotFound = (e: unknown) => e instanceof ApiError && e.status === 404;

/**
 * Fetches a route's queries into the cache: first those the page waits for (an API 404 among them is the page's 404,
 * then any other failure rejects), then, once the not-found rule says the page exists and the moved rule keeps it
 * here, its sections' (`deferred`) queries. A query that needs another's answer is fetched in the next round.
 */
export async function fetchPageData<Q extends PageQueries>(
  route: RouteDeclaration<Q>,
  ctx: RouteContext,
  query: EnsureQuery,
  get: ReadQuery,
): Promise<void> {
  const reading = { ...ctx, get };
  const fetched = new Set<string>();
  const fetchAll = async (which: (options: PageQuery) => boolean) => {
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const fresh = askedQueries(route, reading).filter(
        ({ options }) => which(options) && !fetched.has(hashKey(options.queryKey)),
      );
      if (fresh.length === 0) return;
      for (const { options } of fresh) fetched.add(hashKey(options.queryKey));
      const outcomes = await Promise.allSettled(fresh.map(({ options }) => query(options)));
      const failures = outcomes.flatMap((o, i) =>
        o.status === 'rejected' && !leftOut(fresh[i].options, o.reason) ? [o.reason as unknown] : [],
      );
      if (failures.length > 0) throw failures.find(isNotFound) ?? failures[0];
    }
  };
  await fetchAll(waitsFor);
  const data = pageDataOf(askedQueries(route, reading), get) as Parameters<
    NonNullable<typeof route.notFound>
  >[0];
  if (route.notFound?.(data, ctx)) throw new ApiError(404, 'Not found.');
  const location = route.moved?.(data, ctx);
  if (location) throw new PageMoved(location);
  await fetchAll(() => true);
}
