// The people lib's routes as declarations, shared by the server renderer and the browser: each page's chunk, the
// queries it shows on first render (the same queryOptions factories its useQuery calls read, so the browser finds
// them in the dehydrated cache; a detail page reads its route's queries through useRouteData), its head from that
// data, and its sitemap URLs. An unknown slug's 404 from the API propagates: the server answers 404 with the page's
// Not Found state.
import {
  coachQueries,
  declareRoute,
  leaderQueries,
  playerQueries,
  siteFilters,
  slugQueries,
  teamQueries,
  type EnsureQuery,
  type RouteContext,
  seasonInUrl,
} from '@trophy-room/api-client';
import type { SiteFilterParams } from '@trophy-room/contract';
import { SLUG_PAGE_SIZE } from '@trophy-room/contract/values';
import { coachesParams, paths, playersParams, readParams } from '@trophy-room/routes';
import { formatRecord, leagueShortName } from '@trophy-room/domain';
import { coachQuery, directoryFilters, playerQuery } from './shared/directory-query';
import { hasTeamFilter } from './shared/team-options';
import { spanText } from './shared/span-text';

const listFilters = (ctx: RouteContext, sport: string, season: number) =>
  directoryFilters(siteFilters({ sport: ctx.site.sport, level: ctx.site.level }), sport, season);

/** Every player's (or coach's) slug on the site, for the sitemap: one API call per SLUG_PAGE_SIZE slugs. */
async function siteSlugs(
  kind: 'players' | 'coaches',
  { filters, query }: { filters: SiteFilterParams; query: EnsureQuery },
): Promise<string[]> {
  const first = await query(slugQueries.page(kind, filters, 1));
  const more = Array.from({ length: Math.ceil(first.count / SLUG_PAGE_SIZE) - 1 }, (_, i) =>
    query(slugQueries.page(kind, filters, i + 2)),
  );
  return [first, ...(await Promise.all(more))].flatMap((p) => p.results);
}

export const playersRoute = declareRoute({
  page: () => import('./players/players-page'),
  season: seasonInUrl(playersParams, paths.players),
  data: import.meta.env.SSR
    ? async ({ query, ...ctx }) => {
        if (ctx.site.sourcesLack.includes('players')) return; // the page says the sources hold none
        const params = readParams(playersParams, ctx.search);
        const f = listFilters(ctx, params.sport, params.season);
        await Promise.all([
          query(playerQueries.list(f, playerQuery(params))),
          hasTeamFilter(f) ? query(teamQueries.names(f)) : null,
        ]);
      }
    : undefined,
  // Not listed where the sources hold no players (the page only says so).
  sitemap: import.meta.env.SSR
    ? async ({ site }) => (site.sourcesLack.includes('players') ? [] : [paths.players()])
    : undefined,
  head: ({ site }) => ({
    title: 'Players',
    description: `Every player on ${site.name}: search by name, filter by position, team and status, with career statistics.`,
  }),
});

export const playerRoute = declareRoute({
  page: () => import('./player/player-detail-page'),
  queries: ({ params, filters }) => ({ player: playerQueries.detail(filters, params.slug ?? '') }),
  // The figures that rank (their section's own query); a failure here leaves them out rather than failing the page.
  data: import.meta.env.SSR
    ? ({ params, filters, query }) =>
        query(leaderQueries.playerRanks(filters, params.slug ?? '')).catch(() => null)
    : undefined,
  head: ({ params, filters, get }) => {
    const p = get(playerQueries.detail(filters, params.slug ?? '').queryKey);
    if (!p) return { title: 'Player Not Found' };
    const years = p.first_year ? ` (${p.first_year}–${p.is_active ? '' : (p.last_year ?? '')})` : '';
    return {
      title: `${p.person.full_name}${years} — ${leagueShortName(p.league)} stats`,
      description: `${p.person.full_name}: ${p.primary_position_name ?? p.sport.name} — career statistics season by season, awards and championships.`,
    };
  },
  sitemap: import.meta.env.SSR
    ? async (ctx) => (await siteSlugs('players', ctx)).map((slug) => paths.player(slug))
    : undefined,
});

export const coachesRoute = declareRoute({
  page: () => import('./coaches/coaches-page'),
  season: seasonInUrl(coachesParams, paths.coaches),
  data: import.meta.env.SSR
    ? async ({ query, ...ctx }) => {
        if (ctx.site.sourcesLack.includes('coaches')) return; // the page says the sources hold none
        const params = readParams(coachesParams, ctx.search);
        const f = listFilters(ctx, params.sport, params.season);
        await Promise.all([
          query(coachQueries.list(f, coachQuery(params))),
          hasTeamFilter(f) ? query(teamQueries.names(f)) : null,
        ]);
      }
    : undefined,
  sitemap: import.meta.env.SSR
    ? async ({ site }) => (site.sourcesLack.includes('coaches') ? [] : [paths.coaches()])
    : undefined,
  head: ({ site }) => ({
    title: 'Coaches',
    description: `Every coach on ${site.name}: search by name, filter by team and status, with their records.`,
  }),
});

export const coachRoute = declareRoute({
  page: () => import('./coach/coach-detail-page'),
  queries: ({ params, filters }) => ({ coach: coachQueries.detail(filters, params.slug ?? '') }),
  head: ({ params, filters, get }) => {
    const c = get(coachQueries.detail(filters, params.slug ?? '').queryKey);
    if (!c) return { title: 'Coach Not Found' };
    const r = c.career_record;
    return {
      title: `${c.person.full_name} — ${leagueShortName(c.league)} coaching record`,
      // Whole or labelled partial, as on the page: the seasons in our sources, or the source of a total.
      description: r
        ? `${c.person.full_name}: ${formatRecord(r.wins, r.losses, r.ties, r.ot_losses)} as a coach ${spanText(c.record_span, c.sport.slug) ?? 'in our sources'}, with titles and awards.`
        : `${c.person.full_name}: ${leagueShortName(c.league)} coach; no record in the sources. Titles and awards.`,
    };
  },
  sitemap: import.meta.env.SSR
    ? async (ctx) => (await siteSlugs('coaches', ctx)).map((slug) => paths.coach(slug))
    : undefined,
});
