// Every link of the top bar, footer, feature cards, highlights and calls to action on every site's home page (and
// the /features cards) answers 200 on the real server.
import { paths } from '@trophy-room/routes';
import { siteIds } from '@trophy-room/site-theme/variants';
import { expect, test } from './fixtures';
import { origin } from '../playwright.config';

const AREAS = [
  'nav[aria-label="Main"]',
  'footer',
  'section[aria-labelledby="features-title"]',
  'section[aria-labelledby="platform-stats-title"]',
  'section[aria-labelledby="highlights-title"]',
  'section[aria-labelledby="cta-title"]',
];

for (const site of siteIds) {
  test(`${site}: every link of the shell, feature cards and calls to action answers 200`, async ({
    page,
  }) => {
    test.slow(); // two pages hydrated, then some twenty requests
    const base = origin(site);
    const hrefs = new Set<string>();
    for (const start of [paths.home(), paths.features()]) {
      await page.goto(`${base}${start}`);
      const areas = start === paths.home() ? AREAS : ['main', 'footer'];
      for (const area of areas) {
        for (const href of await page
          .locator(`${area} a[href]`)
          .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href)))
          hrefs.add(href);
      }
    }
    const own = [...hrefs].filter((h) => h.startsWith(`${base}/`));
    expect(own.length).toBeGreaterThan(8);
    const checked: string[] = [];
    for (const href of own) {
      // Each link requested as a navigation would (a page, redirects followed), from the page: the browser resolves
      // *.localhost to loopback (Node's resolver does not). Rendering and hydrating each page is left to the specs
      // of those pages; here only the answer counts.
      const status = await page.evaluate(
        async (url) => (await fetch(url, { headers: { accept: 'text/html' } })).status,
        href,
      );
      expect(status, href).toBe(200);
      checked.push(new URL(href).pathname);
    }
    expect(checked).toEqual(
      expect.arrayContaining([
        paths.dataQuality(),
        paths.features(),
        paths.scores(),
        paths.standings(),
        paths.analytics(),
      ]),
    );
  });
}
