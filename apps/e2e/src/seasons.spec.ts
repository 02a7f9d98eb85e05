import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { origin } from '../playwright.config';

const cards = (page: Page) => page.getByRole('list', { name: 'Seasons' }).getByRole('listitem');
const cardTitles = (page: Page) => page.getByRole('list', { name: 'Seasons' }).getByRole('heading');

test('nfl: seasons newest first with real champions; search and decade filter narrow the list', async ({
  page,
}) => {
  await page.goto(`${origin('nfl')}/seasons`);
  await expect(cardTitles(page).first()).toHaveText(/^\d{4} NFL Season$/);
  const s2024 = cards(page).filter({ has: page.getByRole('link', { name: '2024 NFL Season', exact: true }) });
  await expect(s2024).toContainText('Philadelphia Eagles');
  await expect(s2024).toContainText('Super Bowl');
  await expect(page.getByRole('group', { name: 'Quick filters' })).toHaveCount(0);

  await page.getByRole('searchbox', { name: 'Search' }).fill('eagles');
  await expect(cardTitles(page).first()).toHaveText('2024 NFL Season');
  for (const card of await cards(page).all()) await expect(card).toContainText('Philadelphia Eagles');

  await page.getByRole('searchbox', { name: 'Search' }).fill('');
  await page.getByRole('combobox', { name: 'Decade' }).selectOption('1960');
  await expect(cards(page)).toHaveCount(10);
  for (const title of await cardTitles(page).allTextContents()) expect(title).toMatch(/^196\d /);
  await expect(page.getByRole('region', { name: 'Season counts' })).toContainText('Total Seasons10');

  await page.getByRole('searchbox', { name: 'Search' }).fill('no such season anywhere');
  await expect(page.getByRole('region', { name: 'No Seasons Found' })).toContainText(
    'Try adjusting your search or filters.',
  );
});

test('nfl: Set as Active Season chooses the season in the URL: the picker shows it and the card the marker', async ({
  page,
}) => {
  await page.goto(`${origin('nfl')}/seasons`);
  await page.getByRole('searchbox', { name: 'Search' }).fill('2019 NFL');
  await page.getByRole('link', { name: 'Set as Active Season: 2019 NFL Season' }).click();
  await expect(page).toHaveURL(/[?&]season=2019(&|$)/);
  await expect(cards(page).first()).toContainText('Active Season');
  await expect(page.getByRole('banner').getByLabel('Season', { exact: true })).toHaveValue('2019');
});

test('hub: quick filters show one site’s seasons', async ({ page }) => {
  await page.goto(`${origin()}/seasons`);
  await page.getByRole('button', { name: 'CBB', exact: true }).click();
  await expect(page.getByRole('button', { name: 'CBB', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const first = cards(page).first();
  await expect(first).toContainText('Basketball');
  await expect(first).toContainText('NCAA Division I');
  await expect(page.getByRole('button', { name: 'Show more seasons' })).toBeVisible();
});

test('nfl: season detail shows the champion, its standings and its playoff bracket from the data', async ({
  page,
}) => {
  await page.goto(`${origin('nfl')}/seasons/nfl-2024`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('2024 NFL Season');
  await expect(page.getByRole('link', { name: 'Philadelphia Eagles' })).toBeVisible();
  await page.getByRole('tab', { name: 'Standings' }).click();
  const nfcEast = page.getByRole('table', { name: 'NFC East' });
  await expect(nfcEast.getByRole('row').nth(1)).toContainText('Philadelphia Eagles');
  // The result as the sources title it ("Champion" only where they give none).
  await expect(nfcEast.getByRole('row').nth(1)).toContainText('Won Super Bowl');
  await page.getByRole('tab', { name: 'Playoffs' }).click();
  await expect(
    page.getByRole('article', { name: 'Philadelphia Eagles beat Kansas City Chiefs 40-22' }),
  ).toBeAttached();
  await expect(page.getByRole('heading', { level: 3, name: 'Wild Card Round' })).toBeVisible();
});

test('nfl: 1967 playoffs name the teams as they were (Houston Oilers at Oakland Raiders)', async ({
  page,
}) => {
  await page.goto(`${origin('nfl')}/seasons/nfl-1967`);
  await page.getByRole('tab', { name: 'Playoffs' }).click();
  // The AFL Championship: Oakland Raiders 40, Houston Oilers 7.
  const afl = page
    .getByRole('tabpanel')
    .getByRole('article', { name: 'Oakland Raiders beat Houston Oilers 40-7' });
  await expect(afl.getByRole('link', { name: 'Houston Oilers', exact: true })).toBeAttached();
  await expect(page.getByRole('tabpanel')).not.toContainText('Tennessee Titans');
});

test('cbb: a season card opens its detail with the real champion', async ({ page }) => {
  await page.goto(`${origin('cbb')}/seasons`);
  const card = cards(page).filter({ hasText: 'Florida' }).first();
  await expect(card).toContainText('2024-25');
  await card.getByRole('link', { name: '2024-25 College Basketball Season', exact: true }).click();
  await expect(page).toHaveURL(/\/seasons\/ncaa-basketball-2024-25$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('2024-25 College Basketball Season');
  await expect(page.getByRole('link', { name: 'Florida' })).toBeVisible();
  await expect(page.getByText("NCAA Men's Basketball Tournament").first()).toBeVisible();
});

test('an unknown season slug shows Season Not Found', async ({ page }) => {
  await page.goto(`${origin('nfl')}/seasons/no-such-season`);
  await expect(page.getByRole('heading', { name: 'Season Not Found' })).toBeVisible();
  await expect(page.getByText('The season you are looking for does not exist.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Seasons' }).click();
  await expect(page).toHaveURL(/\/seasons$/);
});

test('an API failure in the browser shows Error Loading Seasons', async ({ page }) => {
  // The server renders the first page with its data; the browser fetches on a client-side navigation.
  await page.goto(`${origin('nfl')}/no-such-page`);
  await page.route('**/api/championships/seasons/**', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ detail: 'Database unavailable.' }),
    }),
  );
  await page.getByRole('contentinfo').getByRole('link', { name: 'Seasons' }).click();
  // 5xx answers are retried twice, with back-off, before the error shows.
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Error Loading Seasons', { timeout: 15_000 });
  await expect(alert).toContainText('Database unavailable.');
});
