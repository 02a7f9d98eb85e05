// /api/core/: sports (the client's start-up warm-up), sources (provenance and attribution), coverage.
import type { Coverage, CoverageEntry, SiteFilterParams } from '@trophy-room/contract';
import type { FastifyInstance } from 'fastify';
import { dataOf, paginated, responses } from '../http/json-schema';
import { pageRequest, toPage } from '../http/paging';
import { pageProps, query, siteFilterProps } from '../http/params';
import { endpoint } from '../http/route';
import { coverage, source, sportWithLeagues } from './schemas';

const tags = ['core'];
const { season: _season, ...sportLevel } = siteFilterProps;

export async function coreRoutes(app: FastifyInstance) {
  endpoint<SiteFilterParams>(
    app,
    '/core/sports/',
    { cache: 'static', schema: { tags, summary: 'Sports and their leagues', querystring: query(sportLevel), response: responses(paginated(sportWithLeagues)) } },
    async (req) => {
      const { leagueIds } = await app.scope(req.query);
      const rows = await app.repos.core.sports(leagueIds);
      return { count: rows.length, next: null, previous: null, results: rows };
    },
  );

  endpoint<{ page?: number; page_size?: number }>(
    app,
    '/core/sources/',
    { cache: 'static', schema: { tags, summary: 'Data sources: provenance, licence, attribution', querystring: query(pageProps), response: responses(paginated(source)) } },
    async (req) => {
      const page = pageRequest(req.query);
      const { count, rows } = await app.repos.core.sources(page);
      return toPage(req.url, page, count, rows);
    },
  );

  endpoint<SiteFilterParams>(
    app,
    '/core/coverage/',
    { cache: 'static', schema: { tags, summary: 'Dataset coverage: rows and years per league and table', querystring: query(sportLevel), response: responses(dataOf(coverage)) } },
    async (req) => {
      const { leagueIds } = await app.scope(req.query);
      const rows = await app.repos.core.coverage(leagueIds);
      const byLeague = new Map<string, CoverageEntry[]>();
      for (const r of rows) byLeague.set(r.league, [...(byLeague.get(r.league) ?? []), r]);
      const data: Coverage = {
        leagues: [...byLeague].map(([league, tables]) => ({ league, league_name: tables[0].league_name, tables })),
        total_rows: rows.reduce((n, r) => n + r.rows, 0),
      };
      return { data };
    },
  );
}
