// Head-to-head: two teams of one sport across history, and a team's opponents most played first (its picker).
import type { MeetingSort } from '@trophy-room/contract';
import { api } from './api';
import { endpointQuery, getData } from './endpoint';
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
    pair: (a: string, b: string, meetings: PairMeetings = {}) =>
      getData(http, 'headToHead', { query: { a, b, ...meetings } }),
    opponents: (team: string) => getData(http, 'teamOpponents', { key: team }),
  };
}

export const headToHeadApi = /* @__PURE__ */ headToHeadResources(api.http);

/** A pair is the same on every site: keyed by the two teams and the page of meetings alone. */
export const headToHeadQueries = {
  pair: (a: string, b: string, { sort, page = 1 }: PairMeetings = {}) =>
    endpointQuery(
      'headToHead',
      ['head-to-head', a, b, sort ?? '', page] as const,
      () => headToHeadApi.pair(a, b, { sort, page: page === 1 ? undefined : page }),
      {
        // Another page or sort of the same pair keeps its figures on screen while it loads (another pair does not).
        placeholderData: (previous, query) =>
          query?.queryKey[1] === a && query.queryKey[2] === b ? previous : undefined,
      },
    ),
  opponents: (team: string) =>
    endpointQuery('teamOpponents', ['team', team, 'opponents'] as const, () => headToHeadApi.opponents(team)),
};
