import { ApiError } from '@trophy-room/api-client';
import type { SiteFilterParams } from '@trophy-room/contract';
import type { SportSlug } from '@trophy-room/site-theme';
import { isSportSlug } from './shared/sports';

/** The route's sport as a slug, compared case-insensitively: "Basketball" is basketball. */
export function fixturesSport(sport: string | undefined): SportSlug | null {
  const s = (sport ?? '').toLowerCase();
  return isSportSlug(s) ? s : null;
}

/** The fixtures screen's API filters: the site's, narrowed to the route's sport; null when the site has no such sport. */
export function fixturesScope(filters: SiteFilterParams, sport: string | undefined): SiteFilterParams | null {
  const slug = fixturesSport(sport);
  if (!slug || (filters.sport__slug && filters.sport__slug !== slug)) return null;
  return { ...filters, sport__slug: slug };
}

/** As fixturesScope, for the server's route data: a sport the site does not have is a 404. */
export function fixturesFilters(filters: SiteFilterParams, sport: string | undefined): SiteFilterParams {
  const scope = fixturesScope(filters, sport);
  if (!scope) throw new ApiError(404, 'Sport not found');
  return scope;
}
