// Renders one page of a site on the server: matches the route, fetches the data its declaration names (through the
// API transport the server installs; a page its not-found rule rejects answers 404), renders the React tree into
// HTML and dehydrates the query cache beside it.
import {
  ApiError,
  PageMoved,
  cacheClassOfQueries,
  createServerQueryClient,
  dehydrateToJson,
  fetchPageData,
  siteFilters,
  type CacheClassName,
  type EnsureQuery,
} from '@trophy-room/api-client';
import { pageHeadTags, type SiteConfig } from '@trophy-room/site-theme';
import type { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  StaticRouterProvider,
} from 'react-router-dom';
import { pageHead } from '../head/page-head';
import { Providers } from '../providers';
import { declaredMatch } from '../routes/declared-match';
import { routes } from '../routes/routes';
import { siteSeasonsQuery } from '../seasons/site-seasons';
import { stateElement } from './state-element';

export interface RenderedPage {
  /**
   * 200; 404 for an unknown route or slug, and only then (a route that fails to load rejects with RouteLoadError,
   * which the server answers with 503); the API's 4xx when it refused the page's input (a search over 100 characters,
   * a page past the end: the visitor's error, shown in the page's error state); 503 when the API failed.
   */
  status: number;
  /** The page's own head tags (title, description, canonical URL, Open Graph). */
  head: string;
  /** The app's HTML, for inside #root. */
  html: string;
  /** The dehydrated query cache as a <script type="application/json"> element. */
  state: string;
  /** The shortest-lived cache class of the data the page shows (null: it shows none). */
  cacheClass: CacheClassName | null;
  /** With status 301: where the page is now. */
  location?: string;
}

/** Server-side fetches: no retries (a failure answers at once). */
export const serverQuery =
  (client: QueryClient): EnsureQuery =>
  (options) =>
    client.ensureQueryData({ ...options, retry: false });

/** Every fetch of the client, settled (they run in-process and end within the API's query timeout). */
const settled = (client: QueryClient) =>
  Promise.allSettled(
    client
      .getQueryCache()
      .getAll()
      .map((q) => q.promise),
  );

/** The API refused the input (4xx): the page answers with that status; anything else is the server's 503. */
const statusOf = (e: unknown) =>
  e instanceof ApiError && e.status >= 400 && e.status < 500 ? e.status : 503;

/** A path only the catch-all route matches: where a page that turns out not to exist is rendered. */
const NOT_FOUND_PATH = '/__not-found__';

/** Thrown while rendering a page that does not exist after all; the not-found route is rendered instead. */
class PageNotFound extends Error {}

/**
 * A route that could not be prepared: its page chunk failed to load (a file that could not be opened, a deploy race)
 * or routing failed otherwise. Not "does not exist": the server answers 503 and the next request loads it again. The
 * server's render pool recognises it by its name (the renderers are build output).
 */
export class RouteLoadError extends Error {
  override name = 'RouteLoadError';
}

/** Routing's errors are all "no route matches this path" (React Router's 404). */
const onlyNotFound = (errors: Record<string, unknown>) =>
  Object.values(errors).every((e) => isRouteErrorResponse(e) && e.status === 404);

const reasonOf = (e: unknown) =>
  e instanceof Error ? e.message : isRouteErrorResponse(e) ? e.statusText : String(e);

/**
 * The page's new path when its data moved: the API answers a slug the dataset changed (slug_redirects) with a 301 to
 * the same API path under the new slug, and the page moves the same way — the segment that changed is replaced in the
 * page's own path, its query kept.
 */
function movedPage(e: unknown, url: URL): string | undefined {
  if (!(e instanceof ApiError) || e.status !== 301 || !e.moved) return undefined;
  const from = new URL(e.moved.from, url).pathname.split('/');
  const to = new URL(e.moved.to, url).pathname.split('/');
  const i = from.findIndex((segment, k) => segment !== to[k]);
  const page = url.pathname.split('/');
  const j = i < 0 || from.length !== to.length ? -1 : page.indexOf(from[i]);
  if (j < 0) return undefined;
  page[j] = to[i];
  return page.join('/') + url.search;
}

/**
 * A component that throws an API 404 while rendering (a path parameter its data never fetched) means the page does
 * not exist, as does a path React Router cannot match at all (its splat does not match line terminators: /%E2%80%A8).
 */
const notFoundWhileRendering = (e: unknown) =>
  e instanceof PageNotFound || (e instanceof ApiError && e.status === 404);

export function createPageRenderer(site: SiteConfig) {
  // React Router keeps each route's lazy promise, rejected or not, per route object of its handler: after a route
  // failed to load, the next request gets a new handler (new route objects), so the chunk is loaded again.
  let handler = createStaticHandler(routes);
  const filters = siteFilters(site);

  return async function renderPage(href: string): Promise<RenderedPage> {
    const url = new URL(href);
    try {
      return await renderAt(url, url);
    } catch (e) {
      if (!notFoundWhileRendering(e)) throw e;
      return renderAt(new URL(NOT_FOUND_PATH, url), url);
    }
  };

  /** Renders the route matching `route`'s path, with the head (canonical URL) of the page asked for, `url`. */
  async function renderAt(route: URL, url: URL): Promise<RenderedPage> {
    const routing = handler;
    const context = await routing.query(new Request(route));
    if (context instanceof Response)
      throw new RouteLoadError(`Unexpected response while routing ${url.pathname}`);
    if (context.errors) {
      if (onlyNotFound(context.errors)) throw new PageNotFound(url.pathname);
      if (handler === routing) handler = createStaticHandler(routes);
      const causes = Object.values(context.errors).map(reasonOf).join('; ');
      throw new RouteLoadError(`${url.pathname}: the route could not be loaded (${causes})`);
    }
    const matches = context.matches.map((m) => ({ handle: m.route.handle as unknown, params: m.params }));
    const match = declaredMatch(matches);
    const client = createServerQueryClient();
    let status = match?.route.status ?? 200;
    try {
      const query = serverQuery(client);
      // Every page's shell shows the site's seasons (the season model). Both settle before the page renders.
      const outcomes = await Promise.allSettled([
        query(siteSeasonsQuery(site)),
        (async () => {
          if (!match) return;
          const ctx = { params: match.params, search: route.searchParams, site, filters };
          // The page's queries, its not-found and moved rules (the page reads the same), then its sections'
          // queries: a page that does not exist asks for nothing more.
          await fetchPageData(match.route, ctx, query, (key) => client.getQueryData(key));
        })(),
      ]);
      const failed = outcomes.find((r) => r.status === 'rejected');
      if (failed) throw failed.reason;
    } catch (e) {
      const location = e instanceof PageMoved ? e.location : movedPage(e, url);
      if (location) {
        await settled(client);
        client.clear();
        return { status: 301, location, head: '', html: '', state: '', cacheClass: null };
      }
      status = statusOf(e);
      // A page that cannot be served now renders its loading state, not the failures: they are not sent, so the
      // browser asks for them again as it loads and the page heals in place (the 503 tells crawlers to come back).
      if (status === 503) client.removeQueries({ predicate: (q) => q.state.status === 'error' });
    }
    try {
      const router = createStaticRouter(routing.dataRoutes, context);
      const origin = { protocol: url.protocol, hostname: url.hostname, port: url.port };
      const html = renderToString(
        <Providers config={site} queryClient={client} origin={origin}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Providers>,
      );
      return {
        status,
        head: pageHeadTags(pageHead({ matches, site, client, url, status })),
        html,
        state: stateElement(dehydrateToJson(client)),
        cacheClass: status === 200 ? cacheClassOfQueries(client) : null,
      };
    } finally {
      // A query still in flight (the sibling of a lookup that rejected first, e.g. a team's seasons beside its
      // unknown slug) would schedule its gc timer when it settles, after clear(): that timer (a day, for static
      // data) would hold the query and this whole client. So wait for every fetch to settle, then drop the queries
      // and their gc timers: nothing of this request outlives it.
      await settled(client);
      client.clear();
    }
  }
}
