// Tables as a reference reads them, on the real server: every row in the page (no box of its own height scrolls
// them), the header row right under the top bar while the page scrolls down the rows, and on a phone the first
// column pinned while the rest scrolls sideways.
import type { Locator, Page } from '@playwright/test';
import { origin } from '../playwright.config';
import { expect, test } from './fixtures';

/** How far each table's box could scroll within itself, top to bottom (0: every row is in the page). */
const innerScroll = (page: Page) =>
  page
    .locator('[data-slot="data-table"] [role="region"]')
    .evaluateAll((boxes) => boxes.map((b) => b.scrollHeight - b.clientHeight));

/** Scrolls the page to the middle of the table: the header row's top less the top bar's bottom (0: just under). */
const headerBelowBar = (table: Locator) =>
  table.evaluate(async (t) => {
    window.scrollTo(0, window.scrollY + t.getBoundingClientRect().top + t.getBoundingClientRect().height / 2);
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const bar = document.querySelector('[data-slot="top-bar"]')!.getBoundingClientRect().bottom;
    return Math.round(t.querySelector('thead th')!.getBoundingClientRect().top - bar);
  });

test('nfl 2007 Patriots: the schedule flows in the page down to the Super Bowl loss', async ({ page }) => {
  await page.goto(`${origin('nfl')}/teams/new-england-patriots/2007?tab=schedule`);
  await expect(page.getByRole('link', { name: /^L 14-17/ })).toBeVisible();
  const boxes = await innerScroll(page);
  expect(boxes.length).toBeGreaterThan(0);
  expect(boxes.every((scroll) => scroll <= 0)).toBe(true);
});

test('the Super Bowl list: all 60 rows in the page, the header row under the top bar half way down', async ({
  page,
}) => {
  await page.goto(`${origin('nfl')}/championships/super-bowl`);
  const table = page.getByRole('table', { name: 'All results' });
  await expect(table.getByRole('rowheader')).toHaveCount(60);
  expect((await innerScroll(page)).every((scroll) => scroll <= 0)).toBe(true);
  await expect.poll(() => headerBelowBar(table)).toBe(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the Super Bowl list scrolls sideways in its box with the year pinned, its header under the top bar', async ({
    page,
  }) => {
    await page.goto(`${origin('nfl')}/championships/super-bowl`);
    const table = page.getByRole('table', { name: 'All results' });
    const box = page.getByRole('region', { name: 'All results' });
    await expect(box).toHaveAttribute('tabindex', '0');
    await box.evaluate((b) => (b.scrollLeft = 300));
    const [year, edge] = await Promise.all([
      table.getByRole('rowheader').first().boundingBox(),
      box.boundingBox(),
    ]);
    expect(Math.round(year!.x)).toBe(Math.round(edge!.x) + 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
    await expect.poll(() => headerBelowBar(table)).toBe(0);
  });
});
