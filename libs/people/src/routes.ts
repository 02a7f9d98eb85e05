// The people lib's routes as declarations, shared by the server renderer and the browser: each page's chunk, the
// queries it shows on first render (fetched on the server into the dehydrated cache; a detail page reads them
// through useRouteData, a directory or a section through useRouteQueries), its head from that data, and its
// sitemap URLs. An unknown slug's 404 from the API propagates: the server answers 404 with the page's
// Not Found state.
import {
  coachQueries,
  declareRoute,
  deferred,
  leaderQueries,
  playerQueries,
  slugQueries,
  type EnsureQuery,
  seasonInUrl,
} from '@trophy-room/api-client';
import type { SiteFilterParams } from '@trophy-room/contract';
import { SLUG_PAGE_SIZE } from '@trophy-room/contract/values';
import { coachesParams, paths, playersParams } from '@trophy-room/routes';
import { formatRecord, leagueShortName } from '@trophy-room/domain';
import { coachListQueries, playerListQueries } from './shared/directory-query';
import { spanText } from './shared/span-text';

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
  queries: playerListQueries,
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
  queries: ({ params, filters }) => ({
    player: playerQueries.detail(filters, params.slug ?? ''),
    // The figures that rank (their section's): the page does not wait for them, and their failure leaves them out.
    ranks: deferred(leaderQueries.playerRanks(filters, params.slug ?? ''), { mayFail: true }),
  }),
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
  queries: coachListQueries,
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
