// The directory's queries, declared with its route and read by its page: the URL's search, sport and division
// (resolved against the filter options the data has) and page, as one page request the API filters and pages — so
// thousands of programmes never load at once.
import { keepPreviousData } from '@tanstack/react-query';
import { teamQueries, type ReadingContext, type TeamPageRequest } from '@trophy-room/api-client';
import type { SiteFilterParams, TeamFacets } from '@trophy-room/contract';
import { ALL, readParams, teamsParams, type ParamValues } from '@trophy-room/routes';
import type { SiteConfig } from '@trophy-room/site-theme';

export const TEAMS_PAGE_SIZE = 48;

export type DirectoryValues = ParamValues<typeof teamsParams>;

/** The API filters and page request for the URL's values; a sport or group the data does not have is ignored. */
export function directoryRequest(v: DirectoryValues, facets: TeamFacets, filters: SiteFilterParams) {
  const sport = !filters.sport__slug && facets.sports.some((s) => s.slug === v.sport) ? v.sport : undefined;
  const group =
    v.division === ALL
      ? undefined
      : facets.groups.find((g) => g.slug === v.division && (!sport || g.sport_slug === sport));
  const request: TeamPageRequest = {
    search: v.q.trim() || undefined,
    division: group?.kind === 'division' ? group.slug : undefined,
    conference: group?.kind === 'conference' ? group.slug : undefined,
    page: v.page,
    pageSize: TEAMS_PAGE_SIZE,
  };
  return {
    filters: sport ? { ...filters, sport__slug: sport as SiteFilterParams['sport__slug'] } : filters,
    request,
  };
}

/** The directory's queries: its filter options, then (once they have come) the page the URL asks for. */
export function directoryQueries({ filters, search, get }: ReadingContext) {
  const facets = teamQueries.facets(filters);
  const options = get(facets.queryKey);
  const req = options && directoryRequest(readParams(teamsParams, search), options, filters);
  return {
    facets,
    page: req && {
      ...teamQueries.page(req.filters, req.request),
      // While a new search or filter loads, the previous cards stay instead of the skeletons.
      placeholderData: keepPreviousData,
    },
  };
}

/** "Explore N teams across …": professional leagues, college programmes, or both on the hub. */
export function exploreLine(site: Pick<SiteConfig, 'level'>, total: number): string {
  if (site.level === 'college') return `Explore ${total} college programmes across NCAA Division I`;
  if (site.level === 'professional')
    return `Explore ${total} teams across all major professional sports leagues`;
  return `Explore ${total} teams across all major professional sports leagues and college programmes`;
}

export function directoryHead({ site, filters, get }: ReadingContext) {
  const facets = get(teamQueries.facets(filters).queryKey);
  return {
    title: 'All Teams',
    description: facets
      ? `${exploreLine(site, facets.total)} on ${site.name}, with every season and title.`
      : undefined,
  };
}
