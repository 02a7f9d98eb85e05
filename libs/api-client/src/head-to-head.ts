// Head-to-head: two teams of one sport across history, and a team's opponents most played first (its picker).
import { queryOptions } from '@tanstack/react-query';
import type { DataEnvelope, HeadToHead, MeetingSort, Opponent } from '@trophy-room/contract';
import { apiPath, apiPaths } from '@trophy-room/contract/paths';
import { api } from './api';
import { cacheOptions } from './cache';
import type { HttpClient } from './http';

/** Which page of a pair's meetings, in which order (none: the first, oldest first). */
export interface PairMeetings {
  sort?: MeetingSort;
  page?: number;
}

export function headToHeadResources(http: HttpClient) {
  return {
    /**
     * What every meeting of teams a and b (slugs or ids) adds up to, with one page of the meetings in `sort` order;
     * 400 for two sports or one team twice, 404 for an unknown team.
     */
    pair: async (a: string, b: string, meetings: PairMeetings = {}) =>
      (await http.get<DataEnvelope<HeadToHead>>(apiPaths.headToHead, { a, b, ...meetings })).data,
    opponents: async (team: string) =>
      (await http.get<DataEnvelope<Opponent[]>>(apiPath(apiPaths.teamOpponents, { key: team }))).data,
  };
}

export const headToHeadApi = /* @__PURE__ */ headToHeadResources(api.http);

/** A pair is the same on every site: keyed by the two teams and the page of meetings alone. */
export const headToHeadQueries = {
  pair: (a: string, b: string, { sort, page = 1 }: PairMeetings = {}) =>
    queryOptions({
      queryKey: ['head-to-head', a, b, sort ?? '', page] as const,
      queryFn: () => headToHeadApi.pair(a, b, { sort, page: page === 1 ? undefined : page }),
      // Another page or sort of the same pair keeps its figures on screen while it loads (another pair does not).
      placeholderData: (previous, query) =>
        query?.queryKey[1] === a && query.queryKey[2] === b ? previous : undefined,
      ...cacheOptions('semiStatic'),
    }),
  opponents: (team: string) =>
    queryOptions({
      queryKey: ['team', team, 'opponents'] as const,
      queryFn: () => headToHeadApi.opponents(team),
      ...cacheOptions('semiStatic'),
    }),
};
