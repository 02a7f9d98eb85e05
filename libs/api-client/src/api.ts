// Resource functions over the HTTP client; one entry per API area (feature issues add theirs).
import type { Sport } from '@trophy-room/contract';
import { createHttpClient, unwrapList, type ApiClientOptions, type HttpClient } from './http';

export interface ApiClient {
  http: HttpClient;
  core: { sports(): Promise<Sport[]> };
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const http = createHttpClient(options);
  return {
    http,
    core: { sports: async () => unwrapList(await http.get('/api/core/sports/')) },
  };
}

/** The client the sites use: same origin, relative paths. */
export const api = createApiClient();
