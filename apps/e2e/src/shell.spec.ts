import { expect, test } from './fixtures';
import { origin } from '../playwright.config';

const navLinks = ['Scores', 'Seasons', 'Standings', 'Teams', 'Players', 'Coaches'];

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the top bar shows every nav link and the footer adds championships', async ({ page }) => {
    await page.goto(`${origin('nba')}/`);
    const nav = page.getByRole('banner').getByRole('navigation').first();
    for (const name of navLinks) await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Championships' })).toHaveAttribute(
      'href',
      '/championships',
    );
    await expect(footer).toContainText('Overland Park');
    await expect(footer).toContainText(String(new Date().getFullYear()));
  });

  test('the ADMIN link appears after ?admin=true and stays after reload', async ({ page }) => {
    await page.goto(`${origin('mlb')}/`);
    await expect(page.getByRole('link', { name: 'ADMIN' })).toHaveCount(0);
    await page.goto(`${origin('mlb')}/?admin=true`);
    await expect(page.getByRole('link', { name: 'ADMIN' })).toBeVisible();
    await page.goto(`${origin('mlb')}/`);
    await page.reload();
    await expect(page.getByRole('link', { name: 'ADMIN' })).toBeVisible();
  });

  test('navigation scrolls to the top', async ({ page }) => {
    await page.goto(`${origin('cfb')}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => {
      document.body.style.minHeight = '4000px';
      window.scrollTo(0, 1500);
    });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Teams' }).click();
    await expect(page).toHaveURL(/\/teams$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the mobile menu opens and closes when a link is chosen', async ({ page }) => {
    await page.goto(`${origin('cbb')}/`);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('[data-slot="mobile-menu"]');
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Standings' }).click();
    await expect(page).toHaveURL(/\/standings$/);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(menu).toBeHidden();
  });

  test('nothing overflows the viewport horizontally', async ({ page }) => {
    await page.goto(`${origin('chk')}/`);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
  });
});
