// /api/people/: players (list, active, by_position, rookies, detail) and coaches (list, active, head_coaches, detail).
import {
  endpoints,
  SLUG_PAGE_SIZE,
  type CoachListParams,
  type PlayerListParams,
  type SiteFilterParams,
  type SlugListParams,
} from '@trophy-room/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../http/errors';
import { notFoundOrMoved } from '../http/moved';
import { pageRequest, toPage, type PageRequest } from '../http/paging';
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

  /**
   * A person of another sport or level than the site's is not on the site: 404 (the hub shows all) — unless this
   * site's person once published under that slug has moved (slug_redirects): 301 to his page.
   */
  const onSite = async <T extends { league: { id: number } }>(
    row: T,
    req: FastifyRequest<{ Params: { key: string }; Querystring: SiteFilterParams }>,
    resource: 'players' | 'coaches',
    what: string,
  ) => {
    const { leagueIds } = await app.scope(req.query);
    if (!leagueIds || leagueIds.includes(row.league.id)) return row;
    const find = (slug: string) =>
      resource === 'players' ? app.repos.people.player(slug) : app.repos.people.coach(slug);
    throw await notFoundOrMoved(app, req, resource, req.params.key, what, async (slug) => {
      const target = await find(slug);
      return !!target && leagueIds.includes(target.league.id);
    });
  };
  /** Slug pages: an id-ordered index scan, so the offset limit of the heavy lists does not apply. */
  const slugs = async (
    req: FastifyRequest<{ Querystring: SlugListParams }>,
    table: 'players' | 'coaches',
  ) => {
    const { page = 1, page_size: pageSize = SLUG_PAGE_SIZE } = req.query;
    const at: PageRequest = { page, pageSize, limit: pageSize, offset: (page - 1) * pageSize };
    const { leagueIds } = await app.scope(req.query);
    const { count, rows } = await app.repos.people.slugs(table, leagueIds, at);
    return toPage(
      req.url,
      at,
      count,
      rows.map((r) => r.slug),
    );
  };

  const players = async (req: FastifyRequest<{ Querystring: PlayerListParams }>, flags: Flags = {}) => {
    const page = pageRequest(req.query);
    const [{ count, rows }, model] = await Promise.all([
      app.repos.people.players(await filterOf(req.query, flags), page),
      app.repos.people.coverage(),
    ]);
    return toPage(
      req.url,
      page,
      count,
      rows.map((r) => toPlayer(r, model)),
    );
  };
  const coaches = async (req: FastifyRequest<{ Querystring: CoachListParams }>, flags: Flags = {}) => {
    const page = pageRequest(req.query);
    const [{ count, rows }, model] = await Promise.all([
      app.repos.people.coaches(await filterOf(req.query, flags), page),
      app.repos.people.coverage(),
    ]);
    return toPage(
      req.url,
      page,
      count,
      rows.map((r) => toCoach(r, model)),
    );
  };

  endpoint(app, endpoints.players, { tags, summary: 'Players by name (season: played that season)' }, (req) =>
    players(req),
  );
  endpoint(app, endpoints.playersActive, { tags, summary: 'Active players' }, (req) =>
    players(req, { active: true }),
  );
  endpoint(
    app,
    endpoints.playersByPosition,
    { tags, summary: 'Players at a position (e.g. QB, C, G)' },
    (req) => players(req),
  );
  endpoint(
    app,
    endpoints.playersRookies,
    { tags, summary: "Rookies: first season = season (default: each league's latest)" },
    (req) => players(req, { rookies: true }),
  );
  endpoint(
    app,
    endpoints.playerSlugs,
    { tags, summary: 'Every player slug on the site, a page at a time (for sitemaps)' },
    (req) => slugs(req, 'players'),
  );
  endpoint(
    app,
    endpoints.player,
    {
      tags,
      summary: "One player by slug (or id), with season lines; 404 when not of the site's sport and level",
    },
    async (req) => {
      const row = await app.repos.people.player(req.params.key);
      if (!row) throw await notFoundOrMoved(app, req, 'players', req.params.key, 'Player');
      await onSite(row, req, 'players', 'Player');
      const [seasons, titles, model] = await Promise.all([
        app.repos.people.playerSeasons(row.id),
        app.repos.people.playerTitles(row.id),
        app.repos.people.coverage(),
      ]);
      return { ...toPlayer(row, model, seasons), seasons, titles };
    },
  );

  endpoint(
    app,
    endpoints.coaches,
    { tags, summary: 'Coaches by name (season: coached that season)' },
    (req) => coaches(req),
  );
  endpoint(
    app,
    endpoints.coachesActive,
    { tags, summary: "Coaches with a stint in their league's latest season" },
    (req) => coaches(req, { active: true }),
  );
  endpoint(
    app,
    endpoints.headCoaches,
    { tags, summary: 'Head coaches (season: head coach that season)' },
    (req) => coaches(req, { headCoaches: true }),
  );
  endpoint(
    app,
    endpoints.coachSlugs,
    { tags, summary: 'Every coach slug on the site, a page at a time (for sitemaps)' },
    (req) => slugs(req, 'coaches'),
  );
  endpoint(
    app,
    endpoints.coach,
    {
      tags,
      summary:
        "One coach by slug (or id), with the record by season; 404 when not of the site's sport and level",
    },
    async (req) => {
      const row = await app.repos.people.coach(req.params.key);
      if (!row) throw await notFoundOrMoved(app, req, 'coaches', req.params.key, 'Coach');
      await onSite(row, req, 'coaches', 'Coach');
      const [seasons, model] = await Promise.all([
        app.repos.people.coachSeasons(row.id),
        app.repos.people.coverage(),
      ]);
      return { ...toCoach(row, model), seasons };
    },
  );
}
