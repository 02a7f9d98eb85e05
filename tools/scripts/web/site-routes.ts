// The routes the web reports load on a site: every pattern of the route map (libs/routes), the parameterised ones
// filled with a real slug of that site read from the API (the first item the list endpoint answers).
import { ApiError, createHttpClient, siteFilters } from '@trophy-room/api-client';
import type { Paginated } from '@trophy-room/contract';
import { apiPath, apiPaths } from '@trophy-room/contract/paths';
import { fillPattern, routePatterns, type RouteName } from '@trophy-room/routes';
import { footerLinks } from '@trophy-room/site/links';
import { siteVariants, type SiteId } from '@trophy-room/site-theme/variants';

export interface SiteRoute {
  name: RouteName;
  /** The URL path, e.g. /championships/super-bowl; null when the site's data has nothing to fill it with. */
  path: string | null;
}

type Params = Record<string, string | number>;
type Item = { slug?: string; id?: number; start_year?: number };

/**
 * An API call tried again when the server answers 503 (a query timeout on a loaded machine, up to three times) or
 * 429 (the rate limit, after its window has moved on, up to five times).
 */
export async function patiently<T>(call: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (e) {
      const status = e instanceof ApiError ? e.status : 0;
      if (!((status === 503 && attempt < 3) || (status === 429 && attempt < 5))) throw e;
      await new Promise((r) => setTimeout(r, (status === 429 ? 15_000 : 2000) * attempt));
    }
  }
}

/** How each parameterised pattern gets its parameters from the API (the site's filters added). */
function paramsFor(name: RouteName, site: SiteId, origin: string) {
  const http = createHttpClient({ baseUrl: origin });
  const f = siteFilters(siteVariants[site]);
  const first = async (path: string): Promise<Item | undefined> =>
    (await patiently(() => http.get<Paginated<Item>>(path, f))).results[0];
  const slug = async (path: string): Promise<Params | null> => {
    const item = await first(path);
    return item?.slug ? { slug: item.slug } : null;
  };
  const resolvers: Partial<Record<RouteName, () => Promise<Params | null>>> = {
    championship: () => slug(apiPaths.championships),
    season: () => slug(apiPaths.seasons),
    seasonPlayoffs: () => slug(apiPaths.seasons),
    team: () => slug(apiPaths.teams),
    teamSeason: async () => {
      const team = await first(apiPaths.teams);
      const key = team?.slug;
      if (!key) return null;
      const seasons = await patiently(() =>
        http.get<{ data: Item[] }>(apiPath(apiPaths.teamSeasons, { key }), f),
      );
      const year = seasons.data[0]?.start_year;
      return year === undefined ? null : { slug: key, year };
    },
    game: async () => {
      const game = (await first(apiPaths.gamesRecent)) ?? (await first(apiPaths.games));
      return game?.id === undefined ? null : { id: game.id };
    },
    fixtures: async () => {
      const sport = siteVariants[site].sport ?? (await first(apiPaths.sports))?.slug;
      return sport ? { sport } : null;
    },
    player: () => slug(apiPaths.players),
    coach: () => slug(apiPaths.coaches),
    leaderStat: async () => {
      const leagues = await patiently(() => http.get<{ data: { stats: Item[] }[] }>(apiPaths.leaders, f));
      const stat = leagues.data[0]?.stats[0]?.slug;
      return stat ? { stat } : null;
    },
    award: async () => {
      const awards = await patiently(() => http.get<{ data: Item[] }>(apiPaths.awards, f));
      const key = awards.data[0]?.slug;
      return key ? { slug: key } : null;
    },
  };
  return resolvers[name];
}

const allRoutes = (Object.keys(routePatterns) as RouteName[]).filter((n) => n !== 'notFound');

/** The main routes: home, the sections the top bar and footer link to, and the detail page under each. */
export const mainRoutes = allRoutes.filter((name) => {
  const pattern: string = routePatterns[name];
  return (
    pattern === routePatterns.home ||
    footerLinks.some(({ to }) => pattern === to || new RegExp(`^${to}/:\\w+$`).test(pattern))
  );
});

/** The routes of a site with real parameters (all routes of the map unless `names` narrows them). */
export async function siteRoutes(
  site: SiteId,
  origin: string,
  names: readonly RouteName[] = allRoutes,
): Promise<SiteRoute[]> {
  return Promise.all(
    names.map(async (name) => {
      const pattern = routePatterns[name];
      if (!pattern.includes(':')) return { name, path: pattern };
      const resolve = paramsFor(name, site, origin);
      if (!resolve) throw new Error(`no API source for the parameters of ${pattern}`);
      const params = await resolve();
      return { name, path: params ? fillPattern(pattern, params) : null };
    }),
  );
}
