// /api/search/: the site search, grouped by kind (the best few of each) or one kind paged.
import {
  endpoints,
  MIN_SEARCH_QUERY,
  SEARCH_GROUP_SIZE,
  SEARCH_KINDS,
  type SearchGroup,
} from '@trophy-room/contract';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../http/errors';
import { pageRequest } from '../http/paging';
import { endpoint } from '../http/route';
import { searchKey, seasonQuery } from './query-text';

/** Rows per page when the search is narrowed to one kind (the results page). */
export const SEARCH_PAGE_SIZE = 20;

export async function searchRoutes(app: FastifyInstance) {
  endpoint(
    app,
    endpoints.search,
    {
      cache: 'semiStatic',
      tags: ['search'],
      summary: 'Search teams (every name they bore), players, coaches, championships and seasons',
      description:
        'Case- and accent-insensitive, tolerant of small typos and partial words; exact and prefix matches first, ' +
        'then popularity (titles, seasons, games). Without `kind`, the best few of each kind; with it, that kind paged.',
    },
    async (req) => {
      const q = req.query;
      const key = searchKey(q.q);
      if (key.replace(/ /g, '').length < MIN_SEARCH_QUERY) {
        throw badRequest(`q must hold at least ${MIN_SEARCH_QUERY} letters or digits`);
      }
      const { leagueIds } = await app.scope(q);
      const kind = q.kind ?? null;
      const paging = kind
        ? pageRequest({ page: q.page, page_size: q.page_size ?? SEARCH_PAGE_SIZE })
        : { page: 1, pageSize: SEARCH_GROUP_SIZE, limit: SEARCH_GROUP_SIZE, offset: 0 };
      const season = seasonQuery(q.q);
      // "1985-86 Celtics": the seasons match the year and the name; the other kinds match the name alone.
      const request = {
        key: season?.rest || key,
        season,
        leagueIds,
        limit: paging.limit,
        offset: paging.offset,
      };
      const kinds = kind ? [kind] : SEARCH_KINDS;
      const pages = await Promise.all(kinds.map((k) => app.repos.search.kind(k, request)));
      const groups: SearchGroup[] = pages
        .map((pg, i) => ({ kind: kinds[i], count: pg.count, results: pg.rows }))
        .filter((g) => g.count > 0);
      const suggestions = groups.length ? [] : await app.repos.search.suggestions(request);
      return { query: q.q, kind, page: paging.page, page_size: paging.pageSize, groups, suggestions };
    },
  );
}
