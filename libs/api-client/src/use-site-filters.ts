// The pinned site's filters as a hook: every screen's queries carry them.
import type { SiteFilterParams } from '@trophy-room/contract';
import { useSite } from '@trophy-room/site-theme';
import { useMemo } from 'react';
import { siteFilters } from './site-filters';

/** The API filters for the pinned site (sport__slug, level__slug), stable across renders. */
export function useSiteFilters(): SiteFilterParams {
  const { sport, level } = useSite();
  return useMemo(() => siteFilters({ sport, level }), [sport, level]);
}
