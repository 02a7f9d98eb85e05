// The server's one root onRequest hook, the only work every request pays for before its route: the security headers
// (one of two precomputed sets, the API's or the pages', by path), the Host check, and the per-IP rate limit. In one
// hook rather than three, since each hook is a step of Fastify's hook runner per request.
//
// HTTP/1.1 requires a Host header (RFC 9112 §3.2): a request without one is a 400 {detail}, with the security headers
// and the connection closed, like every other malformed request (Node's own check answered with an empty body).
// A client over its rate limit gets 429 {detail} with Retry-After (plugins/rate-limit.ts). Both refusals go through
// the error handler (plugins/errors.ts), which keeps the security headers already set.
import type { FastifyInstance } from 'fastify';
import { badRequest, HttpError } from '../http/errors';
import type { RateLimiter } from './rate-limit';
import { securityFor, type SecuritySets } from './security';

export function installFrontDoor(
  app: FastifyInstance,
  security: SecuritySets,
  limiter: RateLimiter | undefined,
) {
  // Made once: a client hammering past its limit costs no allocation per refusal.
  const noHost = badRequest('Bad request: HTTP/1.1 requires a Host header.');
  const tooMany = limiter && new HttpError(429, limiter.detail);
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(securityFor(security, req.url));
    if (req.headers.host === undefined && req.raw.httpVersion === '1.1') {
      reply.header('connection', 'close');
      return done(noHost);
    }
    if (limiter && !limiter.check(req, reply)) return done(tooMany);
    done();
  });
}
