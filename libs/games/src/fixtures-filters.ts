import { ApiError } from '@trophy-room/api-client';
import type { SiteFilterParams } from '@trophy-room/contract';
import { isSportSlug } from './shared/sports';

/** The fixtures screen's API filters: the site's, narrowed to the route's sport (404 when the site has another). */
export function fixturesFilters(filters: SiteFilterParams, sport: string | undefined): SiteFilterParams {
  if (!sport || !isSportSlug(sport) || (filters.sport__slug && filters.sport__slug !== sport))
    throw new ApiError(404, 'Sport not found');
  return { ...filters, sport__slug: sport };
}
