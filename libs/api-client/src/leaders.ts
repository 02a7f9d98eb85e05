// Leaders: the ranked stats of the site's leagues, one stat's list, and a player's figures that rank.
import { keepPreviousData } from '@tanstack/react-query';
import type { LeaderParams, SiteFilterParams } from '@trophy-room/contract';
import { withoutSeason as scope } from '@trophy-room/domain';
import { api } from './api';
import { endpointQuery, getData } from './endpoint';
import type { HttpClient } from './http';

/** A list's parameters beyond the site filters (league, view, phase, era, team, top, min). */
export type LeaderQuery = Omit<LeaderParams, keyof SiteFilterParams>;

const compact = (q: LeaderQuery) =>
  Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== '')) as LeaderQuery;

export function leaderResources(http: HttpClient) {
  return {
    stats: (f: SiteFilterParams) => getData(http, 'leaders', { query: scope(f) }),
    /** One stat's list; a 404 ApiError for a stat the site does not rank. */
    list: (f: SiteFilterParams, stat: string, q: LeaderQuery) =>
      getData(http, 'leaderList', { key: stat, query: { ...scope(f), ...compact(q) } }),
    playerRanks: (f: SiteFilterParams, key: string) => getData(http, 'playerRanks', { key, query: scope(f) }),
  };
}

export const leadersApi = /* @__PURE__ */ leaderResources(api.http);

export const leaderQueries = {
  stats: (f: SiteFilterParams) =>
    endpointQuery('leaders', ['leaders', scope(f), 'stats'] as const, () => leadersApi.stats(f)),
  list: (f: SiteFilterParams, stat: string, q: LeaderQuery) =>
    endpointQuery(
      'leaderList',
      ['leaders', scope(f), 'list', stat, compact(q)] as const,
      () => leadersApi.list(f, stat, q),
      {
        placeholderData: keepPreviousData,
      },
    ),
  playerRanks: (f: SiteFilterParams, key: string) =>
    endpointQuery('playerRanks', ['leaders', scope(f), 'player', key] as const, () =>
      leadersApi.playerRanks(f, key),
    ),
};
