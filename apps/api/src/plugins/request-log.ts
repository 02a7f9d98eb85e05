// One structured log line per request (method, route, status, ms), on by default in the server and silent in
// tests; Fastify's own two lines per request are turned off (disableRequestLogging). Errors are logged with their
// cause where they are handled (plugins/errors.ts).
import type { FastifyInstance } from 'fastify';

export function installRequestLog(app: FastifyInstance) {
  app.addHook('onResponse', (req, reply, done) => {
    const status = reply.statusCode;
    const line = {
      method: req.method,
      route: req.routeOptions.url ?? null,
      url: req.url.length > 200 ? `${req.url.slice(0, 200)}…` : req.url,
      status,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (status >= 500) req.log.warn(line, 'request');
    else req.log.info(line, 'request');
    done();
  });
}
