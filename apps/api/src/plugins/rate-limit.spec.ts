// The rate limiter's memory: counters are dropped when their window ends, and never more than maxClients are held
// however many distinct addresses come in one window (a real Fastify server, requests from distinct addresses).
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rateLimiter, type RateLimitOptions } from './rate-limit';

let app: FastifyInstance | undefined;
afterEach(() => app?.close());

function serve(opts: RateLimitOptions) {
  const limiter = rateLimiter(opts);
  app = Fastify();
  app.addHook('onRequest', (req, reply, done) => {
    if (limiter.check(req, reply)) done();
    else void reply.code(429).send({ detail: limiter.detail });
  });
  app.get('/api/health', () => ({ status: 'ok' }));
  const from = async (remoteAddress: string) =>
    (await app!.inject({ url: '/api/health', remoteAddress })).statusCode;
  return { limiter, from };
}

describe('the rate limiter holds a bounded map', () => {
  it('at maxClients the oldest counter gives way to a new client', async () => {
    const { limiter, from } = serve({ max: 1, maxClients: 3 });
    for (let i = 1; i <= 5; i++) expect(await from(`198.51.100.${i}`)).toBe(200);
    expect(limiter.clients).toBe(3);
    expect(await from('198.51.100.5')).toBe(429); // still counted
    expect(await from('198.51.100.1')).toBe(200); // its counter gave way
    expect(limiter.clients).toBe(3);
  });

  it('a thousand /64s in one window hold no more than maxClients counters', async () => {
    const { limiter, from } = serve({ maxClients: 100 });
    for (let i = 0; i < 1000; i++) await from(`2001:db8:${i.toString(16)}::1`);
    expect(limiter.clients).toBe(100);
  });

  it('drops the counters whose window has ended', async () => {
    // On a fake clock (Date only): however long the requests take, the window ends when the test says.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const { limiter, from } = serve({ max: 1, windowMs: 100 });
      for (let i = 1; i <= 4; i++) await from(`198.51.100.${i}`);
      expect(limiter.clients).toBe(4);
      vi.setSystemTime(Date.now() + 100);
      expect(await from('198.51.100.1')).toBe(200);
      expect(limiter.clients).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
