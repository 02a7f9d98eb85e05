// The server over a real socket: absolute-form targets, malformed, oversized and slow requests, all answered in the
// {detail} shape with the security headers and the connection closed; the rate limit counted on the routed path and
// on the socket address unless TRUST_PROXY says otherwise.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listening } from './listening';
import { rawRequest } from './raw-http';

const get = (target: string, extra = '') => `GET ${target} HTTP/1.1\r\nHost: localhost\r\n${extra}\r\n`;

describe('malformed and slow requests', () => {
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    ({ app, port } = await listening({ timeouts: { requestMs: 1000, headersMs: 1000, checkEveryMs: 100 } }));
  }, 120_000);
  afterAll(() => app?.close());

  it('an absolute-form target is served as its path', async () => {
    const res = await rawRequest(port, [
      get('http://evil.example/api/core/sports/?sport__slug=hockey', 'Connection: close\r\n'),
    ]);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body).count).toBe(1);
  });

  it.each([
    ['a header line without a colon', get('/api/health', 'Bad Header Line\r\n'), 400],
    ['headers larger than the limit', get('/api/health', `X-Big: ${'a'.repeat(20_000)}\r\n`), 431],
    ['a bad percent-encoding in the path', get('/api/teams/teams/%ff/'), 400],
    ['HTTP/1.1 without a Host header', 'GET /api/health HTTP/1.1\r\n\r\n', 400],
  ])('%s → %i {detail} with the security headers, connection closed', async (_name, request, status) => {
    const res = await rawRequest(port, [request]);
    expect(res.status).toBe(status);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers.connection).toBe('close');
    expect(Object.keys(JSON.parse(res.body))).toEqual(['detail']);
    expect(res.body).not.toMatch(/FST_|%ff|Bad Header/);
    expect(res.closed).toBe(true);
  });

  it('a body that trickles in is cut off with 408 once the request timeout passes', async () => {
    const head =
      'POST /api/core/sports/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{';
    const res = await rawRequest(
      port,
      [head, { waitMs: 700 }, ' ', { waitMs: 700 }, ' ', { waitMs: 700 }, ' ', { waitMs: 5000 }],
      6000,
    );
    expect(res.status).toBe(408);
    expect(JSON.parse(res.body)).toEqual({ detail: 'Request timeout: the request took too long to arrive.' });
    expect(res.closed).toBe(true);
    expect(res.ms).toBeLessThan(4000);
  });

  it('headers that never finish are cut off too', async () => {
    const res = await rawRequest(
      port,
      ['GET /api/health HTTP/1.1\r\nHost: localhost\r\n', { waitMs: 5000 }],
      6000,
    );
    expect(res.status).toBe(408);
    expect(res.closed).toBe(true);
    expect(res.ms).toBeLessThan(4000);
  });
});

describe('rate limit', () => {
  it('counts /%61pi/ and absolute-form targets as the API they route to', async () => {
    const { app, port } = await listening({ rateLimit: { max: 3 } });
    const targets = ['/api/health', '/%61pi/health', 'http://x/api/health', '/api/health'];
    const answers = [];
    for (const t of targets) answers.push(await rawRequest(port, [get(t, 'Connection: close\r\n')]));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 429]);
    const refused = answers[3];
    expect(refused.headers['content-security-policy']).toContain("default-src 'self'");
    expect(refused.headers['x-content-type-options']).toBe('nosniff');
    expect(Object.keys(JSON.parse(refused.body))).toEqual(['detail']);
    await app.close();
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY trusts the proxy', async () => {
    for (const [trustProxy, expected] of [
      [false, [200, 200, 429]],
      [true, [200, 200, 200]],
    ] as const) {
      const { app, port } = await listening({ rateLimit: { max: 2 }, trustProxy });
      const codes = [];
      for (const ip of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
        codes.push(
          (await rawRequest(port, [get('/api/health', `X-Forwarded-For: ${ip}\r\nConnection: close\r\n`)]))
            .status,
        );
      }
      expect(codes, `trustProxy ${trustProxy}`).toEqual(expected);
      await app.close();
    }
  });
});
