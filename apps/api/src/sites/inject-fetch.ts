// A fetch for the server renderer: relative /api/ URLs answered in-process by app.inject, through the same routes,
// validation, contract and response cache a browser's request meets (no socket, no second server).
import type { FastifyInstance } from 'fastify';
import { internalHeaders } from './internal-request';

export interface ApiAnswer {
  status: number;
  contentType?: string;
  body: string;
}

/** One API call of a renderer, answered in-process (its internal header keeps it out of the rate limit). */
export async function injectApi(app: FastifyInstance, url: string): Promise<ApiAnswer> {
  const res = await app.inject({
    method: 'GET',
    url,
    headers: { accept: 'application/json', ...internalHeaders },
  });
  const type = res.headers['content-type'];
  return { status: res.statusCode, contentType: type ? String(type) : undefined, body: res.body };
}

export function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const res = await injectApi(app, url);
    return new Response(res.status === 304 || res.status === 204 ? null : res.body, {
      status: res.status,
      headers: res.contentType ? { 'content-type': res.contentType } : {},
    });
  };
}
