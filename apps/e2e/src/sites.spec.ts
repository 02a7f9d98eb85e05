import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { siteIds, siteVariants } from '@trophy-room/site-theme/variants';
import { origin } from '../playwright.config';

/** Fetches from inside the page, so the browser resolves the site's *.localhost host name. */
const fetchIn = (page: Page, url: string) =>
  page.evaluate(async (u) => {
    const r = await fetch(u);
    return { status: r.status, type: r.headers.get('content-type') ?? '', text: await r.text() };
  }, url);

for (const id of siteIds) {
  const site = siteVariants[id];
  test(`${id}: served at its own host with its name, head meta and icons`, async ({ page }) => {
    await page.goto(`${origin(id)}/`);
    await expect(page).toHaveTitle(site.name);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', site.description);
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute(
      'content',
      site.theme.primary[600],
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.headline);
    await expect(
      page
        .getByRole('banner')
        .getByRole('link', { name: new RegExp(site.name) })
        .first(),
    ).toBeVisible();
    const favicon = await page.locator('link[rel="icon"]').getAttribute('href');
    const icon = await fetchIn(page, favicon ?? '');
    expect(icon.status).toBe(200);
    expect(icon.type).toContain('image/svg+xml');
    expect(icon.text).toContain(site.theme.primary[700]);
    const touch = await fetchIn(page, site.touchIcon);
    expect(touch.type).toContain('image/png');
  });
}

test('an unknown route shows the not-found page', async ({ page }) => {
  await page.goto(`${origin('nhl')}/no-such-page`);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});
