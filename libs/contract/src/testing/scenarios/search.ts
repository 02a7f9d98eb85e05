// The site search's answers (values from the real dataset) and their MSW handlers per state.
import { aSearchGroup, aSearchResponse, aSearchResult } from '../builders/search';
import { mockApi } from '../handlers';

export const thunderAsSonics = aSearchResult({
  slug: 'oklahoma-city-thunder',
  name: 'Oklahoma City Thunder',
  city: 'Oklahoma City',
  first_year: 1967,
  matched_name: 'Seattle SuperSonics',
  matched_first_year: 1967,
  matched_last_year: 2007,
});

export const lebronResult = aSearchResult({
  kind: 'player',
  slug: 'lebron-james',
  name: 'LeBron James',
  city: null,
  position: 'SF',
  first_year: 2003,
  last_year: 2025,
});

export const searchHandlers = {
  /** "so": the Thunder by its Seattle name, and LeBron James among 12 players. */
  success: [
    mockApi.json('search', (req) => {
      const kind = req.url.searchParams.get('kind');
      const players = aSearchGroup({ kind: 'player', count: 12, results: [lebronResult] });
      return kind === 'player'
        ? aSearchResponse({ query: 'so', kind: 'player', page_size: 20, groups: [players] })
        : aSearchResponse({
            query: req.url.searchParams.get('q') ?? 'so',
            groups: [aSearchGroup({ results: [thunderAsSonics] }), players],
          });
    }),
  ],
  /** Nothing matched; the closest names are offered. */
  noResults: [
    mockApi.json(
      'search',
      aSearchResponse({ query: 'supersonix', groups: [], suggestions: ['Seattle SuperSonics'] }),
    ),
  ],
  loading: [mockApi.loading('search')],
  error: [mockApi.error('search', 'q must hold at least 2 letters or digits')],
};
