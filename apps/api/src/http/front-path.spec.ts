// The front path (http/front-path.ts) answers /api/health and known cache hits before Fastify: proven here to send
// the very bytes Fastify sends — status line, every header in order, body — for GET and HEAD, with and without gzip,
// 304s, the rate limit's counts and its refusal, and to write the same request log lines. Two servers on one database,
// one with the front path and one without, are asked the same requests in the same order; the dates and the
// rate-limit window's seconds are the only things allowed to differ.
import type { FastifyInstance } from 'fastify';
import { connect } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../testing/test-app';

/** Everything the server writes back for these bytes, the connection closed by the last request's Connection: close. */
function exchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let data = '';
    socket.on('data', (d) => (data += d.toString('latin1')));
    socket.on('close', () => resolve(data));
    socket.on('error', reject);
  });
}

const normalised = (answer: string) =>
  answer.replace(/^date: .*$/gim, 'date: -').replace(/^x-ratelimit-reset: \d+$/gim, 'x-ratelimit-reset: -');

interface Server {
  app: FastifyInstance;
  port: number;
  lines: Record<string, unknown>[];
  /** Answers Fastify gave. */
  seen: number;
}

async function server(front: boolean, max: number): Promise<Server> {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _enc, cb) {
      for (const l of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(l));
      cb();
    },
  });
  const app = await buildTestApp({ frontPath: front, rateLimit: { max }, logger: { level: 'info', stream } });
  const s: Server = { app, port: 0, lines, seen: 0 };
  app.addHook('onResponse', (_req, _reply, done) => {
    s.seen++;
    done();
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  s.port = typeof addr === 'object' && addr ? addr.port : 0;
  return s;
}

const small = '/api/core/sports/?sport__slug=hockey';
const large = '/api/teams/teams/?page_size=60';
const ask = (method: string, target: string, extra = '') =>
  `${method} ${target} HTTP/1.1\r\nHost: localhost\r\n${extra}\r\n` +
  // A second request on the same connection: the first answer is a keep-alive one.
  'GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n';

describe('the front path', () => {
  let withFront: Server;
  let fastifyOnly: Server;
  beforeAll(async () => {
    [withFront, fastifyOnly] = await Promise.all([server(true, 1000), server(false, 1000)]);
  }, 120_000);
  afterAll(async () => {
    await withFront?.app.close();
    await fastifyOnly?.app.close();
  });

  it('sends the bytes Fastify sends and logs the lines it logs; leaves to Fastify what only Fastify makes', async () => {
    const both = async (request: string) => {
      const seen = withFront.seen;
      const [a, b] = [await exchange(withFront.port, request), await exchange(fastifyOnly.port, request)];
      expect(normalised(a), request).toBe(normalised(b));
      return { answer: a, byFastify: withFront.seen - seen };
    };
    // Warm: a miss stores each answer, a hit makes its gzip form and makes the target known.
    for (const target of [small, large])
      for (let i = 0; i < 3; i++) await both(ask('GET', target, 'Accept-Encoding: gzip\r\n'));
    const etagOf = (answer: string) => /^etag: (.*)$/im.exec(answer)![1];
    const etags: Record<string, string> = {
      [small]: etagOf((await both(ask('GET', small))).answer),
      [large]: etagOf((await both(ask('GET', large))).answer),
    };
    const cases: [string, (target: string) => string, boolean][] = [
      ['none', () => '', false],
      ['a browser', () => 'Accept-Encoding: gzip, deflate, br\r\n', false],
      ['Brotli only', () => 'Accept-Encoding: br\r\n', true],
      ['its ETag', (t) => `If-None-Match: ${etags[t] ?? '"x"'}\r\nAccept-Encoding: gzip\r\n`, false],
      ['another ETag', () => 'If-None-Match: "other"\r\n', false],
    ];
    for (const target of ['/api/health', '/api/health/', small, large])
      for (const method of ['GET', 'HEAD'])
        for (const [name, extra, onlyFastifyWhenLarge] of cases) {
          const { answer, byFastify } = await both(ask(method, target, extra(target)));
          expect(answer, `${method} ${target} ${name}`).toMatch(/^HTTP\/1\.1 (200|304) /);
          // Brotli of a large answer is compressed per request by Fastify's compression hook.
          expect(byFastify, `${method} ${target} ${name}: answered by Fastify`).toBe(
            onlyFastifyWhenLarge && target === large ? 1 : 0,
          );
        }
    const requests = (s: Server) =>
      s.lines.filter((l) => l.msg === 'request').map((l) => ({ ...l, time: 0, ms: 0 }));
    expect(requests(withFront)).toEqual(requests(fastifyOnly));
    expect(requests(withFront).length).toBeGreaterThan(80);
  });
});

describe('the front path and the rate limit', () => {
  it('counts its answers and leaves the refusal to Fastify: the same counts, headers and 429', async () => {
    const [a, b] = await Promise.all([server(true, 3), server(false, 3)]);
    try {
      const answers: string[][] = [[], []];
      for (let i = 0; i < 5; i++)
        for (const [n, s] of [a, b].entries())
          answers[n].push(
            normalised(await exchange(s.port, ask('GET', '/api/health', 'Connection: close\r\n'))),
          );
      expect(answers[0]).toEqual(answers[1]);
      expect(answers[0].map((x) => x.slice(9, 12))).toEqual(['200', '200', '200', '429', '429']);
      expect(answers[0][2]).toMatch(/^x-ratelimit-remaining: 0$/im);
      expect(answers[0][3]).toMatch(/^retry-after: \d+$/im);
    } finally {
      await a.app.close();
      await b.app.close();
    }
  });

  it('a request without Host is refused by Fastify, as before', async () => {
    const s = await server(true, 100);
    try {
      const answer = await exchange(s.port, 'GET /api/health HTTP/1.1\r\n\r\n');
      expect(answer.slice(9, 12)).toBe('400');
      expect(s.seen).toBe(1);
    } finally {
      await s.app.close();
    }
  });
});
