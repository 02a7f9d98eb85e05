// The dataset's files to download (/data): tables with their figures, the archive, dictionary and licences.
import { api } from './api';
import { endpointQuery, getData } from './endpoint';
import type { HttpClient } from './http';

export function dataFilesResources(http: HttpClient) {
  return {
    /** The same for every site: the whole dataset. */
    catalogue: () => getData(http, 'dataFiles'),
  };
}

export const dataFilesApi = /* @__PURE__ */ dataFilesResources(api.http);

export const dataFilesQueries = {
  catalogue: () => endpointQuery('dataFiles', ['data-files'] as const, () => dataFilesApi.catalogue()),
};
