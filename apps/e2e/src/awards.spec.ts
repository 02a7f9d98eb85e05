// Awards on the real server and data: every award per league, an award's winners checked against the dataset (the
// 1995-96 NBA MVP Michael Jordan; Super Bowl XXX's MVP Larry Brown of the Dallas Cowboys; Tom Brady's five), the
// filters and sort kept in the URL, a winner the data names without a player page shown unlinked, the season page's
// Awards tab, the player page's award links, and an unknown award answering 404.
import { origin } from '../playwright.config';
import { api, expect, test } from './fixtures';

test('hub: every league’s awards; the league filter is kept in the URL and leads to the Super Bowl MVPs', async ({
  page,
}) => {
  const res = await page.goto(`${origin()}/awards`);
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Awards' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Awards' });
  await expect(table.getByRole('link', { name: 'NBA Most Valuable Player' })).toBeVisible();
  await expect(table.getByRole('link', { name: 'Conn Smythe Trophy' })).toBeVisible();
  await expect(table.getByRole('link', { name: 'Cy Young Award' })).toBeVisible();
  await page.getByRole('combobox', { name: 'League' }).selectOption('nfl');
  await expect(page).toHaveURL(/[?&]league=nfl/);
  await expect(table.getByRole('link', { name: 'NBA Most Valuable Player' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'League' })).toHaveValue('nfl');
  await table.getByRole('link', { name: 'Super Bowl MVP' }).click();
  await expect(page).toHaveURL(/\/awards\/nfl-super-bowl-mvp$/);
  const xxx = page
    .getByRole('table', { name: 'Winners of the Super Bowl MVP' })
    .getByRole('row')
    .filter({ hasText: /Super Bowl XXX$/ });
  await expect(xxx).toContainText('Larry Brown');
  await expect(xxx.getByRole('link', { name: 'Dallas Cowboys' })).toHaveAttribute(
    'href',
    '/teams/dallas-cowboys/1995',
  );
});

test('nba: the 1995-96 MVP is Michael Jordan of the Chicago Bulls; search and sort are kept in the URL', async ({
  page,
}) => {
  const res = await page.goto(`${origin('nba')}/awards/nba-most-valuable-player?q=jordan`);
  expect(res?.status()).toBe(200);
  await expect(page).toHaveTitle(/NBA Most Valuable Player/);
  const table = page.getByRole('table', { name: 'Winners of the NBA Most Valuable Player' });
  const row = table
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: '1995-96', exact: true }) });
  await expect(row.getByRole('link', { name: 'Michael Jordan' })).toHaveAttribute(
    'href',
    '/players/michael-jordan',
  );
  await expect(row.getByRole('link', { name: 'Chicago Bulls' })).toHaveAttribute(
    'href',
    '/teams/chicago-bulls/1995',
  );
  await expect(table.locator('tbody tr')).toHaveCount(5);
  await table
    .getByRole('columnheader', { name: /Season/ })
    .getByRole('button')
    .click();
  await expect(page).toHaveURL(/[?&]sort=year/);
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('jordan');
  await expect(table.locator('tbody tr').first()).toContainText('1987-88');
  // The most wins: Kareem Abdul-Jabbar's six.
  const most = page.getByRole('table', { name: 'Most wins of the NBA Most Valuable Player' });
  await expect(most.locator('tbody tr').first()).toContainText('Kareem Abdul-Jabbar');
  await expect(most.locator('tbody tr').first()).toContainText('6');
});

test('nfl: Super Bowl MVPs — Brady’s five agree with the data; Starr linked to his page', async ({
  page,
}) => {
  await page.goto(`${origin('nfl')}/awards/nfl-super-bowl-mvp`);
  const data = await api<{ data: { winners: { name: string }[] } }>(
    page,
    '/api/awards/awards/nfl-super-bowl-mvp/',
  );
  const brady = data.data.winners.filter((w) => w.name === 'Tom Brady').length;
  expect(brady).toBe(5);
  const most = page.getByRole('table', { name: 'Most wins of the Super Bowl MVP' });
  await expect(most.locator('tbody tr').first()).toContainText('Tom Brady');
  await expect(most.locator('tbody tr').first()).toContainText(String(brady));
  const table = page.getByRole('table', { name: 'Winners of the Super Bowl MVP' });
  // Bart Starr's page spans his whole career (1956-71, a checked hand row: the rosters begin in 1970), so Super Bowl
  // I's MVP links to it.
  const first = table.getByRole('row').filter({ hasText: /Super Bowl I$/ });
  await expect(first.getByRole('link', { name: 'Bart Starr' })).toHaveAttribute(
    'href',
    /\/players\/bart-starr$/,
  );
  await expect(first.getByRole('link', { name: 'Green Bay Packers' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill('brady');
  await expect(page).toHaveURL(/[?&]q=brady/);
  await expect(table.locator('tbody tr')).toHaveCount(brady);
});

test('the season page’s Awards tab and the player page link to the award', async ({ page }) => {
  await page.goto(`${origin('nba')}/seasons/nba-1995-96?tab=awards`);
  const table = page.getByRole('table', { name: 'Award winners of the 1995-96 NBA Season' });
  const mvp = table
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: 'NBA Most Valuable Player' }) });
  await expect(mvp.getByRole('link', { name: 'Michael Jordan' })).toBeVisible();
  await page.goto(`${origin('nba')}/players/michael-jordan`);
  await expect(page.getByRole('link', { name: 'NBA Most Valuable Player' }).first()).toHaveAttribute(
    'href',
    '/awards/nba-most-valuable-player',
  );
});

test('an unknown award answers 404 with its page and JSON; the sitemap lists the awards', async ({
  page,
  request,
}) => {
  const res = await page.goto(`${origin('nfl')}/awards/no-such-award`);
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Award Not Found' })).toBeVisible();
  const json = await request.get(`${origin()}/api/awards/awards/no-such-award/`);
  expect(json.status()).toBe(404);
  expect(await json.json()).toEqual({ detail: 'Award not found.' });
  // Another site's award is not on this one.
  expect((await page.goto(`${origin('nfl')}/awards/nba-most-valuable-player`))?.status()).toBe(404);
  // The site's sitemap names each award's page (a cold one lists every page of the site).
  test.setTimeout(180_000);
  const sitemap = await request.get(`${origin()}/sitemap.xml`, {
    headers: { host: new URL(origin('nfl')).host },
  });
  expect(await sitemap.text()).toContain(`<loc>${origin('nfl')}/awards/nfl-super-bowl-mvp</loc>`);
});
