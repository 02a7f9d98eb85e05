import type { RouteContext } from '@trophy-room/api-client';
import type { SiteFilterParams } from '@trophy-room/contract';
import type { SportSlug } from '@trophy-room/site-theme';
import type { ScoresView } from './shared/scores-queries';
import { rangeOf } from './shared/scores-view';
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

/**
 * /fixtures/{sport}'s view: the site's games of that sport in the URL's range (the sport's default otherwise); null
 * when the site has no such sport (the server answers 404, the page shows Sport Not Found).
 */
export function fixturesView({ params, search, filters }: RouteContext): ScoresView | null {
  const sport = fixturesSport(params.sport);
  const scope = fixturesScope(filters, params.sport);
  return sport && scope ? { filters: scope, base: rangeOf(search, sport), lookBack: false } : null;
}
