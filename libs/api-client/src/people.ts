// Players and coaches: one page of a directory (searched, filtered and paged on the server) and one person.
import { keepPreviousData } from '@tanstack/react-query';
import type { CoachListParams, PlayerListParams, SiteFilterParams } from '@trophy-room/contract';
import { SLUG_PAGE_SIZE } from '@trophy-room/contract/values';
import { withoutSeason as scope } from '@trophy-room/domain';
import { api } from './api';
import { endpointQuery, getEndpoint } from './endpoint';
import type { HttpClient } from './http';

/** A directory page's parameters beyond the site filters (search, position, team, status, page, page_size). */
export type PlayerQuery = Omit<PlayerListParams, keyof SiteFilterParams>;
export type CoachQuery = Omit<CoachListParams, keyof SiteFilterParams>;

export function peopleResources(http: HttpClient) {
  return {
    players: (f: SiteFilterParams, q: PlayerQuery) =>
      getEndpoint(http, 'players', { query: { ...scope(f), ...q } }),
    /** One player by slug or id, with season lines and titles; a 404 ApiError when unknown or not of the site. */
    player: (f: SiteFilterParams, key: string) => getEndpoint(http, 'player', { key, query: scope(f) }),
    coaches: (f: SiteFilterParams, q: CoachQuery) =>
      getEndpoint(http, 'coaches', { query: { ...scope(f), ...q } }),
    /** One coach by slug or id, with the record by season; a 404 ApiError when unknown or not of the site. */
    coach: (f: SiteFilterParams, key: string) => getEndpoint(http, 'coach', { key, query: scope(f) }),
    /** One page of the site's player (or coach) slugs, SLUG_PAGE_SIZE at a time. */
    slugs: (kind: 'players' | 'coaches', f: SiteFilterParams, page: number) =>
      getEndpoint(http, kind === 'players' ? 'playerSlugs' : 'coachSlugs', {
        query: { sport__slug: f.sport__slug, level__slug: f.level__slug, page, page_size: SLUG_PAGE_SIZE },
      }),
  };
}

export const peopleApi = /* @__PURE__ */ peopleResources(api.http);

export const playerQueries = {
  all: (f: SiteFilterParams) => ['players', scope(f)] as const,
  list: (f: SiteFilterParams, q: PlayerQuery) =>
    endpointQuery('players', [...playerQueries.all(f), 'list', q] as const, () => peopleApi.players(f, q), {
      // The previous page stays on screen while the next one loads (no flash of skeletons per keystroke).
      placeholderData: keepPreviousData,
    }),
  detail: (f: SiteFilterParams, key: string) =>
    endpointQuery('player', [...playerQueries.all(f), 'detail', key] as const, () =>
      peopleApi.player(f, key),
    ),
};

export const coachQueries = {
  all: (f: SiteFilterParams) => ['coaches', scope(f)] as const,
  list: (f: SiteFilterParams, q: CoachQuery) =>
    endpointQuery('coaches', [...coachQueries.all(f), 'list', q] as const, () => peopleApi.coaches(f, q), {
      placeholderData: keepPreviousData,
    }),
  detail: (f: SiteFilterParams, key: string) =>
    endpointQuery('coach', [...coachQueries.all(f), 'detail', key] as const, () => peopleApi.coach(f, key)),
};

/** A page of the site's player or coach slugs (sitemaps): one call per SLUG_PAGE_SIZE people. */
export const slugQueries = {
  page: (kind: 'players' | 'coaches', f: SiteFilterParams, page: number) =>
    endpointQuery(
      kind === 'players' ? 'playerSlugs' : 'coachSlugs',
      [kind, scope(f), 'slugs', page] as const,
      () => peopleApi.slugs(kind, f, page),
    ),
};
