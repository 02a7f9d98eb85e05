// Absolute URLs (canonical, og:url, robots' Sitemap line, the sitemap) come from configuration only: behind a trusted
// proxy, X-Forwarded-Host and X-Forwarded-Proto change none of them, nor does the Host header's port; a configured
// production name is named with https.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderingApp } from './rendering-app';

const forged = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'javascript' };

describe('absolute URLs from configuration', () => {
  let app: FastifyInstance;
  const get = (url: string, host: string) => app.inject({ url, headers: { host, ...forged } });
  beforeAll(async () => {
    app = await renderingApp(['nfl'], { trustProxy: true, siteHosts: 'nfl=football.example.com' });
  });
  afterAll(() => app.close());

  it('a page, robots.txt and sitemap.xml name the local site on its configured port, whatever the headers say', async () => {
    const page = await get('/championships/super-bowl', 'nfl.localhost:8080');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(
      '<link rel="canonical" href="http://nfl.localhost:5184/championships/super-bowl" />',
    );
    expect(page.body).toContain(
      '<meta property="og:url" content="http://nfl.localhost:5184/championships/super-bowl" />',
    );
    const robots = await get('/robots.txt', 'nfl.localhost:8080');
    expect(robots.body).toContain('Sitemap: http://nfl.localhost:5184/sitemap.xml');
    const sitemap = await get('/sitemap.xml', 'nfl.localhost:8080');
    expect(sitemap.body).toContain('<loc>http://nfl.localhost:5184/championships/super-bowl</loc>');
    for (const res of [page, robots, sitemap]) {
      expect(res.body).not.toContain('evil.example');
      expect(res.body).not.toContain('javascript:');
      expect(res.body).not.toContain(':8080');
    }
  });

  it('a configured production name is named with https and without the port it was reached on', async () => {
    const page = await get('/championships/super-bowl', 'football.example.com:8443');
    expect(page.body).toContain(
      '<link rel="canonical" href="https://football.example.com/championships/super-bowl" />',
    );
    const sitemap = await get('/sitemap.xml', 'football.example.com');
    expect(sitemap.body).toContain('<loc>https://football.example.com/championships/super-bowl</loc>');
    expect(sitemap.body).not.toContain('evil.example');
  });
});
