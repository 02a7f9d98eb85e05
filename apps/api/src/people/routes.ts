// /api/people/: players (list, active, by_position, rookies, detail) and coaches (list, active, head_coaches, detail).
import { endpoints, type CoachListParams, type PlayerListParams } from '@trophy-room/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../http/errors';
import { notFoundOrMoved } from '../http/moved';
import { pageRequest, toPage } from '../http/paging';
import { endpoint } from '../http/route';
import type { PeopleFilter } from './repository';
import { toCoach, toPlayer } from './mappers';

const tags = ['people'];
type Flags = Pick<PeopleFilter, 'active' | 'rookies' | 'headCoaches'>;

export async function peopleRoutes(app: FastifyInstance) {
  const filterOf = async (q: PlayerListParams | CoachListParams, flags: Flags): Promise<PeopleFilter> => {
    const scope = await app.scope(q);
    let teamId: number | undefined;
    if (q.team !== undefined) {
      const t = await app.repos.teams.get(q.team, scope.leagueIds);
      if (!t) throw badRequest(`team '${q.team}' is not a known team`);
      teamId = t.id;
    }
    return {
      ...scope,
      ...flags,
      search: q.search,
      position: 'position' in q ? q.position : undefined,
      teamId,
      status: q.status,
    };
  };

  const players = async (req: FastifyRequest<{ Querystring: PlayerListParams }>, flags: Flags = {}) => {
    const page = pageRequest(req.query);
    const { count, rows } = await app.repos.people.players(await filterOf(req.query, flags), page);
    return toPage(req.url, page, count, rows.map(toPlayer));
  };
  const coaches = async (req: FastifyRequest<{ Querystring: CoachListParams }>, flags: Flags = {}) => {
    const page = pageRequest(req.query);
    const { count, rows } = await app.repos.people.coaches(await filterOf(req.query, flags), page);
    return toPage(req.url, page, count, rows.map(toCoach));
  };

  endpoint(
    app,
    endpoints.players,
    { cache: 'semiStatic', tags, summary: 'Players by name (season: played that season)' },
    (req) => players(req),
  );
  endpoint(app, endpoints.playersActive, { cache: 'semiStatic', tags, summary: 'Active players' }, (req) =>
    players(req, { active: true }),
  );
  endpoint(
    app,
    endpoints.playersByPosition,
    { cache: 'semiStatic', tags, summary: 'Players at a position (e.g. QB, C, G)' },
    (req) => players(req),
  );
  endpoint(
    app,
    endpoints.playersRookies,
    { cache: 'semiStatic', tags, summary: "Rookies: first season = season (default: each league's latest)" },
    (req) => players(req, { rookies: true }),
  );
  endpoint(
    app,
    endpoints.player,
    { cache: 'semiStatic', tags, summary: 'One player by slug (or id), with season lines' },
    async (req) => {
      const row = await app.repos.people.player(req.params.key);
      if (!row) throw await notFoundOrMoved(app, req, 'players', req.params.key, 'Player');
      const [seasons, titles] = await Promise.all([
        app.repos.people.playerSeasons(row.id),
        app.repos.people.playerTitles(row.id),
      ]);
      return { ...toPlayer(row), seasons, titles };
    },
  );

  endpoint(
    app,
    endpoints.coaches,
    { cache: 'semiStatic', tags, summary: 'Coaches by name (season: coached that season)' },
    (req) => coaches(req),
  );
  endpoint(
    app,
    endpoints.coachesActive,
    { cache: 'semiStatic', tags, summary: "Coaches with a stint in their league's latest season" },
    (req) => coaches(req, { active: true }),
  );
  endpoint(
    app,
    endpoints.headCoaches,
    { cache: 'semiStatic', tags, summary: 'Head coaches (season: head coach that season)' },
    (req) => coaches(req, { headCoaches: true }),
  );
  endpoint(
    app,
    endpoints.coach,
    { cache: 'semiStatic', tags, summary: 'One coach by slug (or id), with the record by season' },
    async (req) => {
      const row = await app.repos.people.coach(req.params.key);
      if (!row) throw await notFoundOrMoved(app, req, 'coaches', req.params.key, 'Coach');
      return { ...toCoach(row), seasons: await app.repos.people.coachSeasons(row.id) };
    },
  );
}
