// /api/core/: sports (the client's start-up warm-up), sources (provenance and attribution), coverage.
import { endpoints, type Coverage, type CoverageEntry } from '@trophy-room/contract';
import type { FastifyInstance } from 'fastify';
import { pageRequest, toPage } from '../http/paging';
import { endpoint } from '../http/route';

const tags = ['core'];

export async function coreRoutes(app: FastifyInstance) {
  endpoint(app, endpoints.sports, { tags, summary: 'Sports and their leagues' }, async (req) => {
    const { leagueIds } = await app.scope(req.query);
    const rows = await app.repos.core.sports(leagueIds);
    return { count: rows.length, next: null, previous: null, results: rows };
  });

  endpoint(
    app,
    endpoints.sources,
    { tags, summary: 'Data sources: provenance, licence, attribution' },
    async (req) => {
      const page = pageRequest(req.query);
      const { count, rows } = await app.repos.core.sources(page);
      return toPage(req.url, page, count, rows);
    },
  );

  endpoint(
    app,
    endpoints.coverage,
    { tags, summary: 'Dataset coverage: rows and years per league and table' },
    async (req) => {
      const { leagueIds } = await app.scope(req.query);
      const rows = await app.repos.core.coverage(leagueIds);
      const byLeague = new Map<string, CoverageEntry[]>();
      for (const r of rows) byLeague.set(r.league, [...(byLeague.get(r.league) ?? []), r]);
      const data: Coverage = {
        leagues: [...byLeague].map(([league, tables]) => ({
          league,
          league_name: tables[0].league_name,
          tables,
        })),
        total_rows: rows.reduce((n, r) => n + r.rows, 0),
      };
      return { data };
    },
  );
}
