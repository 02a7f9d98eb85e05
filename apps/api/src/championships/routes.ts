// /api/championships/: championships (list, detail, champions, stats, games), champions across leagues, seasons.
import { endpoints, type SiteFilterParams } from '@trophy-room/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/errors';
import { pageRequest, toPage } from '../http/paging';
import { endpoint } from '../http/route';
import { championsSummary } from './champions-summary';
import { championshipStats as computeStats } from './stats';

const tags = ['championships'];

export async function championshipRoutes(app: FastifyInstance) {
  const find = async (key: string) => {
    const c = await app.repos.championships.get(key);
    if (!c) throw notFound('Championship');
    return c;
  };

  endpoint(
    app,
    endpoints.championships,
    { tags, summary: 'Championships (season: those contested that season)' },
    async (req) => {
      const page = pageRequest(req.query);
      const { count, rows } = await app.repos.championships.list(
        { ...(await app.scope(req.query)), search: req.query.search },
        page,
      );
      return toPage(req.url, page, count, rows);
    },
  );

  endpoint(app, endpoints.championship, { tags, summary: 'One championship by slug (or id)' }, async (req) =>
    find(req.params.key),
  );

  endpoint(
    app,
    endpoints.championshipResults,
    { tags, summary: 'Results (one per edition), newest first' },
    async (req) => {
      const c = await find(req.params.key);
      const page = pageRequest(req.query);
      const { count, rows } = await app.repos.championships.results(c.id, req.query.season ?? null, page);
      return toPage(req.url, page, count, rows);
    },
  );

  endpoint(
    app,
    endpoints.championshipStats,
    { tags, summary: 'Statistics computed from the results' },
    async (req) => computeStats(await app.repos.championships.allResults((await find(req.params.key)).id)),
  );

  endpoint(
    app,
    endpoints.championshipGames,
    { tags, summary: 'Games played for this championship (finals), newest first' },
    async (req) => {
      const c = await find(req.params.key);
      const page = pageRequest(req.query);
      const { count, rows } = await app.repos.games.list(
        { leagueIds: null, season: req.query.season ?? null, championshipId: c.id, order: 'desc' },
        page,
        app.now(),
      );
      return toPage(req.url, page, count, rows);
    },
  );

  endpoint(
    app,
    endpoints.champions,
    {
      tags,
      summary: 'Champions: newest season first, then sport (season or season__start_year)',
    },
    async (req) => {
      const q: SiteFilterParams = { ...req.query, season: req.query.season__start_year ?? req.query.season };
      return { data: await app.repos.championships.champions(await app.scope(q)) };
    },
  );

  endpoint(
    app,
    endpoints.championsSummary,
    {
      tags,
      summary: "What the home page shows of the champions: count, a year's first 5 titles, most titles",
    },
    async (req) => {
      const champions = await app.repos.championships.champions(await app.scope(req.query));
      // By default the latest title year the data holds (not a calendar guess: the 2026 titles once decided).
      const year = req.query.year ?? Math.max(0, ...champions.map((c) => c.title_year));
      return {
        data: championsSummary(champions, year),
      };
    },
  );

  endpoint(
    app,
    endpoints.seasons,
    { tags, summary: 'Seasons: newest start_year first, then sport name' },
    async (req) => {
      const page = pageRequest(req.query);
      const { count, rows } = await app.repos.championships.seasons(await app.scope(req.query), page);
      return toPage(req.url, page, count, rows);
    },
  );

  endpoint(
    app,
    endpoints.seasonYears,
    {
      tags,
      summary:
        "The site's seasons with data (the season picker's options) and its current season, the latest",
    },
    async (req) => {
      const years = await app.repos.championships.seasonYears((await app.scope(req.query)).leagueIds);
      return { data: { current: years[0] ?? null, years } };
    },
  );
}
