// A fetch for the server renderer: relative /api/ URLs answered in-process by app.inject, through the same routes,
// validation, contract and response cache a browser's request meets (no socket, no second server).
import type { FastifyInstance } from 'fastify';
import { internalHeaders } from './internal-request';

export function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const res = await app.inject({
      method: 'GET',
      url,
      headers: { accept: 'application/json', ...internalHeaders },
    });
    const type = res.headers['content-type'];
    return new Response(res.statusCode === 304 || res.statusCode === 204 ? null : res.body, {
      status: res.statusCode,
      headers: type ? { 'content-type': String(type) } : {},
    });
  };
}
