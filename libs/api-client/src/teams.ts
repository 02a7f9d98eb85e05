// Teams: the directory (every page, sorted by name; or one filtered page), its filter options, how many the site
// tracks, one team and its per-team views (titles, seasons, and one season's roster, schedule and stats).
import { queryOptions } from '@tanstack/react-query';
import type {
  DataEnvelope,
  Paginated,
  RosterEntry,
  ScheduleGame,
  SiteFilterParams,
  Team,
  TeamChampionship,
  TeamFacets,
  TeamSeason,
  TeamSeasonSummary,
  TeamSeasonYears,
  TeamStats,
} from '@trophy-room/contract';
import { apiPath, apiPaths } from '@trophy-room/contract/paths';
import { api } from './api';
import { cacheOptions } from './cache';
import { fetchAllPages, type HttpClient } from './http';
import { withoutSeason as scope, compareText } from '@trophy-room/domain';

const PATH = apiPaths.teams;

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
  const data = async <T>(
    path: string,
    key: string | number,
    params: SiteFilterParams & { year?: number } = {},
  ) => (await http.get<DataEnvelope<T>>(apiPath(path, { key }), params)).data;
  return {
    /** Follows `next` until exhausted, then sorts by name. */
    list: async (f: SiteFilterParams = {}) =>
      (await fetchAllPages<Team>(http, PATH, { ...scope(f), page_size: PAGE_SIZE })).sort((a, b) =>
        compareText(a.name, b.name),
      ),
    /** One page of the directory, by name. */
    page: (f: SiteFilterParams, r: TeamPageRequest) =>
      http.get<Paginated<Team>>(PATH, {
        ...scope(f),
        search: r.search,
        division: r.division,
        conference: r.conference,
        page: r.page,
        page_size: r.pageSize,
      }),
    /** The directory's filter options (sports, divisions or conferences) with their team counts. */
    facets: async (f: SiteFilterParams = {}) =>
      (await http.get<DataEnvelope<TeamFacets>>(apiPaths.teamFacets, scope(f))).data,
    /** Every team of the site with the seasons it has a page for, in one call (the sitemap). */
    seasonYears: async (f: SiteFilterParams = {}) =>
      (await http.get<DataEnvelope<TeamSeasonYears[]>>(apiPaths.teamSeasonYears, scope(f))).data,
    /** How many teams the site tracks: one small page, read from its count. */
    count: async (f: SiteFilterParams = {}) => {
      const body = await http.get<Paginated<Team>>(PATH, { ...scope(f), page_size: 1 });
      return body.count;
    },
    /** One team by id or slug; a 404 ApiError when unknown. */
    get: (idOrSlug: string | number) => http.get<Team>(apiPath(apiPaths.team, { key: idOrSlug })),
    championships: (key: string | number) => data<TeamChampionship[]>(apiPaths.teamChampionships, key),
    seasons: (key: string | number) => data<TeamSeason[]>(apiPaths.teamSeasons, key),
    roster: (key: string | number, year: number) => data<RosterEntry[]>(apiPaths.teamRoster, key, { year }),
    schedule: (key: string | number, year: number) =>
      data<ScheduleGame[]>(apiPaths.teamSchedule, key, { year }),
    stats: (key: string | number, year: number) => data<TeamStats>(apiPaths.teamStats, key, { year }),
    /** One season's totals against opponents, margin of victory and SRS, from the league-season's games. */
    seasonSummary: (key: string | number, year: number) =>
      data<TeamSeasonSummary>(apiPaths.teamSeasonSummary, key, { year }),
  };
}

export const teamsApi = /* @__PURE__ */ teamResources(api.http);

/** A team's views are keyed by the team (id or slug) alone: a team is the same on every site. */
const teamKey = (idOrSlug: string | number) => ['team', String(idOrSlug)] as const;

export const teamQueries = {
  all: (f: SiteFilterParams) => ['teams', scope(f)] as const,
  list: (f: SiteFilterParams) =>
    queryOptions({
      queryKey: [...teamQueries.all(f), 'list'] as const,
      queryFn: () => teamsApi.list(f),
      ...cacheOptions('semiStatic'),
    }),
  /** The teams' slugs and names only, by name (a filter's options: what a page embeds is what it shows). */
  names: (f: SiteFilterParams) =>
    queryOptions({
      queryKey: [...teamQueries.all(f), 'names'] as const,
      queryFn: async (): Promise<TeamName[]> =>
        (await teamsApi.list(f)).map((t) => ({ slug: t.slug, name: t.name })),
      ...cacheOptions('semiStatic'),
    }),
  page: (f: SiteFilterParams, r: TeamPageRequest) =>
    queryOptions({
      queryKey: [...teamQueries.all(f), 'page', r] as const,
      queryFn: () => teamsApi.page(f, r),
      ...cacheOptions('semiStatic'),
    }),
  facets: (f: SiteFilterParams) =>
    queryOptions({
      queryKey: [...teamQueries.all(f), 'facets'] as const,
      queryFn: () => teamsApi.facets(f),
      ...cacheOptions('semiStatic'),
    }),
  seasonYears: (f: SiteFilterParams) =>
    queryOptions({
      queryKey: [...teamQueries.all(f), 'season-years'] as const,
      queryFn: () => teamsApi.seasonYears(f),
      ...cacheOptions('semiStatic'),
    }),
  count: (f: SiteFilterParams) =>
    queryOptions({
      queryKey: [...teamQueries.all(f), 'count'] as const,
      queryFn: () => teamsApi.count(f),
      ...cacheOptions('semiStatic'),
    }),
  detail: (f: SiteFilterParams, idOrSlug: string | number) =>
    queryOptions({
      queryKey: [...teamQueries.all(f), 'detail', String(idOrSlug)] as const,
      queryFn: () => teamsApi.get(idOrSlug),
      ...cacheOptions('semiStatic'),
    }),
  championships: (idOrSlug: string | number) =>
    queryOptions({
      queryKey: [...teamKey(idOrSlug), 'championships'] as const,
      queryFn: () => teamsApi.championships(idOrSlug),
      ...cacheOptions('semiStatic'),
    }),
  seasons: (idOrSlug: string | number) =>
    queryOptions({
      queryKey: [...teamKey(idOrSlug), 'seasons'] as const,
      queryFn: () => teamsApi.seasons(idOrSlug),
      ...cacheOptions('semiStatic'),
    }),
  roster: (idOrSlug: string | number, year: number) =>
    queryOptions({
      queryKey: [...teamKey(idOrSlug), 'roster', year] as const,
      queryFn: () => teamsApi.roster(idOrSlug, year),
      ...cacheOptions('semiStatic'),
    }),
  schedule: (idOrSlug: string | number, year: number) =>
    queryOptions({
      queryKey: [...teamKey(idOrSlug), 'schedule', year] as const,
      queryFn: () => teamsApi.schedule(idOrSlug, year),
      ...cacheOptions('semiStatic'),
    }),
  stats: (idOrSlug: string | number, year: number) =>
    queryOptions({
      queryKey: [...teamKey(idOrSlug), 'stats', year] as const,
      queryFn: () => teamsApi.stats(idOrSlug, year),
      ...cacheOptions('semiStatic'),
    }),
  seasonSummary: (idOrSlug: string | number, year: number) =>
    queryOptions({
      queryKey: [...teamKey(idOrSlug), 'season-summary', year] as const,
      queryFn: () => teamsApi.seasonSummary(idOrSlug, year),
      ...cacheOptions('semiStatic'),
    }),
};
