// Teams: the directory (every page, sorted by name; or one filtered page), its filter options, how many the site
// tracks, one team and its per-team views (titles, seasons, and one season's roster, schedule and stats).
import type { SiteFilterParams, Team } from '@trophy-room/contract';
import { api } from './api';
import { endpointQuery, fetchAllPages, getData, getEndpoint } from './endpoint';
import type { HttpClient } from './http';
import { withoutSeason as scope, compareText } from '@trophy-room/domain';

/** A team as a filter's option names it. */
export type TeamName = Pick<Team, 'slug' | 'name'>;
const PAGE_SIZE = 500;

/** One page of the directory, filtered on the server (the name, city or abbreviation search and the group). */
export interface TeamPageRequest {
  search?: string;
  division?: string;
  conference?: string;
  page: number;
  pageSize: number;
}

export function teamResources(http: HttpClient) {
  return {
    /** Follows `next` until exhausted, then sorts by name. */
    list: async (f: SiteFilterParams = {}) =>
      (await fetchAllPages(http, 'teams', { query: { ...scope(f), page_size: PAGE_SIZE } })).sort((a, b) =>
        compareText(a.name, b.name),
      ),
    /** One page of the directory, by name. */
    page: (f: SiteFilterParams, r: TeamPageRequest) =>
      getEndpoint(http, 'teams', {
        query: {
          ...scope(f),
          search: r.search,
          division: r.division,
          conference: r.conference,
          page: r.page,
          page_size: r.pageSize,
        },
      }),
    /** The directory's filter options (sports, divisions or conferences) with their team counts. */
    facets: (f: SiteFilterParams = {}) => getData(http, 'teamFacets', { query: scope(f) }),
    /** Every team of the site with the seasons it has a page for, in one call (the sitemap). */
    seasonYears: (f: SiteFilterParams = {}) => getData(http, 'teamSeasonYears', { query: scope(f) }),
    /** How many teams the site tracks: one small page, read from its count. */
    count: async (f: SiteFilterParams = {}) =>
      (await getEndpoint(http, 'teams', { query: { ...scope(f), page_size: 1 } })).count,
    /** One team by id or slug; a 404 ApiError when unknown. */
    get: (idOrSlug: string | number) => getEndpoint(http, 'team', { key: idOrSlug }),
    championships: (key: string | number) => getData(http, 'teamChampionships', { key }),
    seasons: (key: string | number) => getData(http, 'teamSeasons', { key }),
    roster: (key: string | number, year: number) => getData(http, 'teamRoster', { key, query: { year } }),
    schedule: (key: string | number, year: number) => getData(http, 'teamSchedule', { key, query: { year } }),
    stats: (key: string | number, year: number) => getData(http, 'teamStats', { key, query: { year } }),
    /** One season's totals against opponents, margin of victory and SRS, from the league-season's games. */
    seasonSummary: (key: string | number, year: number) =>
      getData(http, 'teamSeasonSummary', { key, query: { year } }),
  };
}

export const teamsApi = /* @__PURE__ */ teamResources(api.http);

/** A team's views are keyed by the team (id or slug) alone: a team is the same on every site. */
const teamKey = (idOrSlug: string | number) => ['team', String(idOrSlug)] as const;

export const teamQueries = {
  all: (f: SiteFilterParams) => ['teams', scope(f)] as const,
  list: (f: SiteFilterParams) =>
    endpointQuery('teams', [...teamQueries.all(f), 'list'] as const, () => teamsApi.list(f)),
  /** The teams' slugs and names only, by name (a filter's options: what a page embeds is what it shows). */
  names: (f: SiteFilterParams) =>
    endpointQuery('teams', [...teamQueries.all(f), 'names'] as const, async (): Promise<TeamName[]> =>
      (await teamsApi.list(f)).map((t) => ({ slug: t.slug, name: t.name })),
    ),
  page: (f: SiteFilterParams, r: TeamPageRequest) =>
    endpointQuery('teams', [...teamQueries.all(f), 'page', r] as const, () => teamsApi.page(f, r)),
  facets: (f: SiteFilterParams) =>
    endpointQuery('teamFacets', [...teamQueries.all(f), 'facets'] as const, () => teamsApi.facets(f)),
  seasonYears: (f: SiteFilterParams) =>
    endpointQuery('teamSeasonYears', [...teamQueries.all(f), 'season-years'] as const, () =>
      teamsApi.seasonYears(f),
    ),
  count: (f: SiteFilterParams) =>
    endpointQuery('teams', [...teamQueries.all(f), 'count'] as const, () => teamsApi.count(f)),
  detail: (f: SiteFilterParams, idOrSlug: string | number) =>
    endpointQuery('team', [...teamQueries.all(f), 'detail', String(idOrSlug)] as const, () =>
      teamsApi.get(idOrSlug),
    ),
  championships: (idOrSlug: string | number) =>
    endpointQuery('teamChampionships', [...teamKey(idOrSlug), 'championships'] as const, () =>
      teamsApi.championships(idOrSlug),
    ),
  seasons: (idOrSlug: string | number) =>
    endpointQuery('teamSeasons', [...teamKey(idOrSlug), 'seasons'] as const, () =>
      teamsApi.seasons(idOrSlug),
    ),
  roster: (idOrSlug: string | number, year: number) =>
    endpointQuery('teamRoster', [...teamKey(idOrSlug), 'roster', year] as const, () =>
      teamsApi.roster(idOrSlug, year),
    ),
  schedule: (idOrSlug: string | number, year: number) =>
    endpointQuery('teamSchedule', [...teamKey(idOrSlug), 'schedule', year] as const, () =>
      teamsApi.schedule(idOrSlug, year),
    ),
  stats: (idOrSlug: string | number, year: number) =>
    endpointQuery('teamStats', [...teamKey(idOrSlug), 'stats', year] as const, () =>
      teamsApi.stats(idOrSlug, year),
    ),
  seasonSummary: (idOrSlug: string | number, year: number) =>
    endpointQuery('teamSeasonSummary', [...teamKey(idOrSlug), 'season-summary', year] as const, () =>
      teamsApi.seasonSummary(idOrSlug, year),
    ),
};
