// Players and coaches: one page of a directory (searched, filtered and paged on the server) and one person.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  Coach,
  CoachDetail,
  CoachListParams,
  Paginated,
  Player,
  PlayerDetail,
  PlayerListParams,
  SiteFilterParams,
} from '@trophy-room/contract';
import { SLUG_PAGE_SIZE } from '@trophy-room/contract/values';
import { apiPath, apiPaths } from '@trophy-room/contract/paths';
import { withoutSeason as scope } from '@trophy-room/domain';
import { api } from './api';
import { cacheOptions } from './cache';
import type { HttpClient } from './http';

/** A directory page's parameters beyond the site filters (search, position, team, status, page, page_size). */
export type PlayerQuery = Omit<PlayerListParams, keyof SiteFilterParams>;
export type CoachQuery = Omit<CoachListParams, keyof SiteFilterParams>;

export function peopleResources(http: HttpClient) {
  return {
    players: (f: SiteFilterParams, q: PlayerQuery) =>
      http.get<Paginated<Player>>(apiPaths.players, { ...scope(f), ...q }),
    /** One player by slug or id, with season lines and titles; a 404 ApiError when unknown or not of the site. */
    player: (f: SiteFilterParams, key: string) =>
      http.get<PlayerDetail>(apiPath(apiPaths.player, { key }), scope(f)),
    coaches: (f: SiteFilterParams, q: CoachQuery) =>
      http.get<Paginated<Coach>>(apiPaths.coaches, { ...scope(f), ...q }),
    /** One coach by slug or id, with the record by season; a 404 ApiError when unknown or not of the site. */
    coach: (f: SiteFilterParams, key: string) =>
      http.get<CoachDetail>(apiPath(apiPaths.coach, { key }), scope(f)),
    /** One page of the site's player (or coach) slugs, SLUG_PAGE_SIZE at a time. */
    slugs: (kind: 'players' | 'coaches', f: SiteFilterParams, page: number) =>
      http.get<Paginated<string>>(kind === 'players' ? apiPaths.playerSlugs : apiPaths.coachSlugs, {
        sport__slug: f.sport__slug,
        level__slug: f.level__slug,
        page,
        page_size: SLUG_PAGE_SIZE,
      }),
  };
}

export const peopleApi = /* @__PURE__ */ peopleResources(api.http);

export const playerQueries = {
  all: (f: SiteFilterParams) => ['players', scope(f)] as const,
  list: (f: SiteFilterParams, q: PlayerQuery) =>
    queryOptions({
      queryKey: [...playerQueries.all(f), 'list', q] as const,
      queryFn: () => peopleApi.players(f, q),
      // The previous page stays on screen while the next one loads (no flash of skeletons per keystroke).
      placeholderData: keepPreviousData,
      ...cacheOptions('semiStatic'),
    }),
  detail: (f: SiteFilterParams, key: string) =>
    queryOptions({
      queryKey: [...playerQueries.all(f), 'detail', key] as const,
      queryFn: () => peopleApi.player(f, key),
      ...cacheOptions('semiStatic'),
    }),
};

export const coachQueries = {
  all: (f: SiteFilterParams) => ['coaches', scope(f)] as const,
  list: (f: SiteFilterParams, q: CoachQuery) =>
    queryOptions({
      queryKey: [...coachQueries.all(f), 'list', q] as const,
      queryFn: () => peopleApi.coaches(f, q),
      placeholderData: keepPreviousData,
      ...cacheOptions('semiStatic'),
    }),
  detail: (f: SiteFilterParams, key: string) =>
    queryOptions({
      queryKey: [...coachQueries.all(f), 'detail', key] as const,
      queryFn: () => peopleApi.coach(f, key),
      ...cacheOptions('semiStatic'),
    }),
};

/** A page of the site's player or coach slugs (sitemaps): one call per SLUG_PAGE_SIZE people. */
export const slugQueries = {
  page: (kind: 'players' | 'coaches', f: SiteFilterParams, page: number) =>
    queryOptions({
      queryKey: [kind, scope(f), 'slugs', page] as const,
      queryFn: () => peopleApi.slugs(kind, f, page),
      ...cacheOptions('semiStatic'),
    }),
};
