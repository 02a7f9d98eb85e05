// Brackets on five sites at a desktop's and a phone's width (MLB 2016 and the 1993 NHL from series results, without
// games): the final's box with the real result, the round columns scrolling inside their own box (the page stays as
// wide as the screen), the region links kept in the URL, the season page's Playoffs tab, the head and the sitemap.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { origin } from '../playwright.config';

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

const cases = [
  {
    site: 'nba',
    slug: 'nba-2015-16',
    final: 'Finals',
    box: 'Cleveland Cavaliers beat Golden State Warriors 4-3',
  },
  {
    site: 'nhl',
    slug: 'nhl-2022-23',
    final: 'Stanley Cup Final',
    box: 'Vegas Golden Knights beat Florida Panthers 4-1',
  },
  {
    site: 'nfl',
    slug: 'nfl-2016',
    final: 'Super Bowl',
    box: 'New England Patriots beat Atlanta Falcons 34-28',
  },
  {
    site: 'mlb',
    slug: 'mlb-2016',
    final: 'World Series',
    box: 'Chicago Cubs beat Cleveland Indians 4-3',
  },
  {
    site: 'nhl',
    slug: 'nhl-1992-93',
    final: 'Stanley Cup Final',
    box: 'Montreal Canadiens beat Los Angeles Kings 4-1',
  },
  {
    site: 'cbb',
    slug: 'ncaa-basketball-1984-85',
    final: 'National Championship',
    box: '(8) Villanova beat (1) Georgetown 66-64',
  },
] as const;

for (const width of [1280, 360]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const c of cases) {
      test(`${c.site}: the ${c.slug} bracket ends in its ${c.final}`, async ({ page }) => {
        const res = await page.goto(`${origin(c.site)}/seasons/${c.slug}/playoffs`);
        expect(res?.status()).toBe(200);
        await expect(page).toHaveTitle(/Playoffs/);
        const box = page.getByRole('article', { name: c.box });
        await expect(page.getByRole('heading', { level: 3, name: c.final, exact: true })).toBeAttached();
        await box.scrollIntoViewIfNeeded();
        await expect(box).toBeVisible();
        await expect(box.getByText('(winner)')).toBeAttached();
        expect(await pageWidth(page)).toBe(width);
      });
    }
  });
}

test('cbb 1985 at 360 px: one region at a time from links kept in the URL; Villanova is the 8 seed', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`${origin('cbb')}/seasons/ncaa-basketball-1984-85/playoffs`);
  await page
    .getByRole('navigation', { name: 'Bracket regions' })
    .getByRole('link', { name: 'Southeast Region' })
    .click();
  await expect(page).toHaveURL(/[?&]region=Southeast(&|$)/);
  const region = page.getByRole('region', { name: 'Southeast Region, by round' });
  await expect(
    region.getByRole('article', { name: '(8) Villanova beat (2) North Carolina 56-44' }),
  ).toBeAttached();
  await expect(page.getByRole('region', { name: 'East Region, by round', exact: true })).toHaveCount(0);
  // The scroll box takes the keyboard's focus and scrolls sideways with the arrow keys.
  await region.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  expect(await pageWidth(page)).toBe(360);
});

test("nfl: the season page's Playoffs tab draws the Super Bowl LI bracket with the byes", async ({
  page,
}) => {
  await page.goto(`${origin('nfl')}/seasons/nfl-2016?tab=playoffs`);
  const sb = page.getByRole('article', { name: 'New England Patriots beat Atlanta Falcons 34-28' });
  await expect(sb).toBeAttached();
  await expect(sb.getByRole('link', { name: 'Atlanta Falcons', exact: true })).toHaveAttribute(
    'href',
    '/teams/atlanta-falcons/2016',
  );
  await expect(page.getByTitle('Entered this round after a bye')).toHaveCount(4);
  await page.getByRole('link', { name: 'Open the bracket on its own page' }).click();
  await expect(page).toHaveURL(/\/seasons\/nfl-2016\/playoffs$/);
});

test('mlb and nhl brackets from series results: no game links, the teams linked to their team seasons', async ({
  page,
}) => {
  await page.goto(`${origin('mlb')}/seasons/mlb-2016/playoffs`);
  const ws = page.getByRole('article', { name: 'Chicago Cubs beat Cleveland Indians 4-3' });
  await expect(ws).toContainText('result only, no games in the data');
  await expect(ws.getByRole('link')).toHaveCount(2);
  await expect(ws.getByRole('link', { name: 'Cleveland Indians' })).toHaveAttribute(
    'href',
    '/teams/cleveland-guardians/2016',
  );
  await page.goto(`${origin('nhl')}/seasons/nhl-1926-27/playoffs`);
  await expect(
    page.getByRole('article', { name: 'Montreal Canadiens beat Montreal Maroons 2-1 on total goals' }),
  ).toContainText('Total goals');
});

test('mlb: a season without postseason data says what the data lacks; the sitemap lists playoffs pages', async ({
  page,
}) => {
  await page.goto(`${origin('mlb')}/seasons/mlb-1994/playoffs`);
  await expect(page.getByRole('region', { name: 'No postseason in the data' })).toContainText('SeriesPost');
  const sitemap = (await (await page.goto(`${origin('nba')}/sitemap.xml`))?.text()) ?? '';
  expect(sitemap).toContain('/seasons/nba-2015-16/playoffs');
});

test('an unknown season answers 404', async ({ page }) => {
  const res = await page.goto(`${origin('nba')}/seasons/nba-1800-01/playoffs`);
  expect(res?.status()).toBe(404);
});

test("another site's season answers 404 (an NFL season on the college hockey site)", async ({ page }) => {
  const res = await page.goto(`${origin('chk')}/seasons/nfl-2016/playoffs`);
  expect(res?.status()).toBe(404);
});
