// The data-quality report: the dataset's checks for the site's leagues, and a fresh run of them on request.
import { queryOptions } from '@tanstack/react-query';
import type { DataEnvelope, DataQualityReport, SiteFilterParams } from '@trophy-room/contract';
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
};
