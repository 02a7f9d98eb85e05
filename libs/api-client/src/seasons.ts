// Seasons: every season the site covers (newest first) and the latest one, with their query options.
import type { Season, SiteFilterParams } from '@trophy-room/contract';
import { api } from './api';
import { endpointQuery, fetchAllPages, getData, getEndpoint } from './endpoint';
import type { HttpClient } from './http';
import { withoutSeason as scope, compareText } from '@trophy-room/domain';

const PAGE_SIZE = 500;

/** Newest start year first, then sport name (the order every seasons list shows). */
export function sortSeasons(seasons: Season[]): Season[] {
  return [...seasons].sort((a, b) => b.start_year - a.start_year || compareText(a.sport.name, b.sport.name));
}

/** A season by its slug or its numeric id, as /seasons/{slug} reads it. */
export function findSeason(seasons: Season[], slugOrId: string): Season | undefined {
  return seasons.find((s) => s.slug === slugOrId || String(s.id) === slugOrId);
}

/**
 * What a season's page reads of the site's seasons: the season (null: none by that slug or id) and its league's
 * seasons, newest first, as slug and start year (the season picker's choices). A page embeds this, not the site's
 * whole list (the hub: over 800 seasons).
 */
export interface SeasonPage {
  season: Season | null;
  league: Pick<Season, 'slug' | 'start_year'>[];
}

export function seasonPage(seasons: Season[], slugOrId: string): SeasonPage {
  const season = findSeason(seasons, slugOrId) ?? null;
  const league = season ? seasons.filter((s) => s.league_slug === season.league_slug) : [];
  return { season, league: league.map(({ slug, start_year }) => ({ slug, start_year })) };
}

export function seasonResources(http: HttpClient) {
  return {
    /** Every season (all pages), newest first. */
    list: async (f: SiteFilterParams = {}) =>
      sortSeasons(await fetchAllPages(http, 'seasons', { query: { ...scope(f), page_size: PAGE_SIZE } })),
    /** The newest season the data holds for the site, or null when it holds none. */
    latest: async (f: SiteFilterParams = {}): Promise<Season | null> => {
      const body = await getEndpoint(http, 'seasons', { query: { ...scope(f), page_size: 1 } });
      return body.results[0] ?? null;
    },
    /** The seasons of one start year (one per league in scope). */
    ofYear: async (f: SiteFilterParams, year: number) =>
      (await getEndpoint(http, 'seasons', { query: { ...scope(f), season: year, page_size: 20 } })).results,
    /** The site's seasons with data (newest first) and its current season. */
    years: (f: SiteFilterParams = {}) => getData(http, 'seasonYears', { query: { ...scope(f) } }),
    /** A season's postseason as a bracket (or a list, or what the data lacks), by season slug. */
    bracket: (slug: string) => getEndpoint(http, 'seasonBracket', { key: slug }),
  };
}

/** The sites' client (same origin). */
export const seasonsApi = /* @__PURE__ */ seasonResources(api.http);

export const seasonQueries = {
  all: (f: SiteFilterParams) => ['seasons', scope(f)] as const,
  list: (f: SiteFilterParams) =>
    endpointQuery('seasons', [...seasonQueries.all(f), 'list'] as const, () => seasonsApi.list(f)),
  /** One season's page: the season and its league's seasons, computed from the list where it is read. */
  page: (f: SiteFilterParams, slugOrId: string) =>
    endpointQuery('seasons', [...seasonQueries.all(f), 'page', slugOrId] as const, async () =>
      seasonPage(await seasonsApi.list(f), slugOrId),
    ),
  latest: (f: SiteFilterParams) =>
    endpointQuery('seasons', [...seasonQueries.all(f), 'latest'] as const, () => seasonsApi.latest(f)),
  ofYear: (f: SiteFilterParams, year: number) =>
    endpointQuery('seasons', [...seasonQueries.all(f), 'year', year] as const, () =>
      seasonsApi.ofYear(f, year),
    ),
  /** The season model's data: what the picker offers and which season is current (the latest with data). */
  years: (f: SiteFilterParams) =>
    endpointQuery('seasonYears', [...seasonQueries.all(f), 'years'] as const, () => seasonsApi.years(f)),
  bracket: (slug: string) =>
    endpointQuery('seasonBracket', ['seasons', 'bracket', slug] as const, () => seasonsApi.bracket(slug), {
      enabled: Boolean(slug),
    }),
};
