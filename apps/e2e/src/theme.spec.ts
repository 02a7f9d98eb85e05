// Dark mode: the system preference decides on first paint (the head script, before any of the app's code), and the
// top bar's switch overrides it and keeps the choice across a reload.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { origin } from '../playwright.config';

const WHITE = 'rgb(255, 255, 255)';
const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const html = (page: Page) => page.locator('html');

test.describe('with the system in dark mode', () => {
  test.use({ colorScheme: 'dark' });

  test('the server-rendered page is dark before the app loads', async ({ context }) => {
    // A plain page: the fixture's would wait for a hydration that never comes here.
    const page = await context.newPage();
    const blocked: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) blocked.push(m.text());
    });
    // Only the HTML and its stylesheet: no app script runs, so the head's inline script alone sets the scheme.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(`${origin('nfl')}/championships`);
    await expect(html(page)).toHaveClass(/\bdark\b/);
    expect(await bodyBackground(page)).not.toBe(WHITE);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(blocked).toEqual([]);
  });

  test('the switch turns it light, and the choice survives a reload', async ({ page }) => {
    await page.goto(`${origin('cbb')}/`);
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Dark mode' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(html(page)).not.toHaveClass(/\bdark\b/);
    expect(await bodyBackground(page)).toBe(WHITE);

    await page.reload();
    await expect(html(page)).not.toHaveClass(/\bdark\b/);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Dark mode' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});

test.describe('with the system in light mode', () => {
  test.use({ colorScheme: 'light' });

  test('the page is light, and the switch turns it dark for good', async ({ page }) => {
    await page.goto(`${origin('hub')}/`);
    await expect(html(page)).not.toHaveClass(/\bdark\b/);
    expect(await bodyBackground(page)).toBe(WHITE);
    await page.getByRole('banner').getByRole('button', { name: 'Dark mode' }).click();
    await expect(html(page)).toHaveClass(/\bdark\b/);
    await page.reload();
    await expect(html(page)).toHaveClass(/\bdark\b/);
    expect(await bodyBackground(page)).not.toBe(WHITE);
  });
});
