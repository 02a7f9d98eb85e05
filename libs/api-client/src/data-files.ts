// The dataset's files to download (/data): tables with their figures, the archive, dictionary and licences.
import { queryOptions } from '@tanstack/react-query';
import type { DataCatalogue, DataEnvelope } from '@trophy-room/contract';
import { apiPaths } from '@trophy-room/contract/paths';
import { api } from './api';
import { cacheOptions } from './cache';
import type { HttpClient } from './http';

export function dataFilesResources(http: HttpClient) {
  return {
    /** The same for every site: the whole dataset. */
    catalogue: async () => (await http.get<DataEnvelope<DataCatalogue>>(apiPaths.dataFiles)).data,
  };
}

export const dataFilesApi = /* @__PURE__ */ dataFilesResources(api.http);

export const dataFilesQueries = {
  catalogue: () =>
    queryOptions({
      queryKey: ['data-files'] as const,
      queryFn: () => dataFilesApi.catalogue(),
      ...cacheOptions('static'),
    }),
};
