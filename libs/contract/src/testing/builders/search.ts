import type { SearchGroup, SearchResponse, SearchResult } from '../../search';

const nbaLeague = {
  abbreviation: 'NBA',
  name: 'National Basketball Association',
  sport_slug: 'basketball',
  level_slug: 'professional',
};

export const aSearchResult = (o: Partial<SearchResult> = {}): SearchResult => ({
  kind: 'team',
  slug: 'boston-celtics',
  name: 'Boston Celtics',
  matched_name: null,
  matched_first_year: null,
  matched_last_year: null,
  city: 'Boston',
  position: null,
  first_year: 1946,
  last_year: null,
  year: null,
  season_slug: null,
  detail: null,
  league: nbaLeague,
  ...o,
});

export const aSearchGroup = (o: Partial<SearchGroup> = {}): SearchGroup => {
  const results = o.results ?? [aSearchResult()];
  return { kind: results[0]?.kind ?? 'team', count: results.length, results, ...o };
};

export const aSearchResponse = (o: Partial<SearchResponse> = {}): SearchResponse => ({
  query: 'celtics',
  kind: null,
  page: 1,
  page_size: 5,
  groups: [aSearchGroup()],
  suggestions: [],
  ...o,
});
