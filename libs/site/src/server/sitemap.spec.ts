import { hub } from '@trophy-room/site-theme';
import { describe, expect, it, vi } from 'vitest';
import { createSitemaps, sitemapFile } from './sitemap';

const origin = 'https://nfl.example.com';
const paths = (n: number) => Array.from({ length: n }, (_, i) => `/players/p-${i + 1}`);
const locs = (xml: string | null) => [...(xml ?? '').matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);

describe('sitemapFile', () => {
  it('answers sitemap.xml with every URL when they fit in one sitemap, and has no numbered sitemaps', () => {
    const xml = sitemapFile(['/', '/players?q=a&b'], origin, '/sitemap.xml', 3);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(xml)).toEqual([`${origin}/`, `${origin}/players?q=a&amp;b`]);
    expect(sitemapFile(paths(3), origin, '/sitemap-1.xml', 3)).toBeNull();
  });

  it('answers sitemap.xml with an index of numbered sitemaps of at most max URLs each beyond the limit', () => {
    const all = paths(7);
    const index = sitemapFile(all, origin, '/sitemap.xml', 3);
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(index)).toEqual([1, 2, 3].map((n) => `${origin}/sitemap-${n}.xml`));
    const parts = [1, 2, 3].map((n) => locs(sitemapFile(all, origin, `/sitemap-${n}.xml`, 3)));
    expect(parts.map((p) => p.length)).toEqual([3, 3, 1]);
    expect(parts.flat()).toEqual(all.map((p) => origin + p));
    for (const file of ['/sitemap-4.xml', '/sitemap-0.xml', '/sitemap-01.xml', '/sitemap.txt'])
      expect(sitemapFile(all, origin, file, 3)).toBeNull();
  });

  it('uses the protocol limit of 50,000 URLs by default', () => {
    expect(locs(sitemapFile(paths(50_000), origin, '/sitemap.xml'))).toHaveLength(50_000);
    expect(locs(sitemapFile(paths(50_001), origin, '/sitemap.xml'))).toEqual([
      `${origin}/sitemap-1.xml`,
      `${origin}/sitemap-2.xml`,
    ]);
  });
});

describe('createSitemaps', () => {
  it('lists the paths once for the index and its numbered sitemaps', async () => {
    const list = vi.fn(async () => paths(60_000));
    const sitemap = createSitemaps(hub, list);
    expect(locs(await sitemap(origin))).toHaveLength(2);
    expect(locs(await sitemap(origin, '/sitemap-2.xml'))).toHaveLength(10_000);
    expect(list).toHaveBeenCalledTimes(1);
  });

  it('lists again after a failure', async () => {
    const list = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue(['/']);
    const sitemap = createSitemaps(hub, list);
    await expect(sitemap(origin)).rejects.toThrow('down');
    expect(locs(await sitemap(origin))).toEqual([`${origin}/`]);
  });
});
