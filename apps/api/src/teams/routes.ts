// /api/teams/teams/: the directory (paged) and one team's views, each answering {data}.
import { endpoints } from '@trophy-room/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFoundOrMoved } from '../http/moved';
import { pageRequest, toPage } from '../http/paging';
import { endpoint } from '../http/route';
import { groupFilter } from '../shared/group-filter';

const tags = ['teams'];

export async function teamRoutes(app: FastifyInstance) {
  const find = async (req: FastifyRequest<{ Params: { key: string } }>) => {
    const t = await app.repos.teams.get(req.params.key);
    if (!t) throw await notFoundOrMoved(app, req, 'teams', req.params.key, 'Team');
    return t;
  };

  endpoint(
    app,
    endpoints.teams,
    { tags, summary: 'Teams by name (season: teams active that season)' },
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

  endpoint(
    app,
    endpoints.teamFacets,
    {
      tags,
      summary: "The directory's Sport and Division filter options, with team counts",
    },
    async (req) => ({ data: await app.repos.teams.facets((await app.scope(req.query)).leagueIds) }),
  );

  endpoint(
    app,
    endpoints.teamSeasonYears,
    {
      tags,
      summary: 'Every team with the season start years it has a page for (the sitemap in one call)',
    },
    async (req) => ({ data: await app.repos.teams.seasonYears((await app.scope(req.query)).leagueIds) }),
  );

  endpoint(app, endpoints.team, { tags, summary: 'One team by id or slug' }, (req) => find(req));

  endpoint(
    app,
    endpoints.teamChampionships,
    { tags, summary: "The team's titles, newest first" },
    async (req) => ({ data: await app.repos.teams.championships((await find(req)).id) }),
  );

  endpoint(
    app,
    endpoints.teamSeasons,
    { tags, summary: "The team's seasons (standings rows), newest first" },
    async (req) => ({ data: await app.repos.teams.seasons((await find(req)).id) }),
  );

  endpoint(
    app,
    endpoints.teamRoster,
    { tags, summary: 'Roster of a season (year = season start year; default latest)' },
    async (req) => {
      const t = await find(req);
      const year = req.query.year ?? (await app.repos.teams.latestYear(t.id, 'roster'));
      return { data: year === null ? [] : await app.repos.teams.roster(t.id, year) };
    },
  );

  endpoint(
    app,
    endpoints.teamSchedule,
    { tags, summary: 'Games of a season (year = season start year; default latest)' },
    async (req) => {
      const t = await find(req);
      const year = req.query.year ?? (await app.repos.teams.latestYear(t.id, 'schedule'));
      return { data: year === null ? [] : await app.repos.teams.schedule(t.id, year) };
    },
  );

  endpoint(
    app,
    endpoints.teamSeasonSummary,
    {
      tags,
      summary:
        "One season's totals against opponents, margin of victory and SRS from the league-season's games (default latest)",
    },
    async (req) => {
      const t = await find(req);
      const year = req.query.year ?? (await app.repos.teams.latestYear(t.id, 'standings'));
      return {
        data:
          year === null
            ? { start_year: 0, regular_season: null, postseason: null, postseason_through: null, srs: null }
            : await app.repos.teams.seasonSummary(t.id, year),
      };
    },
  );

  endpoint(
    app,
    endpoints.teamStats,
    { tags, summary: 'Titles, all-time record and one season (default latest)' },
    async (req) => {
      const t = await find(req);
      return { data: await app.repos.teams.stats(t, req.query.year, app.now()) };
    },
  );
}
