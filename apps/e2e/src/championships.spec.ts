// Championships list, championship detail and championship history on the real server and real data.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { readFileSync } from 'node:fs';
import { origin } from '../playwright.config';

/** The page's own season selector (the top bar has another). */
/** The shell's season picker: on /championships it filters the list to that season (kept in the URL). */
const pickSeason = async (page: Page, season: string) => {
  await page.getByRole('banner').getByLabel('Season', { exact: true }).selectOption(season);
  await expect(page).toHaveURL(new RegExp(`[?&]season=${season}(&|$)`));
};
const cards = (page: Page) => page.getByRole('list', { name: 'Championships' }).getByRole('heading');

test.describe('championships list', () => {
  test('NFL: cards for the selected season; the active filter, search and season change what is shown', async ({
    page,
  }) => {
    await page.goto(`${origin('nfl')}/championships`);
    await expect(page.getByRole('heading', { level: 1, name: 'Championships' })).toBeVisible();
    await pickSeason(page, '2024');
    await expect(cards(page)).toHaveText(['Super Bowl']);
    const superBowl = page.getByRole('listitem').filter({ hasText: 'Super Bowl' });
    await expect(superBowl).toContainText('Vince Lombardi Trophy');
    await expect(superBowl).toContainText('Since 1966');
    await expect(superBowl).toContainText('Professional');
    // The league's four championships (the NFL's, the AAFC's, the AFL's, the Super Bowl), whatever the season.
    await expect(page.getByRole('region', { name: 'Championship statistics' })).toContainText(
      'Total Championships4',
    );

    await page.getByRole('checkbox', { name: /^Active in the 2024 season only$/ }).uncheck();
    // Every championship of the league, oldest first: the AAFC's and the AFL's titles are the franchises' too.
    await expect(cards(page)).toHaveText([
      'NFL Championship',
      'AAFC Championship',
      'AFL Championship',
      'Super Bowl',
    ]);
    await page.getByRole('searchbox', { name: 'Search championships' }).fill('super');
    await expect(cards(page)).toHaveText(['Super Bowl']);
    await page.getByRole('searchbox', { name: 'Search championships' }).fill('curling');
    await expect(page.getByRole('region', { name: 'No Championships Found' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search championships' }).fill('');
    await page.getByRole('checkbox', { name: /^Active in/ }).check();
    await pickSeason(page, '2010');
    await expect(cards(page)).toHaveText(['Super Bowl']);

    await page.getByRole('link', { name: 'View Details for Super Bowl' }).click();
    await expect(page).toHaveURL(/\/championships\/super-bowl$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Super Bowl' })).toBeVisible();
  });

  test('hub: the sport filter narrows the grid to one sport', async ({ page }) => {
    await page.goto(`${origin()}/championships`);
    await pickSeason(page, '2024');
    await expect(cards(page).first()).toBeVisible();
    expect(await cards(page).count()).toBeGreaterThanOrEqual(7);
    await page.getByRole('main').getByLabel('Sport').selectOption('hockey');
    await expect(cards(page)).toHaveText(['Stanley Cup Final', 'Frozen Four']);
  });

  test('hub: filters live in the URL — a copied URL opens the same view, Back restores the previous filter', async ({
    page,
  }) => {
    await page.goto(`${origin()}/championships?sport=hockey&active=false`);
    await expect(cards(page)).toHaveText(['Stanley Cup Final', 'Frozen Four']);
    await expect(page.getByRole('checkbox', { name: /^Active in/ })).not.toBeChecked();
    await page.getByRole('main').getByLabel('Sport').selectOption('football');
    await expect(page).toHaveURL(/\/championships\?sport=football&active=false$/);
    await expect(cards(page).first()).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('main').getByLabel('Sport')).toHaveValue('hockey');
    await expect(cards(page)).toHaveText(['Stanley Cup Final', 'Frozen Four']);
  });

  test('an API failure in the browser shows the error panel', async ({ page }) => {
    // The server renders the first page with its data; the browser fetches on a client-side navigation.
    await page.goto(`${origin('nfl')}/no-such-page`);
    await page.route('**/api/championships/championships/**', (route) =>
      route.fulfill({ status: 500, json: { detail: 'Internal server error' } }),
    );
    await page.getByRole('contentinfo').getByRole('link', { name: 'Championships' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Error Loading Championships', { timeout: 15_000 });
    await expect(alert).toContainText('Internal server error');
    await expect(alert.getByRole('button', { name: 'Try Again' })).toBeVisible();
  });
});

test.describe('championship detail', () => {
  test('NFL Super Bowl: current champion, records, and the recent champions open one at a time', async ({
    page,
  }) => {
    await page.goto(`${origin('nfl')}/championships/super-bowl`);
    await expect(page.getByRole('heading', { level: 1, name: 'Super Bowl' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'All Championships' }),
    ).toHaveAttribute('href', '/championships');
    const facts = page.getByRole('region', { name: 'Championship facts' });
    await expect(facts).toContainText('Founded1966');
    await expect(facts).toContainText('FormatSingle game at a predetermined neutral site');
    const current = page.getByRole('heading', { name: 'Current Champion' }).locator('..');
    await expect(current).toContainText('Seattle Seahawks');
    // The 2025 season's title (its label), with the date of the final beside it.
    await expect(current).toContainText('2025 · LX · 29-13 vs New England Patriots');
    await expect(current).toContainText('Final: Feb 8, 2026');
    await expect(page.getByRole('region', { name: 'Records' })).toContainText('Most Titles');

    const recent = page.getByRole('heading', { name: 'Recent Champions' }).locator('..');
    const rows = recent.getByRole('button');
    await expect(rows).toHaveCount(5);
    const lix = recent.getByRole('button', { name: /^2024 Philadelphia Eagles/ });
    await expect(lix).toContainText('Final: Feb 9, 2025');
    await expect(lix).toContainText('40-22');
    await expect(lix).toContainText('vs Kansas City Chiefs');
    await lix.click();
    await expect(lix).toHaveAttribute('aria-expanded', 'true');
    await expect(recent.getByText('Caesars Superdome — New Orleans, Louisiana')).toBeVisible();
    await expect(recent.getByText('Jalen Hurts')).toBeVisible();
    await expect(recent.getByText('Philadelphia Eagles 40, Kansas City Chiefs 22')).toBeVisible();
    await rows.first().click();
    await expect(rows.first()).toHaveAttribute('aria-expanded', 'true');
    await expect(lix).toHaveAttribute('aria-expanded', 'false');
    await expect(recent.getByText('Jalen Hurts')).toBeHidden();
  });

  test('NFL Super Bowl: every result in a sortable table, downloadable as CSV', async ({ page }) => {
    await page.goto(`${origin('nfl')}/championships/super-bowl`);
    const table = page.getByRole('table', { name: 'All results' });
    const years = table.getByRole('rowheader');
    await expect(years).toHaveCount(60);
    await expect(years.first()).toHaveText('2025');
    await expect(years.last()).toHaveText('1966');
    await table.getByRole('button', { name: /^Year/ }).click();
    await expect(table.getByRole('columnheader', { name: /^Year/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(years.first()).toHaveText('1966');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV of All results' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('super-bowl-results.csv');
    const csv = readFileSync((await file.path())!, 'utf-8')
      .trim()
      .split('\r\n');
    expect(csv).toHaveLength(61);
    expect(csv[0]).toBe('Year,Edition,Champion,Score,Runner-up,Venue,Most valuable player');
    expect(csv[1]).toMatch(/^1966,I,Green Bay Packers,35-10,Kansas City Chiefs,/);
  });

  test('college basketball: the 2026 title, Michigan 69-63 over UConn; since 1939', async ({ page }) => {
    await page.goto(`${origin('cbb')}/championships/ncaa-mens-basketball-tournament`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("NCAA Men's Basketball Tournament");
    await expect(page.getByRole('region', { name: 'Championship facts' })).toContainText('Founded1939');
    const current = page.getByRole('heading', { name: 'Current Champion' }).locator('..');
    await expect(current).toContainText('Michigan');
    await expect(current).toContainText('2026 · 69-63 vs UConn');
    await expect(page.getByText('Data as of Apr 6, 2026')).toBeVisible();
  });

  test('the NFL Championship: its last champion, when and why it ended, and the Super Bowl after it', async ({
    page,
  }) => {
    await page.goto(`${origin('nfl')}/championships/nfl-championship`);
    const last = page.getByRole('heading', { name: 'Last Champion' }).locator('..');
    await expect(last).toContainText('Minnesota Vikings');
    await expect(last).toContainText('1969');
    await expect(page.getByRole('heading', { name: 'Next Championship' })).toHaveCount(0);
    const ended = page.getByRole('heading', { name: 'Discontinued after 1969' }).locator('..');
    await expect(ended).toContainText('AFL-NFL merger');
    await ended.getByRole('link', { name: 'Super Bowl' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Super Bowl' })).toBeVisible();
  });

  test('the Frozen Four says plainly that its 2026 final is missing', async ({ page }) => {
    await page.goto(`${origin('chk')}/championships/frozen-four`);
    await expect(page.getByText(/^Missing: The 2026 final/)).toBeVisible();
  });

  test('the World Series says plainly that the 2026 series is not in the data', async ({ page }) => {
    await page.goto(`${origin('mlb')}/championships/world-series`);
    await expect(page.getByText(/^Missing: The 2026 World Series/)).toBeVisible();
  });

  test('an unknown slug shows Championship Not Found with a way back', async ({ page }) => {
    await page.goto(`${origin('nfl')}/championships/no-such-cup`);
    await expect(page.getByRole('heading', { name: 'Championship Not Found' })).toBeVisible();
    await expect(page.getByText("We couldn't find details for this championship.")).toBeVisible();
    await page.getByRole('link', { name: 'Back to Championships' }).click();
    await expect(page).toHaveURL(/\/championships$/);
  });
});

test.describe('championship history', () => {
  test('hub: years newest first, sport cards, year and sport filters, one entry open at a time', async ({
    page,
  }) => {
    await page.goto(`${origin()}/champions`);
    await expect(page.getByRole('heading', { level: 1, name: 'Championship History' })).toBeVisible();
    // 2024: the 2024 NFL season's Super Bowl (LIX, played Feb 2025) and the 2023-24 college basketball title.
    await page.getByRole('main').getByLabel('Year').selectOption('2024');
    const year = page.getByRole('region', { name: '2024' });
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(['2024']);
    const football = year.getByRole('heading', { name: 'Football' }).locator('..');
    const eagles = football.getByRole('button', { name: /Philadelphia Eagles/ });
    await expect(eagles).toContainText('Super Bowl');
    await expect(eagles).toContainText('14-3');
    await expect(eagles).toContainText('Final: Feb 9, 2025');
    await expect(year.locator('[data-top-tier]').filter({ hasText: 'Philadelphia Eagles' })).toHaveCount(1);
    const uconn = year.getByRole('button', { name: /NCAA Men's Basketball Tournament/ });
    await expect(uconn).toContainText('UConn');

    await eagles.click();
    await expect(football.getByText('Nick Sirianni')).toBeVisible();
    await uconn.click();
    await expect(year.getByText('Dan Hurley')).toBeVisible();
    await expect(football.getByText('Nick Sirianni')).toBeHidden();

    await page.getByRole('main').getByLabel('Sport').selectOption('Basketball');
    await expect(year.getByRole('heading', { level: 3 })).toHaveText(['Basketball']);
  });

  test('college basketball: only its own sport, 2025 Florida', async ({ page }) => {
    await page.goto(`${origin('cbb')}/champions`);
    const year = page.getByRole('region', { name: '2025' });
    await expect(year.getByRole('heading', { level: 3 })).toHaveText(['Basketball']);
    await expect(page.getByRole('main').getByLabel('Sport')).toHaveCount(0);
    const entry = year.getByRole('button', { name: /Florida/ });
    await expect(entry).toContainText('36-4');
    await entry.click();
    await expect(year.getByText('2024-25 College Basketball Season', { exact: true })).toBeVisible();
  });

  test('an API failure in the browser shows the error with a retry', async ({ page }) => {
    // The server renders the first page with its data; the browser fetches on a client-side navigation.
    await page.route('**/api/championships/champions/**', (route) =>
      route.fulfill({ status: 500, json: { detail: 'Internal server error' } }),
    );
    await page.goto(`${origin('nfl')}/`);
    await page.getByRole('link', { name: 'View all champions' }).first().click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Failed to load championship history', { timeout: 15_000 });
    await expect(alert.getByRole('button', { name: 'Try Again' })).toBeVisible();
  });
});
