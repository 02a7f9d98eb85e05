// MSW handlers for the API, in one style for component tests (setupServer) and stories (msw.use): each builder
// takes an endpoint's name from the contract and answers with a body of that endpoint's contract type.
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { apiPaths, type ApiPathName } from '../api-paths';
import type { Endpoints, ResponseOf } from '../endpoints';
import { aPage } from './builders/page';

export type BodyOf<N extends ApiPathName> = ResponseOf<Endpoints[N]>;
type Paged = { [N in ApiPathName]: BodyOf<N> extends { results: unknown[] } ? N : never }[ApiPathName];
type Enveloped = { [N in ApiPathName]: BodyOf<N> extends { data: unknown } ? N : never }[ApiPathName];
type ItemOf<N extends Paged> = BodyOf<N>['results'][number];

/** What a request carries that an answer may depend on: the URL (query string) and the `:key` path parameter. */
export interface MockRequest {
  url: URL;
  params: Record<string, string>;
}
type Answer<T> = T | ((req: MockRequest) => T);
const resolve = <T>(answer: Answer<T>, req: MockRequest): T =>
  typeof answer === 'function' ? (answer as (r: MockRequest) => T)(req) : answer;

const on = <T>(name: ApiPathName, answer: Answer<T>): HttpHandler =>
  http.get(apiPaths[name], ({ request, params }) =>
    HttpResponse.json(
      resolve(answer, { url: new URL(request.url), params: params as Record<string, string> }) as object,
    ),
  );

export const mockApi = {
  /** The endpoint answers 200 with `body` (or what a function of the request returns). */
  json: <N extends ApiPathName>(name: N, body: Answer<BodyOf<N>>) => on(name, body),
  /** A paged endpoint answers one page of `results` (`count` etc. may be overridden, e.g. a total of 32). */
  page: <N extends Paged>(
    name: N,
    results: Answer<ItemOf<N>[]>,
    overrides: { count?: number; next?: string | null; previous?: string | null } = {},
  ) => on(name, (req) => aPage(resolve(results, req), overrides)),
  /** An endpoint that answers `{data}`. */
  data: <N extends Enveloped>(name: N, data: Answer<BodyOf<N>['data']>) =>
    on(name, (req) => ({ data: resolve(data, req) })),
  /** The endpoint (every API path when no name is given) never answers: the loading state. */
  loading: (name?: ApiPathName): HttpHandler =>
    http.get(name ? apiPaths[name] : '/api/*', async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  /**
   * The endpoint (every API path when no name is given) answers an error `{detail}`. A 4xx by default: the cache
   * classes retry 5xx answers, which tests and stories would wait out.
   */
  error: (name?: ApiPathName, detail = 'The request could not be served.', status = 400): HttpHandler =>
    http.get(name ? apiPaths[name] : '/api/*', () => HttpResponse.json({ detail }, { status })),
};
