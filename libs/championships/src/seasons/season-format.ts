// Display helpers for a season: dates as MMM d, yyyy (N/A when missing: the domain's) and the API filters of the
// season's own league.
import type { Season, SiteFilterParams } from '@trophy-room/contract';

export { formatDate } from '@trophy-room/domain';

/** Filters for the season's own sport and level (a hub season belongs to one league). */
export const seasonScope = (s: Season): SiteFilterParams => ({
  sport__slug: s.sport.slug,
  level__slug: s.level_slug,
});
