// The fetch wrapper: GET only, credentials included, JSON headers, a relative base by default.
import type { ApiErrorBody } from '@trophy-room/contract';
import { ApiError } from './api-error';

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface HttpClient {
  /** signal: cancels the request (TanStack Query passes one to every queryFn; a stale search is dropped). */
  get<T>(path: string, params?: QueryParams, init?: { signal?: AbortSignal }): Promise<T>;
}

export interface ApiClientOptions {
  /** Prefix for every path; '' (same origin, relative) by default. */
  baseUrl?: string;
  fetch?: typeof fetch;
}

export function buildUrl(baseUrl: string, path: string, params: QueryParams = {}): string {
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v !== undefined && v !== null && v !== '') query.set(k, String(v));
  }
  const qs = query.toString();
  const sep = path.includes('?') ? '&' : '?';
  return `${baseUrl}${path}${qs ? sep + qs : ''}`;
}

/**
 * Where relative API calls go: the browser's fetch, or on the server the in-process transport the renderer installs
 * (setApiFetch), so the same query factories fetch through the same API routes there.
 */
let transport: typeof fetch = (...a) => fetch(...a);

/** Routes every client created without its own `fetch` through `fetchImpl` (the server renderer calls this once). */
export function setApiFetch(fetchImpl: typeof fetch) {
  transport = fetchImpl;
}

export function createHttpClient({
  baseUrl = '',
  fetch: doFetch = (...a) => transport(...a),
}: ApiClientOptions = {}): HttpClient {
  return {
    async get<T>(path: string, params?: QueryParams, init?: { signal?: AbortSignal }): Promise<T> {
      let res: Response;
      try {
        res = await doFetch(buildUrl(baseUrl, path, params), {
          signal: init?.signal,
          method: 'GET',
          credentials: 'include',
          headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        });
      } catch (e) {
        throw new ApiError(0, e instanceof Error ? e.message : 'Network error');
      }
      const body = await res.json().catch(() => null);
      if (!res.ok) {
        const detail = (body as ApiErrorBody | null)?.detail;
        const location = res.headers.get('location');
        throw new ApiError(
          res.status,
          detail || res.statusText || `Request failed with status ${res.status}`,
          location ? { from: buildUrl(baseUrl, path, params), to: location } : undefined,
        );
      }
      return body as T;
    },
  };
}
