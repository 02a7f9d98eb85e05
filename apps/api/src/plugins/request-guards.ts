// Input rules every API route shares, applied to whatever schema a route declares: a query string accepts only the
// parameters the route documents plus the site filters (an unknown one is a 400 naming it, so it can neither be
// mistaken for a filter nor mint new response-cache entries), and no query value, key or path parameter may hold a
// control character (a NUL reaches PostgreSQL as an error, not as a value), and no number, once coerced, may be
// non-finite (`Infinity`, `1e400`) or beyond a PostgreSQL integer.
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { badRequest } from '../http/errors';

type Schema = Record<string, unknown>;

/** The site filters the sites add to every call (sport, level, season), accepted on every endpoint even where they mean nothing. */
const siteFilters: Record<string, Schema> = {
  sport__slug: { type: 'string', maxLength: 50 },
  level__slug: { type: 'string', maxLength: 50 },
  season: { type: 'integer', minimum: 1800, maximum: 2100 },
};

/** The route's query schema, closed: its own properties plus the site filters, nothing else. */
export function strictQuery(qs: Schema | undefined): Schema | undefined {
  if (!qs) return { type: 'object', properties: { ...siteFilters }, additionalProperties: false };
  if (qs.type !== 'object' || typeof qs.properties !== 'object') return qs;
  return { ...qs, properties: { ...siteFilters, ...(qs.properties as Schema) }, additionalProperties: false };
}

const isDocumentedGet = (r: RouteOptions) =>
  r.url.startsWith('/api/') &&
  !(r.schema as Schema | undefined)?.hide &&
  ([] as string[]).concat(r.method).some((m) => m === 'GET' || m === 'HEAD');

// C0 and C1 controls and DEL: matching them is the point.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

function controlCharIn(req: FastifyRequest): string | undefined {
  const query = req.query as Record<string, unknown> | undefined;
  for (const [k, v] of Object.entries(query ?? {})) {
    if (CONTROL.test(k)) return 'query parameter name';
    for (const s of ([] as unknown[]).concat(v)) if (typeof s === 'string' && CONTROL.test(s)) return k;
  }
  for (const [k, v] of Object.entries((req.params as Record<string, unknown> | undefined) ?? {})) {
    if (typeof v === 'string' && CONTROL.test(v)) return k === '*' ? 'path' : k;
  }
  return undefined;
}

const INT4 = 2_147_483_647;

function badNumberIn(values: unknown): string | undefined {
  for (const [k, v] of Object.entries((values ?? {}) as Record<string, unknown>)) {
    for (const n of ([] as unknown[]).concat(v)) {
      if (typeof n !== 'number') continue;
      if (!Number.isFinite(n)) return `${k} must be a finite number`;
      if (Number.isInteger(n) && Math.abs(n) > INT4) return `${k} must be between -${INT4} and ${INT4}`;
    }
  }
  return undefined;
}

const takesInput = (r: RouteOptions) => /[:*]/.test(r.url) || r.schema?.querystring !== undefined;

type Hook = (req: FastifyRequest, reply: unknown, done: (e?: Error) => void) => void;

function addHook(route: RouteOptions, name: 'preValidation' | 'preHandler', hook: Hook) {
  const own = route[name];
  route[name] = (own === undefined ? [hook] : [...([] as unknown[]).concat(own), hook]) as never;
}

const noControlChars: Hook = (req, _reply, done) => {
  const name = controlCharIn(req);
  done(name ? badRequest(`${name} must not contain control characters`) : undefined);
};

// After validation: the values as coerced.
const finiteNumbers: Hook = (req, _reply, done) => {
  const bad = badNumberIn(req.query) ?? badNumberIn(req.params);
  done(bad ? badRequest(bad) : undefined);
};

/**
 * Install before the routes are registered (onRoute sees only routes added after it). The guards run on the routes
 * that read a path parameter or a documented query string (every API read, the sites' pages); a route that reads
 * neither (the health check) skips them.
 */
export function installRequestGuards(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (isDocumentedGet(route)) {
      const querystring = strictQuery(route.schema?.querystring as Schema | undefined);
      route.schema = { ...route.schema, querystring };
    }
    if (!takesInput(route)) return;
    addHook(route, 'preValidation', noControlChars);
    addHook(route, 'preHandler', finiteNumbers);
  });
}
