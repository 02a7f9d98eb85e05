// Registers a read-only endpoint: GET (HEAD comes with it) with its schema and cache class, plus a guard that
// answers other methods on the same path with 405 and an Allow header (OPTIONS → 204 with Allow).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CachePolicy } from '../plugins/response-cache';
import type { Schema } from './json-schema';

export interface EndpointSchema {
  tags: string[];
  summary: string;
  description?: string;
  querystring?: Schema;
  params?: Schema;
  response: Record<number, Schema>;
}

const ALLOW = 'GET, HEAD, OPTIONS';

export function endpoint<Q = Record<string, never>, P = Record<string, never>>(
  app: FastifyInstance,
  url: string,
  opts: { schema: EndpointSchema; cache: CachePolicy },
  handler: (req: FastifyRequest<{ Querystring: Q; Params: P }>, reply: FastifyReply) => Promise<unknown>,
) {
  app.route<{ Querystring: Q; Params: P }>({ method: 'GET', url, schema: opts.schema, config: { cache: opts.cache }, handler });
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
