// /api/games/: games (list by date range, detail, today/live/recent/upcoming) and standings.
import type { GameListParams, SiteFilterParams, StandingsParams } from '@trophy-room/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, notFound } from '../http/errors';
import { paginated, responses } from '../http/json-schema';
import { pageRequest, toPage } from '../http/paging';
import { dateParam, keyParams, listQuery, slugParam } from '../http/params';
import { endpoint } from '../http/route';
import { groupFilter } from '../shared/group-filter';
import { gameSchema, gameStatuses, standingSchema } from './schemas';
import type { GameFilter } from './repository';

const tags = ['games'];
const gamePage = { response: responses(paginated(gameSchema)) };

/** The server's local calendar date as yyyy-MM-dd. */
export function isoDate(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export async function gameRoutes(app: FastifyInstance) {
  const teamId = async (key: string | undefined, leagueIds: number[] | null) => {
    if (key === undefined) return undefined;
    const t = await app.repos.teams.get(key, leagueIds);
    if (!t) throw badRequest(`team '${key}' is not a known team`);
    return t.id;
  };

  const listGames = async (
    req: FastifyRequest<{ Querystring: GameListParams }>,
    extra: Partial<GameFilter>,
    order: 'asc' | 'desc',
  ) => {
    const q = req.query;
    if (q.game_date__gte && q.game_date__lte && q.game_date__gte > q.game_date__lte) {
      throw badRequest('game_date__lte must not be before game_date__gte');
    }
    const scope = await app.scope(q);
    const page = pageRequest(q);
    const filter: GameFilter = {
      ...scope,
      from: q.game_date__gte,
      to: q.game_date__lte,
      status: q.status,
      teamId: await teamId(q.team, scope.leagueIds),
      order,
      ...extra,
    };
    const { count, rows } = await app.repos.games.list(filter, page, app.now());
    return toPage(req.url, page, count, rows);
  };

  const gameQuery = listQuery({
    game_date__gte: dateParam,
    game_date__lte: dateParam,
    status: { type: 'string', enum: [...gameStatuses] },
    team: slugParam,
  });
  const relQuery = listQuery({ team: slugParam });

  endpoint<GameListParams>(
    app,
    '/games/games/',
    {
      cache: 'dynamic',
      schema: {
        tags,
        summary: 'Games, newest first (date range inclusive)',
        querystring: gameQuery,
        ...gamePage,
      },
    },
    (req) => listGames(req, {}, 'desc'),
  );
  endpoint<GameListParams>(
    app,
    '/games/games/today/',
    {
      cache: 'realtime',
      schema: { tags, summary: "Games on the server's current date", querystring: relQuery, ...gamePage },
    },
    (req) => {
      const today = isoDate(app.now());
      return listGames(req, { from: today, to: today }, 'asc');
    },
  );
  endpoint<GameListParams>(
    app,
    '/games/games/live/',
    {
      cache: 'realtime',
      schema: {
        tags,
        summary: 'Games in progress (the source must say so; historical data has none)',
        querystring: relQuery,
        ...gamePage,
      },
    },
    (req) => {
      const today = isoDate(app.now());
      return listGames(req, { from: today, to: today, status: 'live' }, 'asc');
    },
  );
  endpoint<GameListParams>(
    app,
    '/games/games/recent/',
    {
      cache: 'dynamic',
      schema: {
        tags,
        summary: 'Final games of the latest 7 days with games before today, newest first',
        querystring: relQuery,
        ...gamePage,
      },
    },
    async (req) => {
      const scope = await app.scope(req.query);
      const last = await app.repos.games.lastPlayedDate(scope.leagueIds, isoDate(app.now()));
      if (!last) return { count: 0, next: null, previous: null, results: [] };
      const from = isoDate(new Date(new Date(`${last}T12:00:00`).getTime() - 6 * 86_400_000));
      return listGames(req, { from, to: last, status: 'final' }, 'desc');
    },
  );
  endpoint<GameListParams>(
    app,
    '/games/games/upcoming/',
    {
      cache: 'dynamic',
      schema: {
        tags,
        summary: 'Scheduled games from today on, soonest first',
        querystring: relQuery,
        ...gamePage,
      },
    },
    (req) => listGames(req, { from: isoDate(app.now()), status: 'scheduled' }, 'asc'),
  );
  endpoint<Record<string, never>, { key: string }>(
    app,
    '/games/games/:key/',
    {
      cache: 'dynamic',
      schema: {
        tags,
        summary: 'One game by id (or slug)',
        params: keyParams,
        response: responses(gameSchema),
      },
    },
    async (req) => {
      const g = await app.repos.games.get(req.params.key);
      if (!g) throw notFound('Game');
      return g;
    },
  );

  const standings = async (req: FastifyRequest<{ Querystring: StandingsParams }>, current: boolean) => {
    const q = req.query;
    const scope = await app.scope(q);
    const page = pageRequest(q);
    const filter = {
      ...scope,
      current: current || scope.season === null,
      ...(await groupFilter(app.repos.core, scope.leagueIds, q)),
    };
    const { count, rows } = await app.repos.games.standings(filter, page);
    return toPage(req.url, page, count, rows);
  };
  const pastOrCurrent = (req: FastifyRequest) =>
    (req.query as SiteFilterParams).season === undefined ? 'dynamic' : 'semiStatic';
  const standingsQuery = (required: string[] = []) =>
    listQuery({ division: slugParam, conference: slugParam }, required);
  const standingsPage = { response: responses(paginated(standingSchema)) };

  endpoint<StandingsParams>(
    app,
    '/games/standings/',
    {
      cache: pastOrCurrent,
      schema: {
        tags,
        summary: 'Standings of a season (default: current)',
        querystring: standingsQuery(),
        ...standingsPage,
      },
    },
    (req) => standings(req, false),
  );
  endpoint<StandingsParams>(
    app,
    '/games/standings/current/',
    {
      cache: 'dynamic',
      schema: {
        tags,
        summary: 'Standings of the latest season with standings, per league',
        querystring: standingsQuery(),
        ...standingsPage,
      },
    },
    (req) => standings(req, true),
  );
  endpoint<StandingsParams>(
    app,
    '/games/standings/by_division/',
    {
      cache: pastOrCurrent,
      schema: {
        tags,
        summary: 'Standings of one division (slug or name)',
        querystring: standingsQuery(['division']),
        ...standingsPage,
      },
    },
    (req) => standings(req, false),
  );
}
