// The site search's one statement (search-query.ts), its rows turned into the contract's groups and suggestions.
import type { SearchKind, SearchLeague, SearchResult } from '@trophy-room/contract';
import type { Sql } from '../plugins/db';
import { Params } from '../shared/sql';
import { toSearchResult } from './rows';
import { searchQuery, type SearchRow, type SearchStatement } from './search-query';

export interface KindPage {
  count: number;
  /** The match tier and prominence of the kind's best row (search-query.ts): the groups are shown best first. */
  tier: number;
  pop: number;
  rows: SearchResult[];
}

export interface SearchAnswer {
  pages: Map<SearchKind, KindPage>;
  /** Did you mean: the closest names, when nothing matched (even with typos forgiven). */
  suggestions: string[];
}

const NO_LEAGUE: SearchLeague = { abbreviation: '', name: '', sport_slug: '', level_slug: '' };

export class SearchRepository {
  constructor(private readonly sql: Sql) {}

  async search(r: SearchStatement, leagues: Map<number, SearchLeague>): Promise<SearchAnswer> {
    const p = new Params();
    const rows = await this.sql.query<SearchRow>(searchQuery(p, r), p.values);
    const pages = new Map<SearchKind, KindPage>();
    const suggestions: string[] = [];
    for (const row of rows) {
      if (row.kind === 'suggestion') {
        suggestions.push(row.name);
        continue;
      }
      let pg = pages.get(row.kind);
      if (!pg) pages.set(row.kind, (pg = { count: row.total, tier: row.tier, pop: row.pop ?? 0, rows: [] }));
      // Rank 1 always comes (for the count); past the requested page it is not shown.
      if (row.rn > r.offset)
        pg.rows.push(toSearchResult(row, row.kind, leagues.get(row.league_id) ?? NO_LEAGUE));
    }
    return { pages, suggestions };
  }
}
