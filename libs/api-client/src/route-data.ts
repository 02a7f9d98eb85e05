// What a route declares beside its definition: its page chunk, the data it needs, its head and its sitemap URLs.
// The server renderer and the browser share these declarations: a route names every query its page shows, the
// server fetches them and dehydrates them into the HTML, and the page reads the same queries by name (useRouteData
// for the page's own, useRouteQueries for a list's or a section's), so the list of queries and the not-found rule
// are written once.
import type { DataTag, QueryClient, UseQueryOptions } from '@tanstack/react-query';
import type { SiteFilterParams } from '@trophy-room/contract';
import type { SiteConfig } from '@trophy-room/site-theme';
import type { ComponentType } from 'react';
import { readParams, type ParamDef, type ParamSchema, type ParamValues } from '@trophy-room/routes';

export interface RouteContext {
  /** The route's path parameters (e.g. `slug`). */
  params: Readonly<Partial<Record<string, string>>>;
  /** The query string (list screens keep their filters there). */
  search: URLSearchParams;
  site: SiteConfig;
  /** The site's API filters (sport__slug, level__slug). */
  filters: SiteFilterParams;
}

/** Fetches a query (or reads it from the cache) through its `queryOptions`; throws its ApiError. */
export type EnsureQuery = QueryClient['ensureQueryData'];
/** Reads a query's cached data by key (`championshipQueries.detail(f, slug).queryKey`). */
export type ReadQuery = QueryClient['getQueryData'];

export interface RouteHead {
  /** The page's own title; the site name is appended ("Super Bowl — champions 1966–2025 | Trophy Room …"). */
  title: string;
  description?: string;
}

/** One query a page shows: what an api-client factory returns (`teamQueries.detail(f, slug)`). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type PageQuery = UseQueryOptions<any, Error, any, any>;

/** A page's queries by name; an entry left undefined is not asked (a year that is none: no season's stats). */
export type PageQueries = Record<string, PageQuery | undefined>;

/**
 * A query the page's frame does not wait for (a section's own data, a header's extra figures): the server fetches it
 * once the page is known to exist; in the browser the page is ready without it, and a section reads it (and shows
 * its own loading and error) through useRouteQueries. With `mayFail`, its failure on the server (every one, or
 * those a test picks: a pair the API calls invalid) leaves it out, and the page shows it, instead of answering 503.
 */
export const deferred = <O extends PageQuery>(options: O, how: { mayFail?: FailureLeftOut } = {}): O => ({
  ...options,
  meta: { ...options.meta, deferred: true, ...(how.mayFail ? { mayFail: how.mayFail } : {}) },
});

/** Which failures of a deferred query the server leaves out: every one (true), or those the test picks. */
export type FailureLeftOut = true | ((error: unknown) => boolean);

/** Whether the server leaves this failure of the query out (`mayFail`) rather than answering 503. */
export function leftOut(options: PageQuery, error: unknown): boolean {
  const rule = options.meta?.['mayFail'] as FailureLeftOut | undefined;
  return rule === true || (typeof rule === 'function' && rule(error));
}

/** Whether the page waits for this query (every one but a `deferred` one). */
export const waitsFor = (options: PageQuery) => options.meta?.['deferred'] !== true;

/** The data of one query, from the type its factory tagged its key with. */
export type DataOf<O> = O extends { queryKey: DataTag<unknown, infer D, unknown> } ? D : unknown;

/** The answers of a page's queries, by the same names (undefined for an entry not asked). */
export type PageData<Q extends PageQueries> = {
  [K in keyof Q]: DataOf<NonNullable<Q[K]>> | (undefined extends Q[K] ? undefined : never);
};

/**
 * A route's context with the query cache to read: a query that needs another's answer (a championship's records
 * need its id) is left undefined until that answer is in the cache.
 */
export type ReadingContext = RouteContext & { get: ReadQuery };

export interface RouteDeclaration<Q extends PageQueries = PageQueries> {
  /** The page's chunk: a module whose default export is the page component. */
  page: () => Promise<{ default: ComponentType }>;
  /**
   * Every query the page shows on first render, by name, from its URL (and, for a query that needs another's answer,
   * the cache): its own, a list's page, the open tab's, a section's. The server fetches them before rendering (an
   * ApiError 404 makes the answer a 404, any other failure a 503) and the page reads the same ones by name with
   * `useRouteData(route)` or `useRouteQueries(route)`, finding them in the dehydrated cache. Options the browser
   * needs (a list's `placeholderData`, a live game's `refetchInterval`) belong here too; the server ignores them.
   */
  queries?: (ctx: ReadingContext) => Q;
  /**
   * The page does not exist although its queries answered (a team of another sport, a season the team never had):
   * the server answers 404 and the page shows its Not Found state. It reads only the queries the page waits for
   * (not `deferred` ones). (A method: a route's own data type narrows it.)
   */
  notFound?(data: PageData<Q>, ctx: RouteContext): boolean;
  /**
   * The page's URL moved (a season's old numeric id): the path it lives at now, which the server answers with a 301.
   * It reads only the queries the page waits for.
   */
  moved?(data: PageData<Q>, ctx: RouteContext): string | null;
  /** Title and description from the page's data (read with `get`); the site's name and description otherwise. */
  head?: (ctx: ReadingContext) => RouteHead | null;
  /**
   * The paths of every page this route has on the site, for sitemap.xml. A route without parameters lists itself
   * unless it says otherwise; a route with parameters is listed only through this.
   */
  sitemap?: (ctx: Omit<RouteContext, 'params' | 'search'> & { query: EnsureQuery }) => Promise<string[]>;
  /** The HTTP status the page answers with (the not-found page: 404). */
  status?: number;
  /** What the shell's season picker does on this route (README, "Seasons"); without it the picker is not shown. */
  season?: SeasonChoice;
}

/** The season picker on a route: the season it shows and where choosing one goes. */
export interface SeasonChoice {
  /** The season the page is about or filtered to, from its URL and data; null: the site's current season. */
  shown: (ctx: ReadingContext) => number | null;
  /** The page of the chosen season: that season's page, or this list filtered to it (kept in the URL). */
  href: (season: number, ctx: ReadingContext) => string;
}

/**
 * The season picker on a list whose URL has a `season` parameter (0: none chosen): it shows that season, and a
 * choice opens the list filtered to the chosen one, its other parameters kept and back on its first page.
 */
export function seasonInUrl<S extends ParamSchema & { season: ParamDef<number> }>(
  schema: S,
  path: (q: Partial<ParamValues<S>>) => string,
): SeasonChoice {
  return {
    shown: ({ search }) => readParams(schema, search).season || null,
    href: (season, { search }) =>
      path({ ...readParams(schema, search), season, page: 1 } as Partial<ParamValues<S>>),
  };
}

/** Thrown when a route's URL has moved (its `moved` rule, e.g. a season's old numeric id): the server answers 301. */
export class PageMoved extends Error {
  constructor(readonly location: string) {
    super(`Moved to ${location}`);
  }
}

/** The names and options of the queries a route asks for here (entries left undefined are not asked). */
export function askedQueries<Q extends PageQueries>(route: RouteDeclaration<Q>, ctx: ReadingContext) {
  const all: PageQueries = route.queries?.(ctx) ?? {};
  return Object.entries(all).flatMap(([name, options]) => (options ? [{ name, options }] : []));
}

/** Declares a route (typed: its page reads its queries' data by name; no behaviour). */
export const declareRoute = <Q extends PageQueries = PageQueries>(
  route: RouteDeclaration<Q>,
): RouteDeclaration<Q> => route;
