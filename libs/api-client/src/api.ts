// Resource functions over the HTTP client; one entry per API area (feature issues add theirs).
import type { Coverage, SiteFilterParams, SportWithLeagues } from '@trophy-room/contract';
import { getData, getEndpoint } from './endpoint';
import { createHttpClient, type ApiClientOptions, type HttpClient } from './http';

export interface ApiClient {
  http: HttpClient;
  core: { sports(): Promise<SportWithLeagues[]>; coverage(f?: SiteFilterParams): Promise<Coverage> };
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const http = createHttpClient(options);
  return {
    http,
    core: {
      sports: async () => (await getEndpoint(http, 'sports')).results,
      /** Rows and years per league and table of the loaded dataset. */
      coverage: (f = {}) => getData(http, 'coverage', { query: f }),
    },
  };
}

/** The client the sites use: same origin, relative paths. */
export const api = createApiClient();
