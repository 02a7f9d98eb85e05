// /api/games/: games (list by date range, detail, today/live/recent/upcoming) and standings.
import { endpoints, type GameListParams, type StandingsParams } from '@trophy-room/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../http/errors';
import { notFoundOrMoved } from '../http/moved';
import { MAX_GAMES_OFFSET, pageRequest, toPage, type PageRequest } from '../http/paging';
import type { Scope } from '../shared/scope';
import { endpoint } from '../http/route';
import { groupFilter } from '../shared/group-filter';
import type { GameFilter } from './repository';
import { tableOnDate } from './table-on-date';

const tags = ['games'];

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
    const page = pageRequest(q, MAX_GAMES_OFFSET);
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

  endpoint(app, endpoints.games, { tags, summary: 'Games, newest first (date range inclusive)' }, (req) =>
    listGames(req, {}, 'desc'),
  );
  endpoint(app, endpoints.gamesToday, { tags, summary: "Games on the server's current date" }, (req) => {
    const today = isoDate(app.now());
    return listGames(req, { from: today, to: today }, 'asc');
  });
  endpoint(
    app,
    endpoints.gamesLive,
    {
      tags,
      summary: 'Games in progress (the source must say so; historical data has none)',
    },
    (req) => {
      const today = isoDate(app.now());
      return listGames(req, { from: today, to: today, status: 'live' }, 'asc');
    },
  );
  endpoint(
    app,
    endpoints.gamesRecent,
    {
      tags,
      summary: 'Final games of the latest 7 days with games before today, newest first',
    },
    async (req) => {
      const scope = await app.scope(req.query);
      const last = await app.repos.games.lastPlayedDate(scope.leagueIds, isoDate(app.now()));
      if (!last) return { count: 0, next: null, previous: null, results: [] };
      const from = isoDate(new Date(new Date(`${last}T12:00:00`).getTime() - 6 * 86_400_000));
      return listGames(req, { from, to: last, status: 'final' }, 'desc');
    },
  );
  endpoint(
    app,
    endpoints.gamesUpcoming,
    { tags, summary: 'Scheduled games from today on, soonest first' },
    (req) => listGames(req, { from: isoDate(app.now()), status: 'scheduled' }, 'asc'),
  );
  endpoint(
    app,
    endpoints.gameDates,
    {
      tags,
      summary: 'The nearest days with games before and after a date range (for an empty range)',
    },
    async (req) => {
      const { game_date__gte: from, game_date__lte: to = from } = req.query;
      if (to < from) throw badRequest('game_date__lte must not be before game_date__gte');
      const scope = await app.scope(req.query);
      return app.repos.datedGames.nearestDates(scope.leagueIds, from, to);
    },
  );
  endpoint(
    app,
    endpoints.game,
    {
      tags,
      summary: 'One game by id (or slug), with the standing of its playoff series',
    },
    async (req) => {
      const g = await app.repos.games.get(req.params.key);
      if (!g) throw await notFoundOrMoved(app, req, 'games', req.params.key, 'Game');
      const series = g.is_playoff
        ? await app.repos.datedGames.series({
            id: g.id,
            season_id: g.season.id,
            home_id: g.home_team.id,
            away_id: g.away_team.id,
            date: g.game_date,
          })
        : null;
      return { ...g, series };
    },
  );

  const standings = async (req: FastifyRequest<{ Querystring: StandingsParams }>, current: boolean) => {
    const q = req.query;
    const scope = await app.scope(q);
    const page = pageRequest(q);
    const groups = await groupFilter(app.repos.core, scope.leagueIds, q);
    if (q.date !== undefined) {
      if (scope.season === null) throw badRequest('date needs season (the season the date belongs to)');
      return tableOnDateRequest(req.url, { ...scope, season: scope.season }, groups, q.date, page);
    }
    const filter = { ...scope, current: current || scope.season === null, ...groups };
    const { count, rows } = await app.repos.games.standings(filter, page);
    return toPage(req.url, page, count, rows);
  };
  /** The table on a date, computed from the season's games (division and conference filters applied after). */
  const tableOnDateRequest = async (
    url: string,
    scope: Scope & { season: number },
    groups: { divisionIds?: number[]; conferenceIds?: number[] },
    date: string,
    page: PageRequest,
  ) => {
    const [teams, games] = await Promise.all([
      app.repos.datedGames.teams(scope),
      app.repos.datedGames.teamGames(scope, date),
    ]);
    const inGroup = teams.filter(
      (t) =>
        (!groups.divisionIds || (t.division_id !== null && groups.divisionIds.includes(t.division_id))) &&
        (!groups.conferenceIds ||
          (t.conference_id !== null && groups.conferenceIds.includes(t.conference_id))),
    );
    const rows = tableOnDate(inGroup, games, date);
    return toPage(url, page, rows.length, rows.slice(page.offset, page.offset + page.limit));
  };

  endpoint(app, endpoints.standings, { tags, summary: 'Standings of a season (default: current)' }, (req) =>
    standings(req, false),
  );
  endpoint(
    app,
    endpoints.standingsCurrent,
    { tags, summary: 'Standings of the latest season with standings, per league' },
    (req) => standings(req, true),
  );
  endpoint(
    app,
    endpoints.standingsByDivision,
    { tags, summary: 'Standings of one division (slug or name)' },
    (req) => standings(req, false),
  );
}
