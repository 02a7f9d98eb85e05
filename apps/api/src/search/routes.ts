// /api/search/: the site search, grouped by kind (the best few of each) or one kind paged.
import {
  endpoints,
  MIN_SEARCH_QUERY,
  SEARCH_GROUP_SIZE,
  SEARCH_KINDS,
  type SearchGroup,
  type SearchLeague,
} from '@trophy-room/contract';
import { seasonSpansTwoYears } from '@trophy-room/domain';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../http/errors';
import { pageRequest } from '../http/paging';
import { endpoint } from '../http/route';
import type { LeagueRow } from '../shared/scope';
import { searchKey, seasonQuery } from './query-text';
import { NAME_KINDS, type NameKind } from './search-query';

const searchLeague = (l: LeagueRow): SearchLeague => ({
  abbreviation: l.abbreviation,
  name: l.name,
  sport_slug: l.sport_slug,
  level_slug: l.level_slug,
});

/** Rows per page when the search is narrowed to one kind (the results page). */
export const SEARCH_PAGE_SIZE = 20;

export async function searchRoutes(app: FastifyInstance) {
  endpoint(
    app,
    endpoints.search,
    {
      tags: ['search'],
      summary: 'Search teams (every name they bore), players, coaches, championships and seasons',
      description:
        'Case- and accent-insensitive, tolerant of small typos and partial words; exact full names first, then ' +
        'exact last names and team nicknames, prefixes, word starts, substrings and typos; within each, prominence ' +
        '(titles, seasons, honours, games played). Without `kind`, the best few of each kind, the best group first; ' +
        'with it, that kind paged.',
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
      const leagueRows = await app.repos.core.leagues();
      const kinds: readonly NameKind[] = !kind ? NAME_KINDS : kind === 'season' ? [] : [kind];
      const { pages, suggestions } = await app.repos.search.search(
        {
          // "1985-86 Celtics": the seasons match the year and the name; the other kinds match the name alone.
          key: season?.rest || key,
          kinds,
          season:
            season && (!kind || kind === 'season')
              ? {
                  year: season.year,
                  range: season.endYear !== null,
                  named: season.rest !== '',
                  // Seasons spanning two years (1985-86), a title counting for the second.
                  lateLeagues: leagueRows.filter((l) => seasonSpansTwoYears(l.sport_slug)).map((l) => l.id),
                }
              : null,
          leagueIds,
          limit: paging.limit,
          offset: paging.offset,
        },
        new Map(leagueRows.map((l) => [l.id, searchLeague(l)])),
      );
      // The group whose best row matched best comes first, then the one whose best is the more prominent
      // ("belichick": the coach before a player of 1941; a year typed: the seasons), else in the kinds' order.
      const groups: SearchGroup[] = SEARCH_KINDS.flatMap((k) => {
        const pg = pages.get(k);
        return pg
          ? [{ group: { kind: k, count: pg.count, results: pg.rows }, tier: pg.tier, pop: pg.pop }]
          : [];
      })
        .sort((a, b) => a.tier - b.tier || b.pop - a.pop)
        .map((g) => g.group);
      return {
        query: q.q,
        kind,
        page: paging.page,
        page_size: paging.pageSize,
        groups,
        suggestions: groups.length ? [] : suggestions,
      };
    },
  );
}
