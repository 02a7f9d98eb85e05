// The site search: one call, the best few of each kind or one kind paged.
import { keepPreviousData } from '@tanstack/react-query';
import type { SearchParams, SiteFilterParams } from '@trophy-room/contract';
import { withoutSeason as scope } from '@trophy-room/domain';
import { api } from './api';
import { endpointQuery, getEndpoint } from './endpoint';
import type { HttpClient } from './http';

/** The search's own parameters: the text, and optionally one kind and its page. */
export type SearchQuery = Omit<SearchParams, keyof SiteFilterParams>;

export function searchResources(http: HttpClient) {
  return {
    search: (f: SiteFilterParams, q: SearchQuery, signal?: AbortSignal) =>
      getEndpoint(http, 'search', { query: { ...scope(f), ...q }, signal }),
  };
}

export const searchApi = /* @__PURE__ */ searchResources(api.http);

export const searchQueries = {
  all: (f: SiteFilterParams) => ['search', scope(f)] as const,
  results: (f: SiteFilterParams, q: SearchQuery) =>
    endpointQuery(
      'search',
      [...searchQueries.all(f), q] as const,
      // A newer query cancels this one (its signal aborts the fetch) when its results are no longer wanted.
      ({ signal }) => searchApi.search(f, q, signal),
      { placeholderData: keepPreviousData },
    ),
};
