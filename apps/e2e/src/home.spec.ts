import { api, expect, test } from './fixtures';
import { origin } from '../playwright.config';

test('hub: the badge names the latest season the data holds and the figures come from the API', async ({
  page,
}) => {
  await page.goto(`${origin()}/`);
  const latest = await api<{ results: { start_year: number }[] }>(
    page,
    '/api/championships/seasons/?page_size=1',
  );
  await expect(page.getByTestId('hero-badge')).toContainText(`${latest.results[0].start_year}`);
  await expect(page.getByTestId('hero-badge')).toContainText('data is available');
  const teams = await api<{ count: number }>(page, '/api/teams/teams/?page_size=1');
  const strip = page.getByRole('region', { name: 'At a glance' });
  await expect(strip).toContainText(`Teams${teams.count.toLocaleString('en-US')}`);
  await expect(strip).toContainText('Data As OfJun 14, 2026');
  await expect(strip).not.toContainText('24/7');
  const stats = page.getByRole('region', { name: 'Platform Statistics' });
  await expect(stats).toContainText(`Teams Tracked${teams.count.toLocaleString('en-US')}`);
  await expect(stats).not.toContainText('…');
});

test('hub: recent champions are the latest titles (the latest title year), with the league of every title', async ({
  page,
}) => {
  await page.goto(`${origin()}/`);
  const table = page.getByRole('table');
  // The data's 2026 titles: the NBA Finals, the NCAA tournament and the Stanley Cup (June 2026 is its latest date).
  await expect(page.getByRole('heading', { name: 'Recent Champions (2026)' })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(table.getByRole('row', { name: /New York Knicks/ })).toContainText('NBA');
  await expect(table.getByRole('row', { name: /Michigan/ })).toContainText('NCAA');
  await expect(table.getByRole('row', { name: /Carolina Hurricanes/ })).toContainText('NHL');
  await expect(table).not.toContainText('Sports');
});

test('nfl: the latest Super Bowl champion, the network directory and the links', async ({ page }) => {
  await page.goto(`${origin('nfl')}/`);
  await expect(page.getByTestId('hero-badge')).toHaveText('2025 season data is available');
  // The 2025 title (the 2025 season's Super Bowl LX, played in February 2026).
  const seahawks = page.getByRole('row', { name: /Seattle Seahawks/ });
  await expect(seahawks).toContainText('Super Bowl');
  await expect(seahawks).toContainText('29-13');
  await expect(seahawks).toContainText('New England Patriots');
  await expect(seahawks).toContainText('NFL');
  await expect(page.getByText(/^Data as of Feb 8, 2026$/)).toBeVisible();
  const network = page.getByRole('region', { name: 'The Trophy Room Network' });
  await expect(network.getByRole('link')).toHaveCount(9);
  await expect(network.locator('a[aria-current="page"]')).toContainText('Trophy Room Pro Football');
  const port = new URL(origin()).port;
  await expect(network.getByRole('link', { name: /College Basketball/ })).toHaveAttribute(
    'href',
    `http://cbb.localhost:${port}/`,
  );
  await expect(network.getByRole('link', { name: /^Trophy Room All Sports/ })).toHaveAttribute(
    'href',
    `http://localhost:${port}/`,
  );
  await expect(page.getByRole('heading', { name: 'Super Bowl Highlights' })).toBeVisible();
  await page.getByRole('link', { name: 'Browse seasons' }).click();
  await expect(page).toHaveURL(/\/seasons$/);
  await expect(page.getByRole('heading', { name: 'Seasons', level: 1 })).toBeVisible();
});

test('cbb: the college basketball champion and a sibling link that opens its site', async ({ page }) => {
  await page.goto(`${origin('cbb')}/`);
  // The latest title: Michigan's 2026 championship, 69-63 over UConn.
  const michigan = page.getByRole('row', { name: /Michigan/ }).first();
  await expect(michigan).toContainText("NCAA Men's Basketball Tournament");
  await expect(michigan).toContainText('69-63');
  await expect(michigan).toContainText('UConn');
  await page
    .getByRole('region', { name: 'The Trophy Room Network' })
    .getByRole('link', { name: /Pro Hockey/ })
    .click();
  await expect(page).toHaveURL(`${origin('nhl')}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stanley Cup');
});

test('an API failure shows the error card in the recent champions table', async ({ page }) => {
  // The server renders the first page with its data; the browser fetches on a client-side navigation.
  await page.goto(`${origin('nfl')}/no-such-page`);
  await page.route('**/api/championships/champions/**', (route) =>
    route.fulfill({
      status: 404,
      contentType: 'application/json',
      body: JSON.stringify({ detail: 'Not found.' }),
    }),
  );
  await page.getByRole('banner').getByRole('link').first().click();
  await expect(page).toHaveURL(`${origin('nfl')}/`);
  await expect(page.getByRole('heading', { name: 'Failed to Load Data' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Platform Statistics' })).toContainText('Total Champions—');
});
