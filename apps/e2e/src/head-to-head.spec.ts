// Head-to-head on real data. The totals were counted from the games table in plain SQL (final scores, both orders of
// the pair): Bears–Packers 210 regular-season games, Bears 96-108-6, postseason 2-1 (1921-11-27 to 2026-01-10);
// Yankees–Red Sox 2,325 games, 1258-1053-14, first as the 1901 Baltimore Orioles and Boston Americans; Duke–North
// Carolina 74 regular-season games 41-33 and the 2022 Final Four, won by North Carolina. Red Wings–Maple Leafs, from
// team_meetings (1926-27..2009-10) and the games: 691 regular-season meetings, 295-303-93, and 23 playoff series in
// postseason_series (Toronto 12, Detroit 11); Yankees–Dodgers 12 World Series in postseason_series (Lahman);
// Michigan–Ohio State 121 games 1897-2025, 62-53-6 (College Football Data Warehouse to 2009, CFBD after).
import { paths } from '@trophy-room/routes';
import { origin } from '../playwright.config';
import { expect, test } from './fixtures';

test.describe('head-to-head', () => {
  test('on the hub, two teams picked through the team search (a former name found), kept in the URL', async ({
    page,
  }) => {
    await page.goto(`${origin()}${paths.headToHead()}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Head-to-Head' })).toBeVisible();
    await page.getByLabel('Find first team').fill('Chicago Staleys');
    await page.getByRole('button', { name: /^Chicago Bears \(as Chicago Staleys/ }).click();
    await expect(page).toHaveURL(/a=chicago-bears/);
    await page.getByLabel('Find second team').fill('Packers');
    await page.getByRole('button', { name: /^Green Bay Packers/ }).click();
    await expect(page).toHaveURL(/a=chicago-bears&b=green-bay-packers/);
    const regular = page.getByRole('region', { name: 'Regular Season' });
    await expect(regular).toContainText('Games210');
    await expect(regular).toContainText('Record (Chicago Bears first)96-108-6');
    await expect(page.getByRole('region', { name: 'Postseason' })).toContainText(
      'Record (Chicago Bears first)2-1',
    );
    // The meetings' sort lives in the URL and survives a reload.
    const meetings = page.getByRole('table', {
      name: 'Every meeting of Chicago Bears and Green Bay Packers',
    });
    await meetings.getByRole('button', { name: /^Chicago Bears Score/ }).click();
    await expect(page).toHaveURL(/games=-a_score/);
    await page.reload();
    await expect(page).toHaveURL(/games=-a_score/);
    await expect(
      page
        .getByRole('table', { name: 'Every meeting of Chicago Bears and Green Bay Packers' })
        .getByRole('columnheader', { name: /^Chicago Bears Score/ }),
    ).toHaveAttribute('aria-sort', 'descending');
    // The next page of that order, asked of the API alone (210 + 3 meetings: three pages of 100).
    const pages = page.getByRole('navigation', { name: 'Pages' });
    await expect(pages).toContainText('Page 1 of 3');
    await pages.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/games=-a_score.*page=2|page=2.*games=-a_score/);
    await expect(pages).toContainText('Page 2 of 3');
    await expect(regular).toContainText('Games210');
  });

  test('on the NFL site, server-rendered: the first meeting names the Chicago Staleys and links the game', async ({
    page,
  }) => {
    const res = await page.goto(
      `${origin('nfl')}${paths.headToHead({ a: 'chicago-bears', b: 'green-bay-packers' })}`,
    );
    expect(res?.status()).toBe(200);
    await expect(page).toHaveTitle(/Chicago Bears vs\. Green Bay Packers: Head-to-Head/);
    const meetings = page.getByRole('region', { name: 'Streaks and Meetings' });
    await expect(meetings).toContainText('Nov 27, 1921');
    await meetings.getByRole('link', { name: /Chicago Staleys 20, Green Bay Packers 0/ }).click();
    await expect(page).toHaveURL(/\/scores\/\d+$/);
  });

  test('on the NFL site, the team page picks an opponent, most played first', async ({ page }) => {
    await page.goto(`${origin('nfl')}${paths.team('chicago-bears')}`);
    const picker = page.getByRole('region', { name: 'Head-to-Head' });
    const select = picker.getByRole('combobox', { name: /Chicago Bears against/ });
    await expect(select.locator('option').first()).toHaveText('Green Bay Packers (213 games)');
    await picker.getByRole('button', { name: 'Compare' }).click();
    await expect(page).toHaveURL(/head-to-head\?a=chicago-bears&b=green-bay-packers/);
    // Loaded in the browser after a client-side navigation (the server renders it on a first visit).
    await expect(page.getByRole('region', { name: 'Regular Season' })).toContainText('Games210', {
      timeout: 15_000,
    });
  });

  test('on the MLB site, Yankees–Red Sox over 124 seasons, named as they were; the year-by-year sort in the URL', async ({
    page,
  }) => {
    await page.goto(`${origin('mlb')}${paths.headToHead({ a: 'new-york-yankees', b: 'boston-red-sox' })}`);
    const regular = page.getByRole('region', { name: 'Regular Season' });
    await expect(regular).toContainText('Games2,325');
    await expect(regular).toContainText('Record (New York Yankees first)1258-1053-14');
    const years = page.getByRole('table', { name: 'New York Yankees and Boston Red Sox, year by year' });
    await expect(years.getByRole('row').nth(1)).toContainText(
      '1901 MLB SeasonBaltimore OriolesBoston Americans',
    );
    await years.getByRole('button', { name: /^Season/ }).click();
    await expect(page).toHaveURL(/sort=-season/);
    await expect(years.getByRole('row').nth(1)).toContainText('2024 MLB Season');
    await expect(page.getByRole('navigation', { name: 'Pages' })).toContainText('Page 1 of 24');
  });

  test('on the college basketball site, Duke–North Carolina with their Final Four meeting', async ({
    page,
  }) => {
    await page.goto(
      `${origin('cbb')}${paths.headToHead({ a: 'duke-basketball', b: 'north-carolina-basketball' })}`,
    );
    await expect(page.getByRole('region', { name: 'Regular Season' })).toContainText(
      'Record (Duke first)41-33',
    );
    const post = page.getByRole('region', { name: 'Postseason' });
    await expect(post).toContainText('Record (Duke first)0-1');
    await expect(post).toContainText('Series wonDuke 0, North Carolina 1 (of 1)');
    const meetings = page.getByRole('table', { name: 'Every meeting of Duke and North Carolina' });
    await expect(meetings.getByRole('row').last()).toContainText('Neutral siteFinal Four');
  });

  test('on the NHL site, an Original Six rivalry from 1926-27: season totals, games and 23 playoff series', async ({
    page,
  }) => {
    await page.goto(
      `${origin('nhl')}${paths.headToHead({ a: 'detroit-red-wings', b: 'toronto-maple-leafs' })}`,
    );
    await expect(
      page.getByText('Seasons covered: 1926–2025 from season totals and games', { exact: false }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Regular Season' })).toContainText(
      'Record (Detroit Red Wings first)295-303-93',
    );
    await expect(page.getByRole('region', { name: 'Postseason' })).toContainText(
      'Series wonDetroit Red Wings 11, Toronto Maple Leafs 12 (of 23)',
    );
  });

  test('on the MLB site, the Yankees and the Dodgers with their twelve World Series', async ({ page }) => {
    await page.goto(
      `${origin('mlb')}${paths.headToHead({ a: 'new-york-yankees', b: 'los-angeles-dodgers' })}`,
    );
    const series = page.getByRole('table', {
      name: 'New York Yankees and Los Angeles Dodgers, postseason series',
    });
    await expect(series.getByRole('row').filter({ hasText: 'World Series' })).toHaveCount(12);
    await expect(series.getByRole('row').nth(1)).toContainText('Brooklyn Dodgers');
  });

  test('on the college football site, Michigan–Ohio State: 121 meetings 1897-2025, Michigan 62-53-6', async ({
    page,
  }) => {
    await page.goto(
      `${origin('cfb')}${paths.headToHead({ a: 'michigan-football', b: 'ohio-state-football' })}`,
    );
    const regular = page.getByRole('region', { name: 'Regular Season' });
    await expect(regular).toContainText('Games121');
    await expect(regular).toContainText('Record (Michigan first)62-53-6');
    // College Football Data Warehouse's games (to 2009) do not say where they were played.
    const meetings = page.getByRole('region', { name: 'Streaks and Meetings' });
    await expect(meetings).toContainText('Oct 16, 1897');
    // Each meeting of those years names no home side: its site reads unknown in the lists of games.
    await expect(page.getByRole('main')).toContainText('Site unknown');
  });

  test('refuses two sports on the page, and an unknown team is a 404', async ({ page }) => {
    await page.goto(`${origin()}${paths.headToHead({ a: 'chicago-bears', b: 'new-york-yankees' })}`);
    await expect(page.getByRole('alert')).toContainText(
      'plays football and b (New York Yankees) plays baseball',
    );
    const res = await page.goto(`${origin()}${paths.headToHead({ a: 'chicago-bears', b: 'no-such-team' })}`);
    expect(res?.status()).toBe(404);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test('a pair fits 360 px: the tables scroll in their own regions', async ({ page }) => {
      await page.goto(
        `${origin('cbb')}${paths.headToHead({ a: 'duke-basketball', b: 'north-carolina-basketball' })}`,
      );
      await expect(page.getByRole('region', { name: 'Regular Season' })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
      await page.goto(`${origin('cbb')}${paths.headToHead({ a: 'duke-basketball' })}`);
      await page.getByLabel('Find second team').fill('North Carolina');
      await expect(page.getByRole('button', { name: /^North Carolina/ }).first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
    });
  });
});
