// Leaders on the real server and the full dataset: career leaders agree with the fact suite (home runs: Barry Bonds
// 762 first, Hank Aaron 755 second; receiving yards: Jerry Rice first), filters live in the URL, the hub ranks every
// league, the player page links its ranks, and a college site says its sources hold no player statistics.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { origin } from '../playwright.config';

const rows = (page: Page) => page.getByRole('table').getByRole('row');

test('MLB: career home runs — Bonds 762 first, Aaron 755 second; the coverage said above the table', async ({
  page,
}) => {
  await page.goto(`${origin('mlb')}/leaders/home-runs`);
  await expect(page.getByRole('heading', { level: 1, name: 'Home runs: career leaders' })).toBeVisible();
  await expect(rows(page).nth(1)).toContainText('Barry Bonds');
  await expect(rows(page).nth(1)).toContainText('762');
  await expect(rows(page).nth(2)).toContainText('Hank Aaron');
  await expect(rows(page).nth(2)).toContainText('755');
  // MLB's records leave out the National Association (1871–75): the lines counted start in 1876.
  await expect(page.getByRole('complementary', { name: 'Coverage' })).toContainText(
    'MLB seasons 1876 to 2025',
  );
  await expect(page.getByRole('complementary', { name: 'Coverage' })).toContainText(
    'MLB does not count the National Association (1871–75)',
  );
  await rows(page).nth(1).getByRole('link', { name: 'Barry Bonds' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Barry Bonds' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'All-time ranks' })).toContainText(
    'Home runs 762: 1st all time',
  );
});

test('MLB: filters are kept in the URL and survive a reload', async ({ page }) => {
  await page.goto(`${origin('mlb')}/leaders/home-runs`);
  await expect(rows(page).nth(1)).toContainText('Barry Bonds');
  await page.getByRole('combobox', { name: 'View' }).selectOption('season');
  await expect(page).toHaveURL(/view=season/);
  await expect(rows(page).nth(1)).toContainText('73');
  await page.getByRole('combobox', { name: 'Team' }).selectOption('new-york-yankees');
  await page.getByRole('combobox', { name: 'Show' }).selectOption('25');
  await expect(page).toHaveURL(/team=new-york-yankees/);
  await expect(page).toHaveURL(/top=25/);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'View' })).toHaveValue('season');
  await expect(page.getByRole('combobox', { name: 'Team' })).toHaveValue('new-york-yankees');
  await expect(rows(page).nth(1)).toContainText('Aaron Judge');
  await expect(rows(page).nth(1)).toContainText('62');
});

test('NFL: career receiving yards — Jerry Rice first', async ({ page }) => {
  await page.goto(`${origin('nfl')}/leaders`);
  await page.getByRole('link', { name: 'Receiving yards' }).click();
  await expect(page).toHaveURL(/\/leaders\/receiving-yards$/);
  await expect(rows(page).nth(1)).toContainText('Jerry Rice');
  await expect(rows(page).nth(1)).toContainText('22,895');
});

test('hub: every league, the league kept in the URL', async ({ page }) => {
  await page.goto(`${origin('hub')}/leaders`);
  for (const league of ['Major League Baseball', 'National Football League', 'National Hockey League']) {
    await expect(page.getByRole('heading', { level: 2, name: league })).toBeVisible();
  }
  await page
    .getByRole('region', { name: 'Major League Baseball' })
    .getByRole('link', { name: 'Home runs' })
    .click();
  await expect(page).toHaveURL(/\/leaders\/home-runs\?league=mlb/);
  await expect(rows(page).nth(1)).toContainText('Barry Bonds');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Leaders' }).click();
  await expect(page).toHaveURL(/\/leaders$/);
});

test('an unknown stat answers 404; a college site says it has no player statistics', async ({ page }) => {
  const res = await page.goto(`${origin('mlb')}/leaders/touchdowns`);
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Stat Not Found' })).toBeVisible();
  await page.goto(`${origin('cbb')}/leaders`);
  await expect(page.getByRole('heading', { name: 'No Player Statistics in Our Sources' })).toBeVisible();
});

test("NFL: a team page opens its franchise's leaders — the Bears' rushing yards, Walter Payton first", async ({
  page,
}) => {
  await page.goto(`${origin('nfl')}/teams/chicago-bears`);
  await page.getByRole('link', { name: 'Franchise leaders' }).click();
  await expect(page.getByText("Each list opens for one franchise's players.")).toBeVisible();
  await page.getByRole('link', { name: 'Rushing yards' }).click();
  await expect(page).toHaveURL(/team=chicago-bears/);
  await expect(rows(page).nth(1)).toContainText('Walter Payton');
  await expect(rows(page).nth(1)).toContainText('16,726');
});

test("MLB: a season page opens that season's leaders — 1998 home runs, Mark McGwire's 70 first", async ({
  page,
}) => {
  await page.goto(`${origin('mlb')}/seasons/mlb-1998`);
  await page.getByRole('link', { name: 'Leaders of the season' }).click();
  await expect(page.getByText('Each list opens for the 1998 season.')).toBeVisible();
  await page.getByRole('link', { name: 'Home runs' }).click();
  await expect(page).toHaveURL(/view=season&from=1998&to=1998/);
  await expect(rows(page).nth(1)).toContainText('Mark McGwire');
  await expect(rows(page).nth(1)).toContainText('70');
});
