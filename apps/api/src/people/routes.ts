// /api/people/: players (list, active, by_position, rookies, detail) and coaches (list, active, head_coaches, detail).
import type { CoachListParams, PlayerListParams } from '@trophy-room/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, notFound } from '../http/errors';
import { paginated, responses } from '../http/json-schema';
import { pageRequest, toPage } from '../http/paging';
import { keyParams, listQuery, searchParam, slugParam } from '../http/params';
import { endpoint } from '../http/route';
import type { PeopleFilter } from './repository';
import { toCoach, toPlayer } from './mappers';
import { coach, player, playerDetail } from './schemas';

const tags = ['people'];
type Key = { key: string };
type Flags = Pick<PeopleFilter, 'active' | 'rookies' | 'headCoaches'>;

export async function peopleRoutes(app: FastifyInstance) {
  const filterOf = async (q: PlayerListParams & CoachListParams, flags: Flags): Promise<PeopleFilter> => {
    const scope = await app.scope(q);
    let teamId: number | undefined;
    if (q.team !== undefined) {
      const t = await app.repos.teams.get(q.team, scope.leagueIds);
      if (!t) throw badRequest(`team '${q.team}' is not a known team`);
      teamId = t.id;
    }
    return { ...scope, ...flags, search: q.search, position: q.position, teamId };
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

  const playerQuery = (required: string[] = []) => listQuery({ search: searchParam, position: slugParam, team: slugParam }, required);
  const playerPage = { response: responses(paginated(player)) };
  const coachQuery = listQuery({ search: searchParam, team: slugParam });
  const coachPage = { response: responses(paginated(coach)) };

  endpoint<PlayerListParams>(app, '/people/players/', { cache: 'semiStatic', schema: { tags, summary: 'Players by name (season: played that season)', querystring: playerQuery(), ...playerPage } }, (req) => players(req));
  endpoint<PlayerListParams>(app, '/people/players/active/', { cache: 'semiStatic', schema: { tags, summary: 'Active players', querystring: playerQuery(), ...playerPage } }, (req) => players(req, { active: true }));
  endpoint<PlayerListParams>(app, '/people/players/by_position/', { cache: 'semiStatic', schema: { tags, summary: 'Players at a position (e.g. QB, C, G)', querystring: playerQuery(['position']), ...playerPage } }, (req) => players(req));
  endpoint<PlayerListParams>(app, '/people/players/rookies/', { cache: 'semiStatic', schema: { tags, summary: "Rookies: first season = season (default: each league's latest)", querystring: playerQuery(), ...playerPage } }, (req) => players(req, { rookies: true }));
  endpoint<Record<string, never>, Key>(app, '/people/players/:key/', { cache: 'semiStatic', schema: { tags, summary: 'One player by slug (or id), with season lines', params: keyParams, response: responses(playerDetail) } }, async (req) => {
    const row = await app.repos.people.player(req.params.key);
    if (!row) throw notFound('Player');
    return { ...toPlayer(row), seasons: await app.repos.people.playerSeasons(row.id) };
  });

  endpoint<CoachListParams>(app, '/people/coaches/', { cache: 'semiStatic', schema: { tags, summary: 'Coaches by name (season: coached that season)', querystring: coachQuery, ...coachPage } }, (req) => coaches(req));
  endpoint<CoachListParams>(app, '/people/coaches/active/', { cache: 'semiStatic', schema: { tags, summary: "Coaches with a stint in their league's latest season", querystring: coachQuery, ...coachPage } }, (req) => coaches(req, { active: true }));
  endpoint<CoachListParams>(app, '/people/coaches/head_coaches/', { cache: 'semiStatic', schema: { tags, summary: 'Head coaches (season: head coach that season)', querystring: coachQuery, ...coachPage } }, (req) => coaches(req, { headCoaches: true }));
  endpoint<Record<string, never>, Key>(app, '/people/coaches/:key/', { cache: 'semiStatic', schema: { tags, summary: 'One coach by slug (or id)', params: keyParams, response: responses(coach) } }, async (req) => {
    const row = await app.repos.people.coach(req.params.key);
    if (!row) throw notFound('Coach');
    return toCoach(row);
  });
}
