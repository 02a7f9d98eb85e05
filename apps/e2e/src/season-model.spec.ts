// The season model (README, "Seasons") on the real server and data: the shell's picker offers the seasons a site
// has data for (the latest is current), shows the season a page is about, and a choice opens that season's page or
// the list filtered to it, kept in the URL. Where a season means nothing, there is no picker.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { origin } from '../playwright.config';

const picker = (page: Page) => page.getByRole('banner').getByLabel('Season', { exact: true });

test('nfl team season: the picker shows the page’s season, offers only seasons with data, and opens the team’s season', async ({
  page,
}) => {
  await page.goto(`${origin('nfl')}/teams/green-bay-packers/2024`);
  await expect(picker(page)).toHaveValue('2024');
  // The data ends with the 2025 season (Super Bowl LX, February 2026): nothing later is offered.
  await expect(picker(page).locator('option').first()).toHaveText('2025');
  await expect(picker(page).locator('option', { hasText: '2026' })).toHaveCount(0);
  await picker(page).selectOption('1966');
  await expect(page).toHaveURL(/\/teams\/green-bay-packers\/1966$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Green Bay Packers');
  await expect(picker(page)).toHaveValue('1966');
});

test('nfl team season: a season the team does not have opens the nearest, saying so', async ({ page }) => {
  await page.goto(`${origin('nfl')}/teams/houston-texans/2010`);
  await picker(page).selectOption('1990');
  await expect(page).toHaveURL(/\/teams\/houston-texans\/2002\?asked=1990$/);
  await expect(page.getByRole('note')).toHaveText(
    'The Houston Texans have no 1990 season in our data: this is 2002, the nearest they have.',
  );
});

test('nba team season: a two-year season is labelled as such (the 2023-24 Celtics)', async ({ page }) => {
  await page.goto(`${origin('nba')}/teams/boston-celtics/2023`);
  await expect(picker(page).locator('option:checked')).toHaveText('2023-24');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('2023-24 Season');
});

test('standings: a chosen season filters the tables and stays in the URL', async ({ page }) => {
  await page.goto(`${origin('nfl')}/standings`);
  await expect(picker(page)).toHaveValue('2025');
  await picker(page).selectOption('2020');
  await expect(page).toHaveURL(/\/standings\?season=2020$/);
  await expect(page.getByRole('main')).toContainText('Tampa Bay Buccaneers');
  await page.reload();
  await expect(picker(page)).toHaveValue('2020');
});

test('scores: a chosen season shows its games, by default its last week (the 2023 season’s Super Bowl)', async ({
  page,
}) => {
  await page.goto(`${origin('nfl')}/scores`);
  await picker(page).selectOption('2023');
  await expect(page).toHaveURL(/\/scores\?season=2023$/);
  await expect(page.getByRole('link', { name: /Kansas City Chiefs/ }).first()).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Feb 11, 2024');
});

test('players and seasons: a chosen season filters the list (in the URL)', async ({ page }) => {
  await page.goto(`${origin('nfl')}/players`);
  await picker(page).selectOption('2007');
  await expect(page).toHaveURL(/\/players\?season=2007$/);
  await page.goto(`${origin('nfl')}/seasons`);
  await picker(page).selectOption('2007');
  await expect(page).toHaveURL(/\/seasons\?season=2007$/);
  await expect(
    page.getByRole('main').getByRole('link', { name: '2007 NFL Season', exact: true }),
  ).toBeVisible();
});

test('pages where a season means nothing have no picker', async ({ page }) => {
  for (const path of ['/', '/championships/super-bowl', '/players/patrick-mahomes', '/features']) {
    await page.goto(`${origin('nfl')}${path}`);
    await expect(picker(page)).toHaveCount(0);
  }
});

test('season pages have readable slugs; an old numeric id answers 301 with the slug', async ({ page }) => {
  await page.goto(`${origin('cbb')}/seasons`);
  const card = page.getByRole('listitem').filter({ hasText: '2024-25 College Basketball Season' }).first();
  await card.getByRole('link', { name: '2024-25 College Basketball Season', exact: true }).click();
  await expect(page).toHaveURL(/\/seasons\/ncaa-basketball-2024-25$/);
  await expect(picker(page).locator('option:checked')).toHaveText('2024-25');
  const id = await page.evaluate(async () => {
    const res = await fetch(
      '/api/championships/seasons/?sport__slug=basketball&level__slug=ncaa-division-i&season=2024',
    );
    return (await res.json()).results[0].id as number;
  });
  // The old URL by id is moved for good (301, pinned in the server's render tests): the browser lands on the slug.
  await page.goto(`${origin('cbb')}/seasons/${id}`);
  await expect(page).toHaveURL(/\/seasons\/ncaa-basketball-2024-25$/);
});
