// Players and coaches on the real server and data: name search, filters in the URL, the season table summing to
// its career row, the coaching record by season, Not Found with a 404, and sites whose sources hold no people.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { origin } from '../playwright.config';
import { expect, test } from './fixtures';

const num = (s: string) => Number(s.replace(/[,%]/g, ''));

/** The numbers of a column of the table (body rows) and its career (footer) cell, by its header as shown (PTS). */
async function column(table: Locator, header: string) {
  // An abbreviation's header also holds its full name for screen readers: read the <abbr> as shown.
  const headers = await table
    .locator('thead th')
    .evaluateAll((ths) => ths.map((th) => (th.querySelector('abbr') ?? th).textContent ?? ''));
  const i = headers.findIndex((h) => h.replace(/[^\w%+/-]/g, '') === header);
  expect(i, `column ${header}`).toBeGreaterThan(0);
  const body = await table.locator(`tbody tr > :nth-child(${i + 1})`).allTextContents();
  const career = await table.locator(`tfoot tr > :nth-child(${i + 1})`).textContent();
  return { cells: body.map(num), career: num(career ?? '') };
}

const careerStat = (page: Page, label: string) =>
  page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

test('hub: a name search finds Wayne Gretzky, kept in the URL, and leads to his page', async ({ page }) => {
  await page.goto(`${origin()}/players`);
  await page.getByRole('searchbox', { name: 'Search' }).fill('gretzky');
  const link = page.getByRole('list', { name: 'Players' }).getByRole('link', { name: 'Wayne Gretzky' });
  await expect(link).toBeVisible();
  expect(new URL(page.url()).searchParams.get('q')).toBe('gretzky');
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Wayne Gretzky' })).toBeVisible();
  await expect(careerStat(page, 'Goals')).toHaveText('894');
});

test('nba: LeBron James — the season table sums to its career row and to his career points', async ({
  page,
}) => {
  const res = await page.goto(`${origin('nba')}/players/lebron-james`);
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'LeBron James' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Regular season statistics by season' });
  const pts = await column(table, 'PTS');
  expect(pts.cells.length).toBeGreaterThan(15);
  expect(pts.cells.reduce((a, b) => a + b, 0)).toBe(pts.career);
  expect(num((await careerStat(page, 'Points').textContent()) ?? '')).toBe(pts.career);
  const cavs = table.getByRole('link', { name: 'Cleveland Cavaliers' }).first();
  await expect(cavs).toHaveAttribute('href', '/teams/cleveland-cavaliers/2003');
  await expect(page.getByRole('link', { name: '2016', exact: true })).toHaveAttribute(
    'href',
    '/seasons/nba-2015-16',
  );
});

test('mlb: a hitter’s season table sums to its career row; the career AVG is hits / at bats', async ({
  page,
}) => {
  await page.goto(`${origin('mlb')}/players/mike-trout`);
  const table = page.getByRole('table', { name: 'Regular season statistics by season' });
  const h = await column(table, 'H');
  const ab = await column(table, 'AB');
  expect(h.cells.reduce((a, b) => a + b, 0)).toBe(h.career);
  expect(ab.cells.reduce((a, b) => a + b, 0)).toBe(ab.career);
  const avg = await column(table, 'AVG');
  expect(avg.career).toBeCloseTo(h.career / ab.career, 3);
});

test('nba: filters live in the URL and narrow the directory on the server', async ({ page }) => {
  await page.goto(`${origin('nba')}/players?position=C&status=active`);
  await expect(page.getByRole('combobox', { name: 'Position' })).toHaveValue('C');
  const cards = page.getByRole('list', { name: 'Players' }).locator('> li');
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) await expect(card).toContainText('Active');
  await page.getByRole('button', { name: 'Next' }).click();
  expect(new URL(page.url()).searchParams.get('page')).toBe('2');
});

test('nba: a coach page shows the record by season with the titles', async ({ page }) => {
  await page.goto(`${origin('nba')}/coaches/phil-jackson`);
  await expect(page.getByRole('heading', { level: 1, name: 'Phil Jackson' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Coaching record by season' });
  const w = await column(table, 'W');
  expect(w.cells.reduce((a, b) => a + b, 0)).toBe(w.career);
  await expect(table.getByText('Champion', { exact: true })).toHaveCount(11);
  // Whole or labelled partial: the sum of the seasons in our sources, said so.
  await expect(page.getByText('Record in Our Sources').locator('xpath=following-sibling::p')).toHaveText(
    `${w.career}-${(await column(table, 'L')).career}`,
  );
});

test('nba: a coach last seen in the coaching source’s last season reads status unknown, not Inactive', async ({
  page,
}) => {
  // The NBA coaching records end with 2020-21, the league's data with 2025-26.
  await page.goto(`${origin('nba')}/coaches/erik-spoelstra`);
  await expect(page.getByRole('heading', { level: 1, name: 'Erik Spoelstra' })).toBeVisible();
  await expect(page.getByText('Status', { exact: true }).locator('xpath=following-sibling::p')).toHaveText(
    'Unknown',
  );
  await expect(page.getByText('Status after 2020-21 unknown: our coaching records end there.')).toBeVisible();
  // His record is the seasons with a W-L, says which, and is partial: his career runs past them.
  // (After 2015-16 the record is his team's, as its sole head coach; the postseason W-L is not in the sources.)
  await expect(
    page.getByText(
      'Record in our sources, 2008-09 to 2020-21; the sources do not give the rest of his career.',
      {
        exact: true,
      },
    ),
  ).toBeVisible();
  await expect(
    page.getByText(
      'Postseason record in our sources, 2008-09 to 2015-16; the sources do not give the rest of his career.',
      {
        exact: true,
      },
    ),
  ).toBeVisible();
  await expect(
    page.getByText('Record in Our Sources', { exact: true }).locator('xpath=following-sibling::p'),
  ).toHaveText(/^\d+-\d+ \(through 2020-21\)$/);
  await page.goto(`${origin('nba')}/coaches?q=spoelstra`);
  await expect(page.getByText('Status unknown', { exact: true })).toBeVisible();
});

test('nfl: a coach with career totals only says so; a player page is server-rendered', async ({ page }) => {
  await page.goto(`${origin('nfl')}/coaches/andy-reid`);
  await expect(page.getByRole('heading', { level: 1, name: 'Andy Reid' })).toBeVisible();
  await expect(
    page
      .getByText(/record as career totals only/)
      .or(page.getByRole('table', { name: 'Coaching record by season' })),
  ).toBeVisible();
  const res = await page.goto(`${origin('nfl')}/players/patrick-mahomes`);
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Patrick Mahomes' })).toBeVisible();
  await expect(careerStat(page, 'Passing Yards')).toBeVisible();
});

for (const [site, path, title] of [
  ['nba', '/players/no-such-player', 'Player Not Found'],
  ['hub', '/coaches/no-such-coach', 'Coach Not Found'],
] as const) {
  test(`${site}: ${path} answers 404 with ${title}`, async ({ page }) => {
    const res = await page.goto(`${origin(site)}${path}`);
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  });
}

// What each college site's sources lack (data/coverage.json): players everywhere, coaches in baseball and hockey.
for (const [site, lacksCoaches] of [
  ['cfb', false],
  ['cbb', false],
  ['cbs', true],
  ['chk', true],
] as const) {
  test(`${site}: the pages say what the sources lack, and the shell leaves those sections out`, async ({
    page,
  }) => {
    const players = await page.goto(`${origin(site)}/players`);
    expect(players?.status()).toBe(200);
    const empty = page.getByRole('region', { name: 'No Players in Our Sources' });
    await expect(empty).toContainText('hold no player records');
    await expect(empty.getByRole('link', { name: 'See the coaches' })).toHaveCount(lacksCoaches ? 0 : 1);
    const sections = ['Players', ...(lacksCoaches ? ['Coaches'] : [])];
    for (const area of [page.getByRole('navigation', { name: 'Main' }), page.locator('footer')])
      for (const name of sections) await expect(area.getByRole('link', { name, exact: true })).toHaveCount(0);
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Teams' }),
    ).toBeVisible();

    if (lacksCoaches) {
      // Not in the sitemap either (the small ones: college basketball's lists every coach and team season).
      // Through the browser: it resolves *.localhost to loopback (Node's resolver does not).
      const sitemap = (await (await page.goto(`${origin(site)}/sitemap.xml`))?.text()) ?? '';
      expect(sitemap).toContain('/teams<');
      expect(sitemap).not.toMatch(/\/(players|coaches)</);
    }

    await page.goto(`${origin(site)}/coaches`);
    if (lacksCoaches)
      await expect(page.getByRole('region', { name: 'No Coaches in Our Sources' })).toContainText(
        'hold no coach records',
      );
    else await expect(page.getByRole('list', { name: 'Coaches' }).getByRole('link').first()).toBeVisible();
  });
}

for (const [site, query, name] of [
  ['nfl', 'mahomes', 'Patrick Mahomes'],
  ['mlb', 'ohtani', 'Shohei Ohtani'],
  ['nba', 'lebron', 'LeBron James'],
] as const) {
  test(`${site}: a name search finds ${name}`, async ({ page }) => {
    await page.goto(`${origin(site)}/players`);
    await page.getByRole('searchbox', { name: 'Search' }).fill(query);
    await expect(page.getByRole('list', { name: 'Players' }).getByRole('link', { name })).toBeVisible();
    expect(new URL(page.url()).searchParams.get('q')).toBe(query);
  });
}

test('nfl: Drew Brees — the season table sums to its total row and to his career passing yards', async ({
  page,
}) => {
  await page.goto(`${origin('nfl')}/players/drew-brees`);
  const table = page.getByRole('table', { name: 'Regular season statistics by season' });
  const yds = await column(table, 'PassYds');
  expect(yds.cells.length).toBe(20);
  expect(yds.cells.reduce((a, b) => a + b, 0)).toBe(yds.career);
  expect(num((await careerStat(page, 'Passing Yards').textContent()) ?? '')).toBe(yds.career);
});

test("nhl: a skater's season lines run to the latest season (Hockey-Reference 2020-21 to 2025-26)", async ({
  page,
}) => {
  await page.goto(`${origin('nhl')}/players/connor-mcdavid`);
  const table = page.getByRole('table', { name: 'Regular season statistics by season' });
  await expect(table.locator('tfoot tr > :first-child')).toHaveText('Total');
  await expect(table.getByRole('row', { name: /2025-26/ }).first()).toBeVisible();
  await expect(page.getByText(/statistics stop after the 2019-20 season/)).toHaveCount(0);
});

test('a player or coach of another sport is not on a sport site (Not Found, 404); the hub shows him', async ({
  page,
}) => {
  for (const [site, path, title] of [
    ['nfl', '/players/lebron-james', 'Player Not Found'],
    ['mlb', '/coaches/andy-reid', 'Coach Not Found'],
  ] as const) {
    const res = await page.goto(`${origin(site)}${path}`);
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  }
  const hub = await page.goto(`${origin()}/players/lebron-james`);
  expect(hub?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'LeBron James' })).toBeVisible();
});

test('nfl: the Super Bowl MVP links to his player page', async ({ page }) => {
  await page.goto(`${origin('nfl')}/championships/super-bowl`);
  const table = page.getByRole('table', { name: 'All results' });
  await table.getByRole('link', { name: 'Patrick Mahomes' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Patrick Mahomes' })).toBeVisible();
});

test('mlb: a roster row links to the player page', async ({ page }) => {
  await page.goto(`${origin('mlb')}/teams/los-angeles-dodgers/2024?tab=roster`);
  await page.getByRole('table', { name: 'Roster' }).getByRole('link', { name: 'Mookie Betts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mookie Betts' })).toBeVisible();
});

/** A site's file through the API request context (Node does not resolve *.localhost): its host in the header. */
const siteFile = (request: APIRequestContext, site: string, path: string) =>
  request.get(`${origin()}${path}`, { headers: { host: new URL(origin(site)).host } });

test('sitemaps list every player and coach: the hub’s is an index of numbered sitemaps of ≤ 50,000 URLs', async ({
  request,
}) => {
  // A cold sitemap lists every page of the site (the hub: over 100,000).
  test.setTimeout(180_000);
  const nfl = await siteFile(request, 'nfl', '/sitemap.xml');
  expect(nfl.headers()['content-type']).toBe('application/xml; charset=utf-8');
  const nflBody = await nfl.text();
  expect(nflBody).toContain('<urlset');
  expect(nflBody).toContain(`<loc>${origin('nfl')}/players/patrick-mahomes</loc>`);
  expect(nflBody).toContain(`<loc>${origin('nfl')}/coaches/andy-reid</loc>`);
  expect(nflBody).not.toContain('/players/lebron-james<');

  const index = await siteFile(request, 'hub', '/sitemap.xml');
  expect(index.status()).toBe(200);
  expect(index.headers()['content-type']).toBe('application/xml; charset=utf-8');
  const body = await index.text();
  expect(body).toContain('<sitemapindex');
  const maps = [...body.matchAll(/<sitemap><loc>(.*?)<\/loc><\/sitemap>/g)].map((m) => m[1]);
  expect(maps.length).toBeGreaterThan(1);
  expect(maps[0]).toBe(`${origin()}/sitemap-1.xml`);
  const urls: string[] = [];
  for (const map of maps) {
    const part = await siteFile(request, 'hub', new URL(map).pathname);
    expect(part.headers()['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...(await part.text()).matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);
    expect(locs.length).toBeLessThanOrEqual(50_000);
    urls.push(...locs);
  }
  expect(new Set(urls).size).toBe(urls.length);
  expect(urls).toEqual(
    expect.arrayContaining([
      `${origin()}/players/wayne-gretzky`,
      `${origin()}/players/lebron-james`,
      `${origin()}/coaches/phil-jackson`,
    ]),
  );
  expect((await siteFile(request, 'hub', `/sitemap-${maps.length + 1}.xml`)).status()).toBe(404);
});
