// One structured log line per request (method, route, status, ms), on by default in the server and silent in tests;
// Fastify's own two lines per request are turned off (disableRequestLogging). The line is the one pino would write
// (level, time, pid, hostname, reqId, the fields, msg), formatted here directly: per request the only work is the
// few fields that change, and a level that is off (LOG_LEVEL=warn: only failures) formats nothing. Written to the
// logger's stream (the server's is batched: http/log-stream.ts) by Fastify's onResponse hook, and by the server's
// front path (http/front-path.ts) for the answers it gives. Errors are logged with their cause where they are
// handled (plugins/errors.ts).
import type { FastifyInstance } from 'fastify';
import { hostname } from 'node:os';

interface LineStream {
  write(line: string): unknown;
}

const levels: Record<string, number> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 };

/** Writes one request's line if its level is on (info: every answer; warn: 5xx only). */
export type RequestLog = (
  reqId: string,
  method: string | undefined,
  route: string | undefined,
  url: string,
  status: number,
  ms: number,
) => void;

/** The request log at a level (pino's names), or undefined when it writes nothing. */
export function requestLog(levelName: string, stream: LineStream = process.stdout): RequestLog | undefined {
  const level = levels[levelName] ?? 30;
  const info = level <= 30;
  const warn = level <= 40;
  if (!info && !warn) return undefined;
  const base = `"pid":${process.pid},"hostname":${JSON.stringify(hostname())}`;
  return (reqId, method, route, fullUrl, status, ms) => {
    if (status >= 500 ? !warn : !info) return;
    const url = fullUrl.length > 200 ? `${fullUrl.slice(0, 200)}…` : fullUrl;
    stream.write(
      `{"level":${status >= 500 ? 40 : 30},"time":${Date.now()},${base},"reqId":${JSON.stringify(reqId)},` +
        `"method":"${method}","route":${route === undefined ? 'null' : JSON.stringify(route)},` +
        `"url":${JSON.stringify(url)},"status":${status},"ms":${Math.round(ms * 10) / 10},"msg":"request"}\n`,
    );
  };
}

export function installRequestLog(app: FastifyInstance, log: RequestLog) {
  app.addHook('onResponse', (req, reply, done) => {
    log(req.id, req.method, req.routeOptions.url, req.url, reply.statusCode, reply.elapsedTime);
    done();
  });
}
