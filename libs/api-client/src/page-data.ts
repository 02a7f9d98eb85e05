// The server's side of a route's `queries`: fetch them all, then apply the route's not-found rule. Only the server
// renderer imports it; the page reads the same queries and rule through useRouteData.
import { ApiError } from './api-error';
import type { EnsureQuery, PageQueries, RouteContext, RouteDeclaration } from './route-data';

/** The names and options of the queries a route asks for here (entries left undefined are not asked). */
export function askedQueries<Q extends PageQueries>(route: RouteDeclaration<Q>, ctx: RouteContext) {
  const all: PageQueries = route.queries?.(ctx) ?? {};
  return Object.entries(all).flatMap(([name, options]) => (options ? [{ name, options }] : []));
}

/**
 * Fetches a route's queries (the first failure rejects: an API 404 is the page's 404) and rejects with a 404 when its
 * not-found rule says the page does not exist.
 */
export async function fetchPageData<Q extends PageQueries>(
  route: RouteDeclaration<Q>,
  ctx: RouteContext,
  query: EnsureQuery,
): Promise<void> {
  const asked = askedQueries(route, ctx);
  if (asked.length === 0) return;
  const answers = await Promise.all(asked.map(({ options }) => query(options)));
  const data = Object.fromEntries(asked.map(({ name }, i) => [name, answers[i]]));
  if (route.notFound?.(data as Parameters<NonNullable<typeof route.notFound>>[0], ctx))
    throw new ApiError(404, 'Not found.');
}
