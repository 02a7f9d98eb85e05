// /api/championships/: championships (list, detail, champions, stats, games), champions across leagues, seasons.
import type { ChampionsParams, ChampionshipListParams, PageParams, SeasonListParams, SiteFilterParams } from '@trophy-room/contract';
import type { FastifyInstance } from 'fastify';
import { gameSchema } from '../games/schemas';
import { notFound } from '../http/errors';
import { arr, dataOf, paginated, responses } from '../http/json-schema';
import { pageRequest, toPage } from '../http/paging';
import { keyParams, listQuery, pageProps, query, searchParam, siteFilterProps, yearParam } from '../http/params';
import { endpoint } from '../http/route';
import { champion, championship, championshipResult, championshipStats, season } from './schemas';
import { championshipStats as computeStats } from './stats';

const tags = ['championships'];
type Key = { key: string };

export async function championshipRoutes(app: FastifyInstance) {
  const find = async (key: string) => {
    const c = await app.repos.championships.get(key);
    if (!c) throw notFound('Championship');
    return c;
  };

  endpoint<ChampionshipListParams>(
    app,
    '/championships/championships/',
    { cache: 'static', schema: { tags, summary: 'Championships (season: those contested that season)', querystring: listQuery({ search: searchParam }), response: responses(paginated(championship)) } },
    async (req) => {
      const page = pageRequest(req.query);
      const { count, rows } = await app.repos.championships.list({ ...(await app.scope(req.query)), search: req.query.search }, page);
      return toPage(req.url, page, count, rows);
    },
  );

  endpoint<Record<string, never>, Key>(
    app,
    '/championships/championships/:key/',
    { cache: 'static', schema: { tags, summary: 'One championship by slug (or id)', params: keyParams, response: responses(championship) } },
    async (req) => find(req.params.key),
  );

  endpoint<PageParams & { season?: number }, Key>(
    app,
    '/championships/championships/:key/champions/',
    { cache: 'static', schema: { tags, summary: 'Results (one per edition), newest first', params: keyParams, querystring: query({ ...pageProps, season: yearParam }), response: responses(paginated(championshipResult)) } },
    async (req) => {
      const c = await find(req.params.key);
      const page = pageRequest(req.query);
      const { count, rows } = await app.repos.championships.results(c.id, req.query.season ?? null, page);
      return toPage(req.url, page, count, rows);
    },
  );

  endpoint<Record<string, never>, Key>(
    app,
    '/championships/championships/:key/stats/',
    { cache: 'static', schema: { tags, summary: 'Statistics computed from the results', params: keyParams, response: responses(championshipStats) } },
    async (req) => computeStats(await app.repos.championships.allResults((await find(req.params.key)).id)),
  );

  endpoint<PageParams & { season?: number }, Key>(
    app,
    '/championships/championships/:key/games/',
    { cache: 'static', schema: { tags, summary: 'Games played for this championship (finals), newest first', params: keyParams, querystring: query({ ...pageProps, season: yearParam }), response: responses(paginated(gameSchema)) } },
    async (req) => {
      const c = await find(req.params.key);
      const page = pageRequest(req.query);
      const { count, rows } = await app.repos.games.list({ leagueIds: null, season: req.query.season ?? null, championshipId: c.id, order: 'desc' }, page, app.now());
      return toPage(req.url, page, count, rows);
    },
  );

  endpoint<ChampionsParams>(
    app,
    '/championships/champions/',
    { cache: 'static', schema: { tags, summary: 'Champions: newest season first, then sport (season or season__start_year)', querystring: query({ ...siteFilterProps, season__start_year: yearParam }), response: responses(dataOf(arr(champion))) } },
    async (req) => {
      const q: SiteFilterParams = { ...req.query, season: req.query.season__start_year ?? req.query.season };
      return { data: await app.repos.championships.champions(await app.scope(q)) };
    },
  );

  endpoint<SeasonListParams>(
    app,
    '/championships/seasons/',
    { cache: 'semiStatic', schema: { tags, summary: 'Seasons: newest start_year first, then sport name', querystring: listQuery(), response: responses(paginated(season)) } },
    async (req) => {
      const page = pageRequest(req.query);
      const { count, rows } = await app.repos.championships.seasons(await app.scope(req.query), page);
      return toPage(req.url, page, count, rows);
    },
  );
}
