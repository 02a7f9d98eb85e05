// Head-to-head: two teams of one sport across history, and a team's opponents most played first (its picker).
import { queryOptions } from '@tanstack/react-query';
import type { DataEnvelope, HeadToHead, Opponent } from '@trophy-room/contract';
import { apiPath, apiPaths } from '@trophy-room/contract/paths';
import { api } from './api';
import { cacheOptions } from './cache';
import type { HttpClient } from './http';

export function headToHeadResources(http: HttpClient) {
  return {
    /** Every meeting of teams a and b (slugs or ids); 400 for two sports or one team twice, 404 for an unknown team. */
    pair: async (a: string, b: string) =>
      (await http.get<DataEnvelope<HeadToHead>>(apiPaths.headToHead, { a, b })).data,
    opponents: async (team: string) =>
      (await http.get<DataEnvelope<Opponent[]>>(apiPath(apiPaths.teamOpponents, { key: team }))).data,
  };
}

export const headToHeadApi = /* @__PURE__ */ headToHeadResources(api.http);

/** A pair is the same on every site: keyed by the two teams alone. */
export const headToHeadQueries = {
  pair: (a: string, b: string) =>
    queryOptions({
      queryKey: ['head-to-head', a, b] as const,
      queryFn: () => headToHeadApi.pair(a, b),
      ...cacheOptions('semiStatic'),
    }),
  opponents: (team: string) =>
    queryOptions({
      queryKey: ['team', team, 'opponents'] as const,
      queryFn: () => headToHeadApi.opponents(team),
      ...cacheOptions('semiStatic'),
    }),
};
