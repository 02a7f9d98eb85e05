// The data-quality report: the dataset's checks for the site's leagues, and a fresh run of them on request; the
// pipeline's reconciliation counts and null audit, and the disagreements between sources page by page.
import type { DisagreementParams, SiteFilterParams } from '@trophy-room/contract';
import { withoutSeason as scope } from '@trophy-room/domain';
import { api } from './api';
import { endpointQuery, getData, getEndpoint } from './endpoint';
import type { HttpClient } from './http';

export function qualityResources(http: HttpClient) {
  return {
    report: (f: SiteFilterParams = {}) => getData(http, 'dataQuality', { query: scope(f) }),
    /** Runs every check on the live database now. */
    run: (f: SiteFilterParams = {}) => getData(http, 'dataQualityRun', { query: scope(f) }),
    figures: (f: SiteFilterParams = {}) => getData(http, 'dataQualityFigures', { query: scope(f) }),
    disagreements: (q: DisagreementParams = {}) =>
      getEndpoint(http, 'dataQualityDisagreements', { query: { ...q, season: undefined } }),
  };
}

export const qualityApi = /* @__PURE__ */ qualityResources(api.http);

export const qualityQueries = {
  report: (f: SiteFilterParams) =>
    endpointQuery('dataQuality', ['quality', scope(f), 'report'] as const, () => qualityApi.report(f)),
  figures: (f: SiteFilterParams) =>
    endpointQuery('dataQualityFigures', ['quality', scope(f), 'figures'] as const, () =>
      qualityApi.figures(f),
    ),
  disagreements: (q: DisagreementParams) =>
    endpointQuery('dataQualityDisagreements', ['quality', q, 'disagreements'] as const, () =>
      qualityApi.disagreements(q),
    ),
};
