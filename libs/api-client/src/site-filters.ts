// The site's sport and level (plus an optional season) as the query filters every list call carries.
import type { SiteFilterParams } from '@trophy-room/contract';
import { levelSlug } from '@trophy-room/domain';

export interface SiteScope {
  sport: string | null;
  level: string | null;
}

export function siteFilters(site: SiteScope, season?: number | null): SiteFilterParams {
  const f: SiteFilterParams = {};
  if (site.sport) f.sport__slug = site.sport;
  if (site.level) f.level__slug = levelSlug(site.level);
  if (season !== undefined && season !== null) f.season = season;
  return f;
}
