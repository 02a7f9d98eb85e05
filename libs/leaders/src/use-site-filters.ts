import { siteFilters } from '@trophy-room/api-client';
import type { SiteFilterParams } from '@trophy-room/contract';
import { useSite } from '@trophy-room/site-theme';
import { useMemo } from 'react';

/** The API filters for the pinned site (sport__slug, level__slug), stable across renders. */
export function useSiteFilters(): SiteFilterParams {
  const { sport, level } = useSite();
  return useMemo(() => siteFilters({ sport, level }), [sport, level]);
}
