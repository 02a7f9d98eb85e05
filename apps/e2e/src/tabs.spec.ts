// Tabs kept in the URL are links: a tab chosen before the page is hydrated (its JavaScript held back) opens that
// tab's URL, rendered on the server, and a tab can be opened in a new browser tab.
import { expect, test } from './fixtures';
import { origin } from '../playwright.config';

const TEAM_SEASON = '/teams/kansas-city-chiefs/2023';

test('a team season tab clicked before hydration opens its page', async ({ context }) => {
  // A page of its own (the fixture's would wait for hydration), whose JavaScript never arrives.
  const page = await context.newPage();
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto(`${origin('nfl')}${TEAM_SEASON}`, { waitUntil: 'domcontentloaded' });
  const tabs = page.getByRole('tablist', { name: 'Team season sections' });
  await expect(tabs.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  await tabs.getByRole('tab', { name: 'Roster' }).click();
  await expect(page).toHaveURL(/\?tab=roster$/);
  expect(await page.locator('html[data-hydrated]').count()).toBe(0);
  await expect(tabs.getByRole('tab', { name: 'Roster' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('table', { name: 'Roster' })).toBeVisible();
});

test('after hydration a tab changes in place, and each tab has its own URL', async ({ page }) => {
  await page.goto(`${origin('nfl')}${TEAM_SEASON}`);
  const tabs = page.getByRole('tablist', { name: 'Team season sections' });
  await expect(tabs.getByRole('tab', { name: 'Schedule' })).toHaveAttribute(
    'href',
    `${TEAM_SEASON}?tab=schedule`,
  );
  await expect(tabs.getByRole('tab', { name: 'Overview' })).toHaveAttribute('href', TEAM_SEASON);
  await tabs.getByRole('tab', { name: 'Schedule' }).click();
  await expect(page).toHaveURL(/\?tab=schedule$/);
  await expect(page.getByRole('table', { name: 'Regular season schedule' })).toBeVisible();
  await page.goBack();
  await expect(tabs.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
});

test('the features categories are links too', async ({ context }) => {
  const page = await context.newPage();
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto(`${origin('hub')}/features`, { waitUntil: 'domcontentloaded' });
  await page.getByRole('tab', { name: /^Analytics/ }).click();
  await expect(page).toHaveURL(/\?category=analytics$/);
  await expect(page.getByRole('tab', { name: /^Analytics/ })).toHaveAttribute('aria-selected', 'true');
});

test('a roster opened by its URL hydrates without losing the table (its code is a chunk of its own)', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${origin('nfl')}${TEAM_SEASON}?tab=roster`);
  await expect(page.getByRole('table', { name: 'Roster' })).toBeVisible();
  await page.getByRole('tab', { name: 'Stats' }).click();
  await page.getByRole('tab', { name: 'Roster' }).click();
  await expect(page.getByRole('table', { name: 'Roster' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the season and game tabs are links too, before hydration', async ({ context }) => {
  const page = await context.newPage();
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto(`${origin('nfl')}/seasons`, { waitUntil: 'domcontentloaded' });
  await page.getByRole('list', { name: 'Seasons' }).getByRole('link').first().click();
  await page.getByRole('tablist', { name: 'Season sections' }).getByRole('tab', { name: 'Playoffs' }).click();
  await expect(page).toHaveURL(/\?tab=playoffs$/);
  await expect(page.getByRole('tab', { name: 'Playoffs' })).toHaveAttribute('aria-selected', 'true');

  const recent = await page.request.get(
    `${origin()}/api/games/games/recent/?sport__slug=football&level__slug=professional`,
  );
  const { id } = ((await recent.json()) as { results: { id: number }[] }).results[0];
  await page.goto(`${origin('nfl')}/scores/${id}`, { waitUntil: 'domcontentloaded' });
  await page.getByRole('tablist', { name: 'Game sections' }).getByRole('tab', { name: 'Game Info' }).click();
  await expect(page).toHaveURL(new RegExp(`/scores/${id}\\?tab=info$`));
  await expect(page.getByRole('tabpanel')).toContainText(String(id));
});

test('a college team season has no Roster tab: the sources hold no players', async ({ page }) => {
  await page.goto(`${origin('cbb')}/teams/duke-basketball/2015?tab=roster`);
  const tabs = page.getByRole('tablist', { name: 'Team season sections' });
  await expect(tabs.getByRole('tab')).toHaveText(['Overview', 'Stats', 'Schedule']);
  await expect(tabs.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
});
