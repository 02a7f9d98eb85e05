// The data-quality report: the dataset's checks for the site's leagues, and a fresh run of them on request; the
// pipeline's reconciliation counts and null audit, and the disagreements between sources page by page.
import { queryOptions } from '@tanstack/react-query';
import type {
  DataEnvelope,
  DataQualityFigures,
  DataQualityReport,
  Disagreement,
  DisagreementParams,
  Paginated,
  SiteFilterParams,
} from '@trophy-room/contract';
import { apiPaths } from '@trophy-room/contract/paths';
import { withoutSeason as scope } from '@trophy-room/domain';
import { api } from './api';
import { cacheOptions } from './cache';
import type { HttpClient } from './http';

export function qualityResources(http: HttpClient) {
  const get = async (path: string, f: SiteFilterParams) =>
    (await http.get<DataEnvelope<DataQualityReport>>(path, scope(f))).data;
  return {
    report: (f: SiteFilterParams = {}) => get(apiPaths.dataQuality, f),
    /** Runs every check on the live database now. */
    run: (f: SiteFilterParams = {}) => get(apiPaths.dataQualityRun, f),
    figures: async (f: SiteFilterParams = {}) =>
      (await http.get<DataEnvelope<DataQualityFigures>>(apiPaths.dataQualityFigures, scope(f))).data,
    disagreements: (q: DisagreementParams = {}) =>
      http.get<Paginated<Disagreement>>(apiPaths.dataQualityDisagreements, { ...q, season: undefined }),
  };
}

export const qualityApi = /* @__PURE__ */ qualityResources(api.http);

export const qualityQueries = {
  report: (f: SiteFilterParams) =>
    queryOptions({
      queryKey: ['quality', scope(f), 'report'] as const,
      queryFn: () => qualityApi.report(f),
      ...cacheOptions('semiStatic'),
    }),
  figures: (f: SiteFilterParams) =>
    queryOptions({
      queryKey: ['quality', scope(f), 'figures'] as const,
      queryFn: () => qualityApi.figures(f),
      ...cacheOptions('semiStatic'),
    }),
  disagreements: (q: DisagreementParams) =>
    queryOptions({
      queryKey: ['quality', q, 'disagreements'] as const,
      queryFn: () => qualityApi.disagreements(q),
      ...cacheOptions('semiStatic'),
    }),
};
