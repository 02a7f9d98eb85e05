// /api/teams/teams/: the directory (paged) and one team's views, each answering {data}.
import type { TeamListParams, TeamStats, TeamYearParams } from '@trophy-room/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/errors';
import { arr, dataOf, paginated, responses } from '../http/json-schema';
import { pageRequest, toPage } from '../http/paging';
import { keyParams, listQuery, query, searchParam, slugParam, yearParam } from '../http/params';
import { endpoint } from '../http/route';
import { groupFilter } from '../shared/group-filter';
import { rosterEntry, scheduleGame, team, teamChampionship, teamSeason, teamStats } from './schemas';

const tags = ['teams'];
type Key = { key: string };
const yearQuery = query({ year: yearParam });

export async function teamRoutes(app: FastifyInstance) {
  const find = async (key: string) => {
    const t = await app.repos.teams.get(key);
    if (!t) throw notFound('Team');
    return t;
  };

  endpoint<TeamListParams>(
    app,
    '/teams/teams/',
    {
      cache: 'semiStatic',
      schema: {
        tags,
        summary: 'Teams by name (season: teams active that season)',
        querystring: listQuery({ search: searchParam, conference: slugParam, division: slugParam }),
        response: responses(paginated(team)),
      },
    },
    async (req) => {
      const q = req.query;
      const scope = await app.scope(q);
      const page = pageRequest(q);
      const filter = {
        ...scope,
        search: q.search,
        ...(await groupFilter(app.repos.core, scope.leagueIds, q)),
      };
      const { count, rows } = await app.repos.teams.list(filter, page);
      return toPage(req.url, page, count, rows);
    },
  );

  endpoint<Record<string, never>, Key>(
    app,
    '/teams/teams/:key/',
    {
      cache: 'semiStatic',
      schema: { tags, summary: 'One team by id or slug', params: keyParams, response: responses(team) },
    },
    (req) => find(req.params.key),
  );

  endpoint<Record<string, never>, Key>(
    app,
    '/teams/teams/:key/championships/',
    {
      cache: 'semiStatic',
      schema: {
        tags,
        summary: "The team's titles, newest first",
        params: keyParams,
        response: responses(dataOf(arr(teamChampionship))),
      },
    },
    async (req) => ({ data: await app.repos.teams.championships((await find(req.params.key)).id) }),
  );

  endpoint<Record<string, never>, Key>(
    app,
    '/teams/teams/:key/seasons/',
    {
      cache: 'semiStatic',
      schema: {
        tags,
        summary: "The team's seasons (standings rows), newest first",
        params: keyParams,
        response: responses(dataOf(arr(teamSeason))),
      },
    },
    async (req) => ({ data: await app.repos.teams.seasons((await find(req.params.key)).id) }),
  );

  endpoint<TeamYearParams, Key>(
    app,
    '/teams/teams/:key/roster/',
    {
      cache: 'semiStatic',
      schema: {
        tags,
        summary: 'Roster of a season (year = season start year; default latest)',
        params: keyParams,
        querystring: yearQuery,
        response: responses(dataOf(arr(rosterEntry))),
      },
    },
    async (req) => {
      const t = await find(req.params.key);
      const year = req.query.year ?? (await app.repos.teams.latestYear(t.id, 'roster'));
      return { data: year === null ? [] : await app.repos.teams.roster(t.id, year) };
    },
  );

  endpoint<TeamYearParams, Key>(
    app,
    '/teams/teams/:key/schedule/',
    {
      cache: 'semiStatic',
      schema: {
        tags,
        summary: 'Games of a season (year = season start year; default latest)',
        params: keyParams,
        querystring: yearQuery,
        response: responses(dataOf(arr(scheduleGame))),
      },
    },
    async (req) => {
      const t = await find(req.params.key);
      const year = req.query.year ?? (await app.repos.teams.latestYear(t.id, 'schedule'));
      return { data: year === null ? [] : await app.repos.teams.schedule(t.id, year) };
    },
  );

  endpoint<TeamYearParams, Key>(
    app,
    '/teams/teams/:key/stats/',
    {
      cache: 'semiStatic',
      schema: {
        tags,
        summary: 'Titles, all-time record and one season (default latest)',
        params: keyParams,
        querystring: yearQuery,
        response: responses(dataOf(teamStats)),
      },
    },
    async (req) => {
      const t = await find(req.params.key);
      const year = req.query.year ?? (await app.repos.teams.latestYear(t.id, 'standings'));
      const [all, season] = await Promise.all([
        app.repos.teams.allTime(t.id),
        year === null ? undefined : app.repos.teams.record(t.id, year),
      ]);
      const decided = all.wins + all.losses + all.ties;
      const data: TeamStats = {
        championships_won: t.championships_won,
        seasons_played: all.seasons,
        years_active: t.founded_year === null ? null : app.now().getFullYear() - t.founded_year,
        all_time: {
          wins: all.wins,
          losses: all.losses,
          ties: all.ties,
          win_percentage: decided ? Math.round(((all.wins + all.ties / 2) / decided) * 1000) / 1000 : null,
        },
        season: season ?? null,
      };
      return { data };
    },
  );
}
