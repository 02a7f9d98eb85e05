// Per-IP rate limit on the API and the sites' pages (a page render runs the database queries its data needs), one
// count per client in a fixed window; the sites' built files (scripts, styles, icons) and the server renderer's own
// API calls are not counted. Generous enough that browsing never meets it. It runs in the server's one root onRequest
// hook (plugins/front-door.ts), before the response cache's fast path, so cached answers count too, and in the
// server's front path (http/front-path.ts), which counts the answers it gives before Fastify. Whether a request
// is a built file is decided on the path as routed (percent-decoded; absolute-form targets are reduced to their path by
// the server's rewriteUrl), and nothing under /api is one, so `/%61pi/...` counts like `/api/...`. The client is
// req.ip — the socket's address unless TRUST_PROXY says which proxies may set X-Forwarded-For — with an IPv6 client
// counted by its /64 (one host holds a whole /64) and an IPv4-mapped IPv6 address as the IPv4 one.
//
// Every counted answer carries X-RateLimit-Limit, -Remaining and -Reset (seconds); a refusal is 429 {detail} with
// Retry-After. A counter lives for its window. The counters are kept in the order their windows end: each counted
// request drops the ended ones from the front, and at maxClients counters the oldest gives way to a new client, so a
// flood from many distinct addresses costs a bounded map (and at worst a client's count), never unbounded memory.
import { isIPv6 } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isInternalRequest } from '../sites/internal-request';

export interface RateLimitOptions {
  /** Requests per window per IP (default $RATE_LIMIT_MAX or 600). */
  max?: number;
  /** The window in ms (default 60,000). */
  windowMs?: number;
  /** Clients counted at once at most (default 100,000): past it the oldest counter gives way. */
  maxClients?: number;
}

/** A request the limit does not count, by its decoded path: a site's built file. */
export type RateLimitExempt = (path: string) => boolean;

interface Window {
  count: number;
  resetAt: number;
}

/** The address a client is counted under: IPv4 as is, IPv6 by its /64, an IPv4-mapped IPv6 address as IPv4. */
export function clientKey(ip: string): string {
  if (!ip.includes(':')) return ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  if (!isIPv6(ip)) return ip.toLowerCase();
  const [head, tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') && tail ? tail.split(':') : [];
  const groups = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

function decodedPath(url: string): string {
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  if (!path.includes('%')) return path;
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * The limiter: `check(req, reply)` counts the request (unless exempt) and sets the rate-limit headers; it answers
 * false when the client is over its limit (the caller then refuses it with `refusal`).
 */
export function rateLimiter(opts: RateLimitOptions = {}, exempt: RateLimitExempt = () => false) {
  const max = opts.max ?? Number(process.env.RATE_LIMIT_MAX ?? 600);
  const windowMs = opts.windowMs ?? 60_000;
  const maxClients = opts.maxClients ?? 100_000;
  const limit = String(max);
  // In the order the windows end (every window is windowMs long and is inserted when it starts).
  const windows = new Map<string, Window>();
  const sweep = (now: number) => {
    for (const [key, w] of windows) {
      if (w.resetAt > now) break;
      windows.delete(key);
    }
  };
  /** The client's window, a new one when it has none or its window has ended. */
  const windowOf = (key: string, now: number) => {
    sweep(now);
    let w = windows.get(key);
    if (!w || w.resetAt <= now) {
      windows.delete(key); // (an ended window behind a live one, were the clock set back) re-inserted last
      if (windows.size >= maxClients) windows.delete(windows.keys().next().value!);
      w = { count: 0, resetAt: now + windowMs };
      windows.set(key, w);
    }
    return w;
  };
  const secondsLeft = (w: Window, now: number) => String(Math.ceil((w.resetAt - now) / 1000));
  const counted = (req: FastifyRequest) => {
    if (isInternalRequest(req)) return false;
    // The API's own spelling needs no decoding: counted.
    if (req.url.startsWith('/api/')) return true;
    const path = decodedPath(req.url);
    return !exempt(path) || path.toLowerCase().startsWith('/api');
  };
  return {
    max,
    windowMs,
    /** Counts the request; false when the client is over the limit. Sets X-RateLimit-* on a counted request. */
    check(req: FastifyRequest, reply: FastifyReply): boolean {
      if (!counted(req)) return true;
      const now = Date.now();
      const w = windowOf(clientKey(req.ip), now);
      w.count++;
      const reset = secondsLeft(w, now);
      reply.header('x-ratelimit-limit', limit);
      reply.header('x-ratelimit-remaining', String(Math.max(0, max - w.count)));
      reply.header('x-ratelimit-reset', reset);
      if (w.count <= max) return true;
      reply.header('retry-after', reset);
      return false;
    },
    /**
     * For the server's front path (an API request, counted): counts a request from this address and answers the
     * values of its X-RateLimit-Limit, -Remaining and -Reset, or undefined, counting nothing, when it is to be refused
     * (the front path then leaves it to Fastify, whose front door counts and refuses it).
     */
    admit(ip: string): [limit: string, remaining: string, reset: string] | undefined {
      const now = Date.now();
      const w = windowOf(clientKey(ip), now);
      if (w.count >= max) return undefined;
      w.count++;
      return [limit, String(max - w.count), secondsLeft(w, now)];
    },
    /** The 429's detail. */
    detail: `Too many requests: limit ${max} per ${windowMs === 60_000 ? '1 minute' : `${windowMs / 1000} seconds`}. Please slow down.`,
    /** Clients counted now (for tests). */
    get clients() {
      return windows.size;
    },
  };
}

export type RateLimiter = ReturnType<typeof rateLimiter>;
