// HTTP/1.1 requires a Host header (RFC 9112 §3.2): a request without one is a 400 {detail}, with the security headers
// and the connection closed, like every other malformed request (Node's own check answered with an empty body).
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../http/errors';

export function requireHostHeader(app: FastifyInstance) {
  app.addHook('onRequest', (req, reply, done) => {
    if (req.raw.httpVersion !== '1.1' || req.headers.host !== undefined) return done();
    reply.header('connection', 'close');
    done(badRequest('Bad request: HTTP/1.1 requires a Host header.'));
  });
}
