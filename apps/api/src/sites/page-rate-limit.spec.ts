// Pages count against the per-address rate limit like API calls (a page render runs database queries); the
// renderer's own API calls and the sites' built files do not.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderingApp } from './rendering-app';

describe('pages under the rate limit', () => {
  let app: FastifyInstance;
  const get = (url: string) => app.inject({ url, headers: { host: 'nfl.localhost:5184' } });
  beforeAll(async () => {
    app = await renderingApp(['nfl'], { rateLimit: { max: 4 } });
  });
  afterAll(() => app.close());

  it('the fifth page from one address is a 429 {detail}; its API calls and the build files are not counted', async () => {
    for (let i = 0; i < 4; i++) expect((await get(`/players?q=name${i}`)).statusCode).toBe(200);
    const limited = await get('/players?q=name5');
    expect(limited.statusCode).toBe(429);
    expect(Object.keys(limited.json())).toEqual(['detail']);
    expect(limited.headers['content-security-policy']).toContain("default-src 'self'");
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await get('/api/health')).statusCode).toBe(429);
    expect((await get('/favicon.svg')).statusCode).toBe(200);
  });
});
