// Team directory, franchise pages and team seasons on the real server and data: search and filters kept in the URL,
// a relocated franchise's lineage and its old name on an old season, roster links to players, schedule rows to
// games, and Team Not Found with a 404 — on the hub, NFL, college basketball and college hockey sites.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { origin } from '../playwright.config';

const cards = (page: Page) => page.getByRole('list', { name: 'Teams' }).getByRole('heading');
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search teams' });
const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

/** Follows a link, then loads the page it reached from the server: it must answer 200. */
async function followsTo(page: Page, link: ReturnType<Page['getByRole']>, pattern: RegExp) {
  expect(await link.getAttribute('href')).toMatch(pattern);
  await link.click();
  await expect(page).toHaveURL(pattern);
  expect((await page.reload())?.status()).toBe(200);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
}

async function expectNotFound(page: Page, url: string) {
  const res = await page.goto(url);
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Team Not Found' })).toBeVisible();
  await expect(page.getByText('The team you are looking for does not exist.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Teams' })).toHaveAttribute('href', '/teams');
}

test.describe('hub', () => {
  test('search and sport filter live in the URL; the Thunder page shows its Seattle lineage', async ({
    page,
  }) => {
    await page.goto(`${origin()}/teams`);
    await expect(page.getByRole('heading', { level: 1, name: 'ALL TEAMS' })).toBeVisible();
    await search(page).fill('thunder');
    await expect(cards(page).filter({ hasText: 'Oklahoma City Thunder' })).toBeVisible();
    expect(param(page, 'q')).toBe('thunder');
    await page.getByRole('main').getByLabel('Sport').selectOption('hockey');
    await expect(page.getByRole('region', { name: 'No Teams Found' })).toBeVisible();
    expect(param(page, 'sport')).toBe('hockey');
    await page.goBack();
    await expect(page.getByRole('main').getByLabel('Sport')).toHaveValue('all');
    await page.reload();
    await expect(search(page)).toHaveValue('thunder');

    await page.getByRole('link', { name: /Oklahoma City Thunder/ }).click();
    await expect(page).toHaveURL(/\/teams\/oklahoma-city-thunder$/);
    const lineage = page.getByRole('region', { name: 'Franchise Lineage' });
    await expect(lineage).toContainText('Seattle SuperSonics 1967–2007');
    await expect(lineage).toContainText('Oklahoma City Thunder 2008–');
  });

  test('an old season bears the old name, its title and the two-year label', async ({ page }) => {
    const res = await page.goto(`${origin()}/teams/oklahoma-city-thunder/1978`);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Seattle SuperSonics' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('1978-79 Season');
    await expect(page.getByRole('region', { name: 'Team Information' })).toContainText(
      'Name that seasonSeattle SuperSonics',
    );
  });

  test('an unknown team is Team Not Found with a 404', async ({ page }) => {
    await expectNotFound(page, `${origin()}/teams/no-such-team`);
  });
});

test.describe('NFL', () => {
  test('the division filter lives in the URL and narrows the directory on the server', async ({ page }) => {
    await page.goto(`${origin('nfl')}/teams`);
    await page.getByRole('main').getByLabel('Division').selectOption({ label: 'AFC West' });
    await expect(cards(page)).toHaveText([
      'Denver Broncos',
      'Kansas City Chiefs',
      'Las Vegas Raiders',
      'Los Angeles Chargers',
    ]);
    expect(param(page, 'division')).toBe('nfl-afc-west');
    await search(page).fill('KC');
    await expect(cards(page)).toHaveText(['Kansas City Chiefs']);
    expect(param(page, 'q')).toBe('KC');
  });

  test('the Colts: lineage from Baltimore, and 1970 as the Baltimore Colts with its single-year label', async ({
    page,
  }) => {
    await page.goto(`${origin('nfl')}/teams/indianapolis-colts`);
    await expect(page.getByRole('region', { name: 'Franchise Lineage' })).toContainText('Baltimore Colts');
    const table = page.getByRole('table', { name: 'Season by season' });
    const row1970 = table
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: '1970', exact: true }) });
    await expect(row1970).toContainText('Baltimore Colts');
    await expect(row1970).toContainText('1st in AFC East');
    await row1970.getByRole('link', { name: '1970', exact: true }).click();
    await expect(page).toHaveURL(/\/teams\/indianapolis-colts\/1970$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Baltimore Colts' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('1970 Season');
  });

  test('a season’s stats name its finish and coach; roster links reach players, schedule rows reach games', async ({
    page,
  }) => {
    await page.goto(`${origin('nfl')}/teams/kansas-city-chiefs/2023?tab=stats`);
    const stats = page.getByRole('region', { name: 'Season Statistics' });
    await expect(stats).toContainText('Finish1st in AFC West');
    await expect(stats).toContainText('Head coachAndy Reid');

    await page.getByRole('tab', { name: 'Roster' }).click();
    expect(param(page, 'tab')).toBe('roster');
    const roster = page.getByRole('table', { name: 'Roster' });
    await followsTo(page, roster.getByRole('link', { name: 'Patrick Mahomes' }), /\/players\/[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Patrick Mahomes' })).toBeVisible();

    await page.goto(`${origin('nfl')}/teams/kansas-city-chiefs/2023?tab=schedule`);
    // 17 regular-season games and 4 playoff games, each table with its header row; the record runs in each.
    const regular = page.getByRole('table', { name: 'Regular season schedule' });
    await expect(regular.getByRole('row')).toHaveCount(18);
    await expect(regular.getByRole('row').last()).toContainText('11-6');
    const post = page.getByRole('table', { name: 'Postseason schedule' });
    await expect(post.getByRole('row')).toHaveCount(5);
    await expect(post.getByRole('row').last()).toContainText('4-0W4');
    await followsTo(page, post.getByRole('link', { name: 'W 25-22 (OT)' }), /\/scores\/\d+$/);
    await expect(page.getByRole('main')).toContainText('San Francisco 49ers');
  });

  test('an unknown team, a season outside its years and a team of another sport are 404s', async ({
    page,
  }) => {
    await expectNotFound(page, `${origin('nfl')}/teams/no-such-team`);
    await expectNotFound(page, `${origin('nfl')}/teams/kansas-city-chiefs/1950`);
    await expectNotFound(page, `${origin('nfl')}/teams/oklahoma-city-thunder`);
  });
});

test.describe('nba', () => {
  test('figures of a season whose source stops mid-season say how far it reaches (2025-26: through 2026-01-14)', async ({
    page,
  }) => {
    await page.goto(`${origin('nba')}/teams/denver-nuggets`);
    // The season list's latest row and the all-time record name what they cover: the NBA seasons only, not the
    // franchise's ABA years from 1967 (the sources hold no record of them).
    await expect(page.getByRole('note').filter({ hasText: /^Record: 2025-26 as in / })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Franchise Summary' })).toContainText(
      /All-time record\d+-\d+ \(1976-77–2025-26 only\)/,
    );
    // The roster's games come from the January snapshot of the 2025-26 player totals.
    await page.goto(`${origin('nba')}/teams/denver-nuggets/2025?tab=roster`);
    await expect(page.getByRole('table', { name: 'Roster' })).toBeVisible();
    await expect(
      page.getByRole('note').filter({ hasText: /^Games: 2025-26 as in .*through the games of 2026-01-14/ }),
    ).toBeVisible();
  });
});

test.describe('college basketball', () => {
  test('a vacated title is listed as vacated with its note and not counted (Louisville 2013)', async ({
    page,
  }) => {
    await page.goto(`${origin('cbb')}/teams/louisville-basketball`);
    const history = page.getByRole('region', { name: 'Championship History' });
    await expect(history).toContainText('Total2First1980Most Recent1986');
    await expect(history.getByRole('link', { name: /^2013 .*\(vacated\)$/ })).toBeVisible();
    await expect(history).toContainText('Vacated by the NCAA');
  });

  test('search and conference filter in the URL; Duke’s title season links its games', async ({ page }) => {
    await page.goto(`${origin('cbb')}/teams`);
    await expect(page.getByText(/^Explore \d+ college programmes across NCAA Division I$/)).toBeVisible();
    await page.getByRole('main').getByLabel('Division').selectOption({ label: 'Atlantic Coast Conference' });
    expect(param(page, 'division')).toBe('atlantic-coast-conference-basketball');
    await search(page).fill('duke');
    await expect(cards(page)).toHaveText(['Duke']);
    expect(param(page, 'q')).toBe('duke');

    await page.getByRole('link', { name: /Duke/ }).click();
    await expect(page).toHaveURL(/\/teams\/duke-basketball$/);
    await page.goto(`${origin('cbb')}/teams/duke-basketball/2014?tab=schedule`);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('2014-15 Season');
    const schedule = page.getByRole('table', { name: 'Schedule' });
    await followsTo(page, schedule.getByRole('link', { name: 'W 68-63' }), /\/scores\/\d+$/);
    await expect(page.getByRole('main')).toContainText('Wisconsin');
  });

  test('no Roster tab (the sources hold no college players); an unknown programme is a 404', async ({
    page,
  }) => {
    await page.goto(`${origin('cbb')}/teams/duke-basketball/2014?tab=roster`);
    await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Roster' })).toHaveCount(0);
    await expectNotFound(page, `${origin('cbb')}/teams/no-such-team`);
  });
});

test.describe('college hockey', () => {
  test('conference filter in the URL; a title season with its label and its Frozen Four final; 404', async ({
    page,
  }) => {
    await page.goto(`${origin('chk')}/teams?division=hockey-east-hockey`);
    await expect(page.getByRole('main').getByLabel('Division')).toHaveValue('hockey-east-hockey');
    await expect(cards(page).filter({ hasText: 'Boston University' })).toBeVisible();
    await search(page).fill('boston u');
    await expect(cards(page)).toHaveText(['Boston University']);
    expect(param(page, 'q')).toBe('boston u');
    expect(param(page, 'division')).toBe('hockey-east-hockey');

    await page.goto(`${origin('chk')}/teams/boston-university-hockey/2008?tab=schedule`);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('2008-09 Season');
    const final = page.getByRole('row').filter({ hasText: 'Apr 11, 2009' });
    await expect(final).toContainText('Miami');
    await expect(final).toContainText('W 4-3 (OT)');
    await expectNotFound(page, `${origin('chk')}/teams/no-such-team`);
  });
});

test.describe('nhl at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the Bruins: points % by season charted, the six Cups marked; the table gives P%; nothing overflows', async ({
    page,
  }) => {
    await page.goto(`${origin('nhl')}/teams/boston-bruins`);
    const chart = page.getByRole('figure', { name: 'Points % by Season' });
    await expect(chart.getByRole('img')).toBeVisible();
    await expect(chart).toContainText(
      'Points percentage (points won of the two a game offers) of each season, 1924-25 to',
    );
    await expect(chart.locator('[data-title-season]')).toHaveCount(6);
    await expect(chart.locator('[data-title-season="2010-11"]')).toHaveCount(1);
    const table = page.getByRole('table', { name: 'Season by season' });
    await expect(table.getByRole('columnheader', { name: /^Points percentage/ })).toBeAttached();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
