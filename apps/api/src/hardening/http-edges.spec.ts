// The server over a real socket: absolute-form targets, malformed, oversized and slow requests, all answered in the
// {detail} shape with the security headers and the connection closed; the rate limit counted on the routed path and
// on the socket address unless TRUST_PROXY says otherwise.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listening } from './listening';
import { rawRequest } from './raw-http';

const get = (target: string, extra = '') => `GET ${target} HTTP/1.1\r\nHost: localhost\r\n${extra}\r\n`;

/** The server's request (and header) timeout in these tests. */
const TIMEOUT_MS = 1000;

/**
 * A request that never finishes: `start`, then `piece` every 200 ms, never idle, for far longer than the timeout
 * (50 pieces). Answers whether the timeout had passed when the server closed the connection (a timer started
 * before connecting, so before the server's clock), and how many pieces the client still had to send then.
 */
async function trickle(port: number, start: string, piece: string) {
  let timeoutPassed = false;
  const timer = setTimeout(() => (timeoutPassed = true), TIMEOUT_MS);
  const pieces = Array.from({ length: 50 }, () => [{ waitMs: 200 }, piece]).flat();
  const res = await rawRequest(port, [start, ...pieces], 20_000);
  clearTimeout(timer);
  return { ...res, timeoutPassed };
}

describe('malformed and slow requests', () => {
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    ({ app, port } = await listening({
      timeouts: { requestMs: TIMEOUT_MS, headersMs: TIMEOUT_MS, checkEveryMs: 100 },
    }));
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
    // JSON answers, raw or not, carry the API's security headers.
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers.connection).toBe('close');
    expect(Object.keys(JSON.parse(res.body))).toEqual(['detail']);
    expect(res.body).not.toMatch(/FST_|%ff|Bad Header/);
    expect(res.closed).toBe(true);
  });

  // Checked by order of events, not milliseconds: the 408 comes after the timeout and while the client is still sending.
  it('a body that trickles in is cut off with 408 once the request timeout passes', async () => {
    const head =
      'POST /api/core/sports/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{';
    const res = await trickle(port, head, ' ');
    expect(res.status).toBe(408);
    expect(JSON.parse(res.body)).toEqual({ detail: 'Request timeout: the request took too long to arrive.' });
    expect(res.closed).toBe(true);
    expect(res.timeoutPassed, 'answered after the request timeout').toBe(true);
    expect(res.unsent, 'answered while the client was still sending').toBeGreaterThan(0);
  }, 60_000);

  it('headers that never finish are cut off too', async () => {
    const res = await trickle(port, 'GET /api/health HTTP/1.1\r\nHost: localhost\r\n', 'X-Slow: 1\r\n');
    expect(res.status).toBe(408);
    expect(res.closed).toBe(true);
    expect(res.timeoutPassed, 'answered after the header timeout').toBe(true);
    expect(res.unsent, 'answered while the client was still sending').toBeGreaterThan(0);
  }, 60_000);
});

describe('rate limit', () => {
  it('counts /%61pi/ and absolute-form targets as the API they route to', async () => {
    const { app, port } = await listening({ rateLimit: { max: 3 } });
    const targets = ['/api/health', '/%61pi/health', 'http://x/api/health', '/api/health'];
    const answers = [];
    for (const t of targets) answers.push(await rawRequest(port, [get(t, 'Connection: close\r\n')]));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 429]);
    const refused = answers[3];
    expect(refused.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
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
