// Every call of the client, derived from the contract's endpoint table by the endpoint's name: the URL (its path
// with `:key` filled in), the answer's type (the table's `response`), and the query's cache options (the table's
// class, or its rule applied to the query). Only types come from the schemas: at run time this reads the
// schema-free route table, so a site's bundle carries paths and classes, not schemas.
import { queryOptions, type QueryFunction, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { Endpoints, QueryOf, ResponseOf } from '@trophy-room/contract';
import { apiPath, apiRoutes, cacheClassOf, type ApiPathName } from '@trophy-room/contract/paths';
import { cacheOptions } from './cache';
import type { HttpClient, QueryParams } from './http';

export type EndpointName = ApiPathName;
/** The body of an endpoint's 200 answer. */
export type AnswerOf<N extends EndpointName> = ResponseOf<Endpoints[N]>;
/** The query parameters an endpoint accepts. */
export type QueryParamsOf<N extends EndpointName> = QueryOf<Endpoints[N]>;

/** One call: the `:key` of a detail path (required there, not allowed elsewhere), the query, a cancel signal. */
export type EndpointCall<N extends EndpointName> = ('params' extends keyof Endpoints[N]
  ? { key: string | number }
  : { key?: never }) & { query?: QueryParamsOf<N>; signal?: AbortSignal };
/** The call's argument: required for a detail path, optional for the others. */
export type CallArgs<N extends EndpointName> = 'params' extends keyof Endpoints[N]
  ? [call: EndpointCall<N>]
  : [call?: EndpointCall<N>];

/** The endpoints that answer `{ data }`, and what they carry there. */
export type DataEndpoint = {
  [N in EndpointName]: AnswerOf<N> extends { data: unknown } ? N : never;
}[EndpointName];
export type DataOf<N extends DataEndpoint> = AnswerOf<N> extends { data: infer D } ? D : never;

/** The endpoints that answer a page (count, next, previous, results), and their item. */
export type PagedEndpoint = {
  [N in EndpointName]: AnswerOf<N> extends { results: unknown[]; next: string | null } ? N : never;
}[EndpointName];
export type ItemOf<N extends PagedEndpoint> = AnswerOf<N> extends { results: (infer T)[] } ? T : never;

/** The one request the client makes: `url` (a path, or a page's `next` link) answered as `name`'s table says. */
function request<N extends EndpointName>(
  http: HttpClient,
  _name: N,
  url: string,
  query?: QueryParamsOf<N>,
  signal?: AbortSignal,
): Promise<AnswerOf<N>> {
  return http.get<AnswerOf<N>>(url, query as QueryParams | undefined, { signal });
}

/** An endpoint's answer: getEndpoint(http, 'team', { key: 'dallas-cowboys' }). A failure is an ApiError. */
export function getEndpoint<N extends EndpointName>(
  http: HttpClient,
  name: N,
  ...[call = {} as EndpointCall<N>]: CallArgs<N>
): Promise<AnswerOf<N>> {
  const path = apiPath(apiRoutes[name].path, call.key === undefined ? {} : { key: call.key });
  return request(http, name, path, call.query, call.signal);
}

/** The `data` of an endpoint that answers `{ data }`. */
export async function getData<N extends DataEndpoint>(
  http: HttpClient,
  name: N,
  ...call: CallArgs<N>
): Promise<DataOf<N>> {
  return ((await getEndpoint(http, name, ...call)) as { data: DataOf<N> }).data;
}

/** Every item of a paged endpoint: follows `next` until exhausted (a link seen twice ends it). */
export async function fetchAllPages<N extends PagedEndpoint>(
  http: HttpClient,
  name: N,
  ...call: CallArgs<N>
): Promise<ItemOf<N>[]> {
  type Page = { results: ItemOf<N>[]; next: string | null };
  const out: ItemOf<N>[] = [];
  let page = (await getEndpoint(http, name, ...call)) as unknown as Page;
  out.push(...page.results);
  const seen = new Set<string>();
  while (page.next && !seen.has(page.next)) {
    seen.add(page.next);
    page = (await request(http, name, page.next)) as unknown as Page;
    out.push(...page.results);
  }
  return out;
}

/** What a factory may add to a query's options; the cache options are the endpoint's. */
export type QueryExtras<N extends EndpointName, T, K extends QueryKey> = Pick<
  UseQueryOptions<T, Error, T, K>,
  'enabled' | 'placeholderData'
> & {
  /** What a cache rule reads (the standings' season). */
  query?: QueryParamsOf<N>;
};

/**
 * Query options for what `queryFn` reads from endpoint `name`: the key as given (the server dehydrates the cache
 * and the browser looks the same keys up) and the cache options of the endpoint's class.
 */
export function endpointQuery<N extends EndpointName, K extends QueryKey, T>(
  name: N,
  queryKey: K,
  queryFn: QueryFunction<T, K>,
  { query, ...extras }: QueryExtras<N, T, K> = {},
) {
  return queryOptions({
    queryKey,
    queryFn,
    ...extras,
    ...cacheOptions(cacheClassOf(apiRoutes[name].cache, query as { season?: unknown } | undefined)),
  });
}
