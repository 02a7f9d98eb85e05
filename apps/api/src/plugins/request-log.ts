// One structured log line per request (method, route, status, ms), on by default in the server and silent in tests;
// Fastify's own two lines per request are turned off (disableRequestLogging). The line is the one pino would write
// (level, time, pid, hostname, reqId, the fields, msg), formatted here directly: per request the only work is the
// few fields that change, and a level that is off (LOG_LEVEL=warn: only failures) formats nothing. Written to the
// logger's stream (the server's is batched: http/log-stream.ts). Errors are logged with their cause where they are
// handled (plugins/errors.ts).
import type { FastifyInstance } from 'fastify';
import { hostname } from 'node:os';

interface LineStream {
  write(line: string): unknown;
}

const levels: Record<string, number> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 };

export function installRequestLog(app: FastifyInstance, stream: LineStream = process.stdout) {
  const level = levels[app.log.level] ?? 30;
  const info = level <= 30;
  const warn = level <= 40;
  if (!info && !warn) return;
  const base = `"pid":${process.pid},"hostname":${JSON.stringify(hostname())}`;
  app.addHook('onResponse', (req, reply, done) => {
    const status = reply.statusCode;
    if (status >= 500 ? !warn : !info) return done();
    const url = req.url.length > 200 ? `${req.url.slice(0, 200)}…` : req.url;
    const route = req.routeOptions.url;
    stream.write(
      `{"level":${status >= 500 ? 40 : 30},"time":${Date.now()},${base},"reqId":${JSON.stringify(req.id)},` +
        `"method":"${req.method}","route":${route === undefined ? 'null' : JSON.stringify(route)},` +
        `"url":${JSON.stringify(url)},"status":${status},"ms":${Math.round(reply.elapsedTime * 10) / 10},"msg":"request"}\n`,
    );
    done();
  });
}
