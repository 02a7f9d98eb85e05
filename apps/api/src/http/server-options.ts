// Connection-level settings of the one server: which proxies to trust, how long a client may take to send a
// request, and request targets in absolute form (`GET http://host/path`) reduced to their path before routing.
import { createServer, type IncomingMessage, type RequestListener, type Server } from 'node:http';
import { capConnectionsPerClient } from './connection-cap';
import type { FrontPath } from './front-path';

/**
 * TRUST_PROXY: unset, empty, 0 or false → trust no proxy (the client's socket address is its address); true → trust
 * every X-Forwarded-For hop (only behind a proxy that overwrites it); a number → that many hops; otherwise a
 * comma-separated list of proxy addresses/CIDRs.
 */
export function trustProxyFrom(value = process.env.TRUST_PROXY): TrustProxy {
  const v = (value ?? '').trim();
  if (v === '' || v === '0' || v.toLowerCase() === 'false') return false;
  if (v.toLowerCase() === 'true') return true;
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    return (_addr: string, hop: number) => hop < hops;
  }
  return v;
}

export type TrustProxy = boolean | string | ((addr: string, hop: number) => boolean);

export interface Timeouts {
  /** The whole request, headers and body, must arrive within this (408 and the connection closed). */
  requestMs: number;
  /** The headers must arrive within this. */
  headersMs: number;
  /** An idle keep-alive connection is closed after this (Fastify's default: longer than a load balancer's idle). */
  keepAliveMs: number;
  /** How often Node checks the two limits above (its default, 30 s, would let a slow client stay 30 s longer). */
  checkEveryMs: number;
}

export const defaultTimeouts: Timeouts = {
  requestMs: 15_000,
  headersMs: 10_000,
  keepAliveMs: 72_000,
  checkEveryMs: 1_000,
};

/** MAX_CONNECTIONS_PER_CLIENT: connections one address may hold open at a time (default 100; 0 turns the cap off). */
export const connectionsPerClientFrom = (value = process.env.MAX_CONNECTIONS_PER_CLIENT) =>
  value === undefined || value.trim() === '' ? 100 : Number(value);

/**
 * Fastify's serverFactory: a plain HTTP server with the limits set (Fastify skips its own when a factory is given)
 * and the per-client connection cap. Node's own check of the Host header is off: its 400 has an empty body and no
 * security headers, so the app answers a Host-less HTTP/1.1 request itself (plugins/front-door.ts). With a front
 * path (http/front-path.ts), each request goes to it first and to Fastify's handler only if it did not answer.
 */
export function serverFactory(
  t: Timeouts,
  perClient: number,
  security: Readonly<Record<string, string>>,
  front?: FrontPath,
) {
  return (fastify: RequestListener): Server => {
    const handler: RequestListener = front
      ? (req, res) => {
          if (!front.answer(req, res)) fastify(req, res);
        }
      : fastify;
    const server = createServer(
      {
        requestTimeout: t.requestMs,
        headersTimeout: Math.min(t.headersMs, t.requestMs),
        keepAliveTimeout: t.keepAliveMs,
        connectionsCheckingInterval: t.checkEveryMs,
        requireHostHeader: false,
      },
      handler,
    );
    capConnectionsPerClient(server, perClient, security);
    return server;
  };
}

const ABSOLUTE = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i;

/** rewriteUrl: `http://x/api/core/sports/` → `/api/core/sports/` (RFC 9112 says servers accept absolute form). */
export function normaliseTarget(req: IncomingMessage): string {
  const url = req.url ?? '/';
  if (url.startsWith('/')) return url;
  const path = url.replace(ABSOLUTE, '');
  return path.startsWith('/') ? path : `/${path}`;
}
