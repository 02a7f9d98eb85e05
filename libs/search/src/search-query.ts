// The search page's URL state → the API's search parameters (the route's query; the page's title and tabs).
import type { SiteFilterParams } from '@trophy-room/contract';
import { MIN_SEARCH_QUERY } from '@trophy-room/contract/values';
import { siteFilters, type SearchQuery } from '@trophy-room/api-client';
import { ALL, type searchParams, type ParamValues } from '@trophy-room/routes';
import type { SiteConfig } from '@trophy-room/site-theme';

/** Results per page when the page shows one kind. */
export const SEARCH_PAGE_SIZE = 20;

/** The API's limit on the text (longer text is cut, not refused). */
const MAX_QUERY_LENGTH = 100;

/** Enough to search: at least MIN_SEARCH_QUERY letters or digits. */
export const isSearchable = (q: string) => q.replace(/[^\p{L}\p{N}]/gu, '').length >= MIN_SEARCH_QUERY;

/** The API query for the page's URL state, or null when there is nothing to search yet. */
export function searchQueryOf(params: ParamValues<typeof searchParams>): SearchQuery | null {
  const q = params.q.trim().slice(0, MAX_QUERY_LENGTH);
  if (!isSearchable(q)) return null;
  return params.kind === ALL
    ? { q }
    : { q, kind: params.kind, page: params.page, page_size: SEARCH_PAGE_SIZE };
}

/** The site's filters: a sport site searches its sport and level; the hub searches everything. */
export const searchFilters = (site: Pick<SiteConfig, 'sport' | 'level'>): SiteFilterParams =>
  siteFilters({ sport: site.sport, level: site.level });
