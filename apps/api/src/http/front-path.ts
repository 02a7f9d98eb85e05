// The server's front path: the answers that need nothing of Fastify's, given by the Node server's request listener
// in front of it — GET and HEAD of /api/health, and the response cache's hits for a request target Fastify has
// already answered from the cache (its exact spelling: the route, parameters and entry are then known). Fastify's
// routing, request and reply objects, hooks and header handling cost more CPU per request than the answer itself;
// here the answer is one precomputed list of headers and the stored bytes, with every protection kept: the API's
// security headers, the rate limit (counted, with its X-RateLimit headers), the request log's line (same fields,
// same request ids), the Host check, and the per-client connection cap (which acts before any request). Whatever the
// front path does not answer exactly as Fastify would — another target, a request the front door would refuse (no
// Host, over the rate limit), a variant only Fastify makes (plugins/front-hit.ts), a server closing,
// proxies trusted to name the client (TRUST_PROXY: Fastify computes the address) — goes to Fastify untouched, and
// front-path.spec.ts holds the two paths to the same bytes.
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { isInternalRequest } from '../sites/internal-request';

type Headers = Readonly<Record<string, string>>;

/** Request ids as Fastify makes them (`req-` and a counter in base 36), shared by both paths so each is unique. */
export function requestIds() {
  let next = 0;
  return () => {
    next = (next + 1) & 2147483647;
    return `req-${next.toString(36)}`;
  };
}

/** A hit as the server's front path sends it: status, the entry's headers (name, value, …), the body (none: HEAD). */
export interface FrontHit {
  route: string;
  status: number;
  headers: string[];
  body?: Buffer;
}

/*
 * What the front path uses of the rate limit, the request log and the response cache (plugins/rate-limit.ts,
 * request-log.ts, front-hit.ts), spelled here by their shape: the plugins build on this folder, not it on them.
 */
export interface FrontPathOptions {
  /** The API's security headers. */
  security: Headers;
  limiter?: { admit(ip: string): [limit: string, remaining: string, reset: string] | undefined };
  log?: (reqId: string, method: string, route: string, url: string, status: number, ms: number) => void;
  /** The cache's answer to a target Fastify has already answered from it, if the front path can send it. */
  hit?: (url: string, method: string, headers: IncomingHttpHeaders) => FrontHit | undefined;
  nextId: () => string;
}

export interface FrontPath {
  /** Answers the request and returns true, or returns false having done nothing. */
  answer(req: IncomingMessage, res: ServerResponse): boolean;
  /** Leaves every request to Fastify from now on (the server is closing). */
  stop(): void;
}

// The health route's answer (api.ts), in the order Fastify sends its headers.
const healthBody = Buffer.from(JSON.stringify({ status: 'ok' }));
const healthHeaders = [
  'cache-control',
  'no-store',
  'content-type',
  'application/json; charset=utf-8',
  'content-length',
  String(healthBody.length),
];

export function frontPath({ security, limiter, log, hit: cached, nextId }: FrontPathOptions): FrontPath {
  const securityList = Object.entries(security).flat();
  let stopped = false;
  return {
    stop: () => void (stopped = true),
    answer(req, res) {
      const url = req.url;
      const method = req.method;
      if (stopped || url === undefined || !url.startsWith('/api/')) return false;
      if ((method !== 'GET' && method !== 'HEAD') || req.headers.host === undefined) return false;
      let route: string;
      let status = 200;
      let headers: string[];
      let body: Buffer | undefined;
      if (url === '/api/health' || url === '/api/health/') {
        route = '/api/health';
        headers = healthHeaders;
        body = method === 'HEAD' ? undefined : healthBody;
      } else {
        const hit = cached?.(url, method, req.headers);
        if (!hit) return false;
        ({ route, status, headers, body } = hit);
      }
      const start = performance.now();
      let counted: string[] = [];
      if (limiter && !isInternalRequest(req)) {
        const figures = limiter.admit(req.socket.remoteAddress ?? '');
        if (!figures) return false;
        counted = [
          'x-ratelimit-limit',
          figures[0],
          'x-ratelimit-remaining',
          figures[1],
          'x-ratelimit-reset',
          figures[2],
        ];
      }
      const id = nextId();
      if (log) res.once('finish', () => log(id, method, route, url, status, performance.now() - start));
      res.writeHead(status, securityList.concat(counted, headers));
      if (body) res.end(body);
      else res.end();
      return true;
    },
  };
}
