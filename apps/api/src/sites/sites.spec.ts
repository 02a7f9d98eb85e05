import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { localSiteUrls, parseSiteHosts, siteForHost } from './host-map';

describe('siteForHost', () => {
  it('maps localhost and hub.localhost to the hub and <id>.localhost to that site', () => {
    expect(siteForHost('localhost:5184')).toBe('hub');
    expect(siteForHost('hub.localhost:5184')).toBe('hub');
    expect(siteForHost('nfl.localhost:5184')).toBe('nfl');
    expect(siteForHost('CHK.localhost')).toBe('chk');
    expect(siteForHost('127.0.0.1:5184')).toBe('hub');
    expect(siteForHost('[::1]:5184')).toBe('hub');
  });

  it('knows no other host: an unknown one gets no site', () => {
    expect(siteForHost('xyz.localhost')).toBeNull();
    expect(siteForHost('nfl.evil.example')).toBeNull();
    expect(siteForHost('example.com')).toBeNull();
    expect(siteForHost(undefined)).toBeNull();
  });

  it('honours configured production host names', () => {
    const hosts = parseSiteHosts('nba=hoops.example.com, bogus=x.example.com');
    expect(siteForHost('hoops.example.com', hosts)).toBe('nba');
    expect(siteForHost('x.example.com', hosts)).toBeNull();
  });

  it('lists the nine local URLs', () => {
    const urls = localSiteUrls(5184).map((u) => u.url);
    expect(urls).toHaveLength(9);
    expect(urls).toContain('http://localhost:5184/');
    expect(urls).toContain('http://cbs.localhost:5184/');
  });
});

describe('sites plugin', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sites-'));
  const bigAsset = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `row ${i}`))};`;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    for (const id of ['hub', 'nfl']) {
      mkdirSync(join(dir, id, 'assets'), { recursive: true });
      writeFileSync(join(dir, id, 'index.html'), `<title>${id}</title>`);
      writeFileSync(join(dir, id, 'assets', 'app-1.js'), `console.log('${id}')`);
    }
    // As the build writes it (tools/vite/precompress.ts): the asset and its two compressed forms beside it.
    const big = join(dir, 'nfl', 'assets', 'big-2.js');
    writeFileSync(big, bigAsset);
    writeFileSync(`${big}.gz`, gzipSync(bigAsset));
    writeFileSync(`${big}.br`, brotliCompressSync(bigAsset));
    app = await buildApp({ sitesDir: dir });
  });
  afterAll(() => app.close());

  it('serves each site by host name', async () => {
    const nfl = await app.inject({ url: '/', headers: { host: 'nfl.localhost:5184' } });
    expect(nfl.body).toBe('<title>nfl</title>');
    expect(nfl.headers['cache-control']).toBe('no-cache');
    const hub = await app.inject({ url: '/', headers: { host: 'localhost:5184' } });
    expect(hub.body).toBe('<title>hub</title>');
  });

  it('serves hashed assets as immutable and, without a renderer, the app shell for routes', async () => {
    const asset = await app.inject({ url: '/assets/app-1.js', headers: { host: 'nfl.localhost' } });
    expect(asset.body).toBe("console.log('nfl')");
    expect(asset.headers['cache-control']).toContain('immutable');
    const route = await app.inject({
      url: '/championships/super-bowl?x=1',
      headers: { host: 'nfl.localhost' },
    });
    expect(route.statusCode).toBe(200);
    expect(route.body).toBe('<title>nfl</title>');
  });

  it('sends the precompressed form of an asset the client accepts, and 304 on its ETag', async () => {
    const get = (headers: Record<string, string>) =>
      app.inject({ url: '/assets/big-2.js', headers: { host: 'nfl.localhost', ...headers } });
    const br = await get({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(br.headers['content-security-policy']).toBeTruthy();
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(bigAsset);
    const gzip = await get({ 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(bigAsset);
    const plain = await get({});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bigAsset);
    const again = await get({ 'if-none-match': String(br.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    // The compressed siblings are forms of the asset, not files of their own.
    const sibling = await app.inject({ url: '/assets/big-2.js.br', headers: { host: 'nfl.localhost' } });
    expect(sibling.statusCode).toBe(404);
  });

  it('answers missing assets and API paths with a JSON 404', async () => {
    const res = await app.inject({ url: '/assets/missing.js', headers: { host: 'nfl.localhost' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found.' });
    const nosite = await app.inject({ url: '/', headers: { host: 'nba.localhost' } });
    expect(nosite.statusCode).toBe(404);
  });

  it('answers an unknown host with 404, not a site', async () => {
    const res = await app.inject({ url: '/', headers: { host: 'unknown.example.com' } });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<title>');
  });

  it('serves robots.txt per site, naming its sitemap', async () => {
    const res = await app.inject({ url: '/robots.txt', headers: { host: 'nfl.localhost:5184' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toContain('Sitemap: http://nfl.localhost:5184/sitemap.xml');
    expect(res.body).toContain('Disallow: /api/');
  });
});
