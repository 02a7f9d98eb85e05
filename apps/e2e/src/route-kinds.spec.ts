// Run last (the `after` project), against the server the hostile probes and every other e2e test have used: one real
// URL of every route kind of every site — the first of its sitemap's paths that the route's pattern matches —
// answers 200 with its own heading in the server's HTML, and hydrates in the browser without an error.
import type { ConsoleMessage } from '@playwright/test';
import { routePatterns } from '@trophy-room/routes';
import { siteIds } from '@trophy-room/site-theme/variants';
import { origin } from '../playwright.config';
import { expect, test } from './fixtures';
import { get, sitemapPaths } from './server-probes';

const kinds = Object.entries(routePatterns)
  .filter(([, pattern]) => pattern !== '*')
  .map(([name, pattern]) => ({ name, re: new RegExp(`^${pattern.replace(/:\w+/g, '[^/]+')}$`) }));

for (const site of siteIds)
  test(`${site}: a page of every route kind renders with its heading and hydrates cleanly`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const paths = await sitemapPaths(site, '127.0.251.1');
    const urls = kinds.flatMap(({ name, re }) => {
      const path = paths.find((p) => re.test(p));
      return path ? [{ name, path }] : [];
    });
    // Every site's sitemap has its lists and details: at least championships, seasons, a season and a team.
    expect(urls.map((u) => u.name)).toEqual(
      expect.arrayContaining(['championships', 'championship', 'seasons', 'season', 'team', 'teamSeason']),
    );
    const errors: string[] = [];
    const onConsole = (m: ConsoleMessage) => void (m.type() === 'error' && errors.push(m.text()));
    page.on('console', onConsole);
    page.on('pageerror', (e) => errors.push(`uncaught: ${e.message}`));
    for (const { name, path } of urls) {
      const html = await get(site, path, '127.0.251.2');
      expect(html.status, `${site} ${name} ${path}`).toBe(200);
      const heading = /<h1[^>]*>(.*?)<\/h1>/s
        .exec(html.body)?.[1]
        .replace(/<[^>]+>/g, '')
        .trim();
      expect(heading, `${site} ${name} ${path}: its heading in the HTML`).toBeTruthy();
      expect(heading).not.toMatch(/Not Found|Temporarily unavailable/);
      const res = await page.goto(`${origin(site)}${path}`);
      expect(res?.status(), `${site} ${path}`).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      expect(errors, `${site} ${name} ${path}: console errors`).toEqual([]);
    }
  });
