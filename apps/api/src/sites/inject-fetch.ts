// A fetch for the server renderer: relative /api/ URLs answered in-process by app.inject, through the same routes,
// validation, contract and response cache a browser's request meets (no socket, no second server).
import type { FastifyInstance } from 'fastify';
import { internalHeaders } from './internal-request';

export interface ApiAnswer {
  status: number;
  contentType?: string;
  /** A 301's Location (a slug the dataset changed): the renderer answers the page with a 301 too. */
  location?: string;
  body: string;
}

const inject = (app: FastifyInstance, url: string) =>
  app.inject({ method: 'GET', url, headers: { accept: 'application/json', ...internalHeaders } });

const headerOf = (value: string | string[] | number | undefined) => (value ? String(value) : undefined);

/** The headers a renderer reads of an answer. */
export const answerHeaders = (a: Pick<ApiAnswer, 'contentType' | 'location'>): Record<string, string> => ({
  ...(a.contentType ? { 'content-type': a.contentType } : {}),
  ...(a.location ? { location: a.location } : {}),
});

/** One API call of a renderer, answered in-process (its internal header keeps it out of the rate limit). */
export async function injectApi(app: FastifyInstance, url: string): Promise<ApiAnswer> {
  const res = await inject(app, url);
  return {
    status: res.statusCode,
    contentType: headerOf(res.headers['content-type']),
    location: headerOf(res.headers.location),
    body: res.body,
  };
}

/**
 * The same call's answer as bytes in an ArrayBuffer of their own, for a render worker: transferred with the message
 * (moved, not copied), where a string would be serialised by the structured clone on the main thread.
 */
export async function injectApiBytes(
  app: FastifyInstance,
  url: string,
): Promise<Omit<ApiAnswer, 'body'> & { body: Uint8Array<ArrayBuffer> }> {
  const res = await inject(app, url);
  const raw = res.rawPayload;
  // A small Buffer is a slice of a shared pool: copy it (a large one owns its memory, made for this answer).
  const owned = raw.byteOffset === 0 && raw.byteLength === raw.buffer.byteLength;
  const body = owned ? new Uint8Array(raw.buffer as ArrayBuffer) : new Uint8Array(raw);
  return {
    status: res.statusCode,
    contentType: headerOf(res.headers['content-type']),
    location: headerOf(res.headers.location),
    body,
  };
}

export function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const res = await injectApi(app, url);
    return new Response(res.status === 304 || res.status === 204 ? null : res.body, {
      status: res.status,
      headers: answerHeaders(res),
    });
  };
}
