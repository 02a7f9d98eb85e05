// Every error becomes {detail}: validation → 400 naming the parameter, HttpError → its status, an unreachable
// database → 503, anything unexpected → a bare 500 (logged, never a stack trace in the response); every one with the
// security headers.
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';
import { DbUnavailableError, HttpError, MovedError } from '../http/errors';
import { securityFor, type SecuritySets } from './security';

interface AjvError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

const typeNames: Record<string, string> = {
  integer: 'an integer',
  number: 'a number',
  string: 'a string',
  boolean: 'true or false',
};

export function validationDetail(errors: AjvError[], context?: string): string {
  const e = errors[0];
  const name =
    e.instancePath.replace(/^\//, '').replace(/\//g, '.') ||
    String(e.params.missingProperty ?? context ?? 'request');
  switch (e.keyword) {
    case 'type':
      return `${name} must be ${typeNames[String(e.params.type)] ?? String(e.params.type)}`;
    case 'minimum':
      return `${name} must be at least ${String(e.params.limit)}`;
    case 'maximum':
      return `${name} must be at most ${String(e.params.limit)}`;
    case 'enum':
      return `${name} must be one of: ${(e.params.allowedValues as unknown[]).join(', ')}`;
    case 'format':
      return e.params.format === 'date'
        ? `${name} must be a date (yyyy-MM-dd)`
        : `${name} must be a valid ${String(e.params.format)}`;
    case 'required':
      return `${String(e.params.missingProperty)} is required`;
    case 'maxLength':
      return `${name} must be at most ${String(e.params.limit)} characters`;
    case 'minLength':
      return `${name} must not be empty`;
    case 'additionalProperties':
      return `${String(e.params.additionalProperty)} is not a known parameter`;
    default:
      return `${name} ${e.message ?? 'is invalid'}`;
  }
}

export function installErrorHandling(app: FastifyInstance, security: SecuritySets) {
  app.setErrorHandler((err: FastifyError & { validation?: AjvError[] }, req, reply) => {
    // Already set by the front door; set again so that no error answer depends on which hook raised it.
    reply.headers(securityFor(security, req.url));
    if (err.validation?.length) {
      return reply.code(400).send({ detail: validationDetail(err.validation, err.validationContext) });
    }
    if (err instanceof MovedError)
      return reply.code(301).header('Location', err.location).send({ detail: err.message });
    if (err instanceof HttpError) return reply.code(err.statusCode).send({ detail: err.message });
    if (err instanceof DbUnavailableError) {
      req.log.warn({ err: err.cause }, 'database unavailable');
      return reply
        .code(503)
        .header('Retry-After', '5')
        .header('Cache-Control', 'no-store')
        .send({ detail: err.message });
    }
    const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Fastify's own messages echo input (a media type, a URL) and name internal codes: answer with the status text.
      const own = typeof err.code === 'string' && err.code.startsWith('FST_');
      const detail = own
        ? `${STATUS_CODES[status] ?? 'Bad request'}.`
        : ((err as unknown as { detail?: string }).detail ?? err.message ?? 'Bad request.');
      if (own) reply.header('connection', 'close');
      return reply.code(status).send({ detail });
    }
    req.log.error({ err, cause: err.cause }, 'unhandled error');
    return reply.code(500).header('Cache-Control', 'no-store').send({ detail: 'Internal server error.' });
  });
  app.setNotFoundHandler((_req, reply) => reply.code(404).send({ detail: 'Not found.' }));
}
