// A directory's URL state (search, filters, page) as the API call it makes: the route's data and the page's
// useQuery build the same key from it, so the server-rendered page hydrates without fetching again.
import type { CoachQuery, PlayerQuery } from '@trophy-room/api-client';
import type { SiteFilterParams } from '@trophy-room/contract';
import { COACH_STATUSES, PLAYER_STATUSES, SPORT_SLUGS } from '@trophy-room/contract/values';
import { ALL, coachesParams, playersParams, type ParamValues } from '@trophy-room/routes';

/** Cards per page. */
export const DIRECTORY_PAGE_SIZE = 24;

const chosen = (v: string) => (v === ALL || v === '' ? undefined : v);
const oneOf = <T extends string>(values: readonly T[], v: string): T | undefined =>
  (values as readonly string[]).includes(v) ? (v as T) : undefined;

/** The site's filters, narrowed on the hub by its sport filter, and to a season when one is chosen (0: any). */
export function directoryFilters(site: SiteFilterParams, sport: string, season = 0): SiteFilterParams {
  const s = oneOf(SPORT_SLUGS, sport);
  const f = site.sport__slug || !s ? site : { ...site, sport__slug: s };
  return season > 0 ? { ...f, season } : f;
}

export function playerQuery(p: ParamValues<typeof playersParams>): PlayerQuery {
  return {
    search: p.q.trim() || undefined,
    position: chosen(p.position),
    team: chosen(p.team),
    status: oneOf(PLAYER_STATUSES, p.status),
    page: p.page,
    page_size: DIRECTORY_PAGE_SIZE,
  };
}

export function coachQuery(p: ParamValues<typeof coachesParams>): CoachQuery {
  return {
    search: p.q.trim() || undefined,
    team: chosen(p.team),
    status: oneOf(COACH_STATUSES, p.status),
    page: p.page,
    page_size: DIRECTORY_PAGE_SIZE,
  };
}
