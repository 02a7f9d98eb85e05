// Registers a read-only endpoint of the contract: GET (HEAD comes with it) with the contract's schemas for the
// query string, the path parameters and the answer (validated in, serialized out), the table's cache class (or its
// rule, applied to the validated query), and a guard that answers other methods on the same path with 405 and an
// Allow header (OPTIONS → 204 with Allow).
import {
  ApiErrorBody,
  cacheRules,
  endpoints,
  isCacheRule,
  type Endpoint,
  type EndpointCache,
} from '@trophy-room/contract';
import type { Static, TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CachePolicy } from './cache-class';

/** Where the API plugin is mounted: contract paths are absolute (/api/...), routes are relative to it. */
export const API_PREFIX = '/api';

/** The error answers every route can give besides its 200. */
const errorResponses = { 400: ApiErrorBody, 404: ApiErrorBody, 429: ApiErrorBody, 503: ApiErrorBody };

export interface EndpointDocs {
  tags: string[];
  summary: string;
  description?: string;
}

type ParamsOf<E extends Endpoint> = E['params'] extends TSchema ? Static<E['params']> : Record<string, never>;
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Querystring: Static<E['querystring']>;
  Params: ParamsOf<E>;
}>;
export type EndpointHandler<E extends Endpoint> = (
  req: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<Static<E['response']>> | Static<E['response']>;

const ALLOW = 'GET, HEAD, OPTIONS';

/** Each endpoint's name in the contract's table, its OpenAPI operationId (a generated client's method name). */
const operationIds = new Map<Endpoint, string>(
  Object.entries(endpoints).map(([name, def]) => [def as Endpoint, name]),
);

/** The table's class, or a function that applies its rule to the validated query. */
function cachePolicy(cache: EndpointCache): CachePolicy {
  if (!isCacheRule(cache)) return cache;
  const rule = cacheRules[cache];
  return (req) => rule(req.query as { season?: unknown });
}

export function endpoint<E extends Endpoint>(
  app: FastifyInstance,
  def: E,
  docs: EndpointDocs,
  handler: EndpointHandler<E>,
) {
  if (!def.path.startsWith(`${API_PREFIX}/`)) throw new Error(`${def.path} is not an API path`);
  const url = def.path.slice(API_PREFIX.length);
  const cache = cachePolicy(def.cache);
  app.route({
    method: 'GET',
    url,
    schema: {
      ...docs,
      operationId: operationIds.get(def),
      querystring: def.querystring,
      ...(def.params && { params: def.params }),
      response: { 200: def.response, ...errorResponses },
    },
    config: { cache },
    // The handler's request and answer types are derived from these very schemas (EndpointHandler).
    handler: handler as never,
  });
  app.route({
    method: ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    url,
    schema: { hide: true },
    handler: (req, reply) => {
      reply.header('Allow', ALLOW);
      if (req.method === 'OPTIONS') return reply.code(204).send();
      return reply.code(405).send({ detail: `Method "${req.method}" not allowed.` });
    },
  });
}
