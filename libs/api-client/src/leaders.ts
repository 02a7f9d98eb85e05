// Leaders: the ranked stats of the site's leagues, one stat's list, and a player's figures that rank.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  DataEnvelope,
  LeaderLeague,
  LeaderList,
  LeaderParams,
  PlayerRank,
  SiteFilterParams,
} from '@trophy-room/contract';
import { apiPath, apiPaths } from '@trophy-room/contract/paths';
import { withoutSeason as scope } from '@trophy-room/domain';
import { api } from './api';
import { cacheOptions } from './cache';
import type { HttpClient } from './http';

/** A list's parameters beyond the site filters (league, view, phase, era, team, top, min). */
export type LeaderQuery = Omit<LeaderParams, keyof SiteFilterParams>;

const compact = (q: LeaderQuery) =>
  Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== '')) as LeaderQuery;

export function leaderResources(http: HttpClient) {
  return {
    stats: async (f: SiteFilterParams) =>
      (await http.get<DataEnvelope<LeaderLeague[]>>(apiPaths.leaders, scope(f))).data,
    /** One stat's list; a 404 ApiError for a stat the site does not rank. */
    list: async (f: SiteFilterParams, stat: string, q: LeaderQuery) =>
      (
        await http.get<DataEnvelope<LeaderList>>(apiPath(apiPaths.leaderList, { key: stat }), {
          ...scope(f),
          ...compact(q),
        })
      ).data,
    playerRanks: async (f: SiteFilterParams, key: string) =>
      (await http.get<DataEnvelope<PlayerRank[]>>(apiPath(apiPaths.playerRanks, { key }), scope(f))).data,
  };
}

export const leadersApi = /* @__PURE__ */ leaderResources(api.http);

export const leaderQueries = {
  stats: (f: SiteFilterParams) =>
    queryOptions({
      queryKey: ['leaders', scope(f), 'stats'] as const,
      queryFn: () => leadersApi.stats(f),
      ...cacheOptions('semiStatic'),
    }),
  list: (f: SiteFilterParams, stat: string, q: LeaderQuery) =>
    queryOptions({
      queryKey: ['leaders', scope(f), 'list', stat, compact(q)] as const,
      queryFn: () => leadersApi.list(f, stat, q),
      placeholderData: keepPreviousData,
      ...cacheOptions('semiStatic'),
    }),
  playerRanks: (f: SiteFilterParams, key: string) =>
    queryOptions({
      queryKey: ['leaders', scope(f), 'player', key] as const,
      queryFn: () => leadersApi.playerRanks(f, key),
      ...cacheOptions('semiStatic'),
    }),
};
