// A directory's URL state (search, filters, page) as the API calls it makes: the route declares them (the server
// fetches them into the page) and the page reads them by name, both from the one derivation here. Kept apart from
// the pages' components: the routes, in every page's first load, import it.
import {
  coachQueries,
  playerQueries,
  teamQueries,
  type CoachQuery,
  type PlayerQuery,
  type RouteContext,
} from '@trophy-room/api-client';
import type { SiteFilterParams } from '@trophy-room/contract';
import { COACH_STATUSES, PLAYER_STATUSES, SPORT_SLUGS } from '@trophy-room/contract/values';
import { ALL, coachesParams, playersParams, readParams, type ParamValues } from '@trophy-room/routes';
import { hasTeamFilter } from './team-options';

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

/**
 * A directory's queries: the URL's page of people (`list`) and, once a sport is chosen, the team filter's options.
 * None where the sources hold none of them (the page only says so).
 */
function listQueries<S extends typeof playersParams | typeof coachesParams, O>(
  kind: 'players' | 'coaches',
  schema: S,
  list: (f: SiteFilterParams, params: ParamValues<S>) => O,
) {
  return ({ site, search, filters }: RouteContext) => {
    const params = readParams(schema, search) as ParamValues<S>;
    const f = directoryFilters(filters, params.sport, params.season);
    const asked = !site.sourcesLack.includes(kind);
    return {
      list: asked ? list(f, params) : undefined,
      teams: asked && hasTeamFilter(f) ? teamQueries.names(f) : undefined,
    };
  };
}

export const playerListQueries = listQueries('players', playersParams, (f, p) =>
  playerQueries.list(f, playerQuery(p)),
);
export const coachListQueries = listQueries('coaches', coachesParams, (f, p) =>
  coachQueries.list(f, coachQuery(p)),
);
