// The search statement's rows as the contract's results (the pattern: teams/rows.ts; the row: search-query.ts).
import type { SearchKind, SearchLeague, SearchResult } from '@trophy-room/contract';
import type { SearchRow } from './search-query';

/**
 * A row as a result (`kind`: the row's, known not to be a suggestion): a team found by another name it bore says
 * which, with that name's years.
 */
export function toSearchResult(e: SearchRow, kind: SearchKind, league: SearchLeague): SearchResult {
  return {
    kind,
    slug: e.slug,
    name: e.title,
    matched_name: e.kind === 'team' && !e.is_current ? e.name : null,
    matched_first_year: e.kind === 'team' && !e.is_current ? e.name_first_year : null,
    matched_last_year: e.kind === 'team' && !e.is_current ? e.name_last_year : null,
    city: e.city,
    position: e.position,
    first_year: e.first_year,
    last_year: e.last_year,
    year: e.year,
    season_slug: e.season_slug,
    detail: e.detail,
    league,
  };
}
