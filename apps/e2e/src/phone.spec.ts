// At a phone's 360 px every main route of three sites is as wide as the screen (nothing pushes the page sideways;
// wide tables scroll in their own box), each with a screenshot attached to the report.
import type { Page } from '@playwright/test';
import { routePatterns, type RouteName } from '@trophy-room/routes';
// The size report's and Lighthouse's route list, with real slugs from the API (tools/scripts is not a project).
// eslint-disable-next-line @nx/enforce-module-boundaries
import { siteRoutes } from '../../../tools/scripts/web/site-routes';
import { expect, test } from './fixtures';
import { origin } from '../playwright.config';

const WIDTH = 360;
const names = (Object.keys(routePatterns) as RouteName[]).filter((n) => n !== 'notFound' && n !== 'fixtures');

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test.use({ viewport: { width: WIDTH, height: 740 } });

for (const site of ['hub', 'nfl', 'cbb'] as const) {
  test(`${site}: every main route is ${WIDTH} px wide on a phone`, async ({ page }, testInfo) => {
    test.slow(); // some twenty pages in one context, each hydrated
    const routes = await siteRoutes(site, origin(), names);
    const wider: string[] = [];
    for (const { name, path } of routes) {
      if (path === null) continue; // nothing of this kind on the site (e.g. a college site's players)
      const res = await page.goto(`${origin(site)}${path}`);
      expect(res?.status(), path).toBe(200);
      const width = await pageWidth(page);
      if (width !== WIDTH) wider.push(`${path}: ${width} px`);
      await testInfo.attach(`${site} ${name}`, {
        body: await page.screenshot(),
        contentType: 'image/png',
      });
    }
    expect(wider).toEqual([]);
  });
}

test('on a phone the filters wait behind one Filters button with their count, which opens before hydration', async ({
  context,
}) => {
  const page = await context.newPage();
  await page.route('**/assets/*.js', (route) => route.abort()); // plain HTML: no script ever runs
  await page.goto(`${origin('nfl')}/players?position=QB&status=active`, { waitUntil: 'domcontentloaded' });
  const search = page.getByRole('searchbox', { name: 'Search' });
  await expect(search).toBeHidden();
  const button = page.locator('summary', { hasText: 'Filters' });
  await expect(button).toHaveText(/Filters\s*2 active/);
  expect((await button.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(search).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Position' })).toHaveValue('QB');
  await expect(page.getByRole('list', { name: 'Players' })).toBeVisible();
});

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the filters show as they are, with no Filters button', async ({ page }) => {
    await page.goto(`${origin('nfl')}/standings`);
    await expect(page.getByRole('combobox', { name: 'Conference' })).toBeVisible();
    await expect(page.locator('summary', { hasText: 'Filters' })).toBeHidden();
  });
});
