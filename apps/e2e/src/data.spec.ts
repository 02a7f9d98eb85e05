// /data on the real server: every table of the dataset listed with its figures, a downloaded file whose SHA-256 is
// the one the page shows, the archive, the dictionary and licences, on every site and on a phone.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { origin } from '../playwright.config';

const sites = ['hub', 'nfl', 'nba', 'mlb', 'nhl', 'cfb', 'cbb', 'cbs', 'chk'];

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('lists every table as a download with its rows, size and SHA-256', async ({ page, request }) => {
    // The tables as the package descriptor names them (the pipeline writes one resource per table).
    const pkg = (await (await request.get(`${origin()}/data/datapackage.json`)).json()) as {
      resources: { name: string }[];
    };
    const tables = pkg.resources.map((r) => r.name);
    expect(tables).toHaveLength(28);
    await page.goto(`${origin('nba')}/data`);
    await expect(page.getByRole('heading', { level: 1, name: 'Download the Data' })).toBeVisible();
    const files = page.getByRole('table', { name: 'Dataset files' });
    await expect(files.getByRole('row')).toHaveCount(tables.length + 1);
    for (const t of tables)
      await expect(files.getByRole('link', { name: `${t}.csv.gz`, exact: true })).toHaveAttribute(
        'href',
        `/data/${t}.csv.gz`,
      );
    const games = files.getByRole('row').filter({ has: page.getByRole('link', { name: 'games.csv.gz' }) });
    await expect(games).toContainText('635,096');
    await expect(games).toContainText('1871–2025');
    await expect(
      page.getByRole('link', { name: /Download everything \(trophy-room-data\.tar, [\d.]+ MB\)/ }),
    ).toBeVisible();
    // Each league's seasons held per table, with the league's seasons a table lacks.
    const held = page.getByRole('table', { name: /^Seasons each league's rows hold, by table/ });
    await expect(held.getByRole('row', { name: /^National Hockey League games / })).toContainText(
      '1917–1948',
    );
  });

  test('a downloaded file’s SHA-256 is the one the page shows', async ({ page }) => {
    await page.goto(`${origin('nhl')}/data`);
    const row = page
      .getByRole('table', { name: 'Dataset files' })
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: 'teams.csv.gz', exact: true }) });
    const shown = (await row.locator('code').textContent())!.trim();
    expect(shown).toMatch(/^[0-9a-f]{64}$/);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('link', { name: 'teams.csv.gz' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('teams.csv.gz');
    const bytes = readFileSync((await download.path())!);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(shown);
  });

  test('shows the dictionary and each source’s licence with what it allows', async ({ page }) => {
    await page.goto(`${origin('cbb')}/data`);
    await page
      .locator('summary')
      .filter({ hasText: /^games — / })
      .click();
    const dict = page.getByRole('table', { name: 'Columns of games.csv.gz' });
    await expect(dict.getByRole('row').filter({ hasText: 'home_team_id' })).toContainText(
      'integer → teams.id',
    );
    const sources = page.getByRole('table', { name: 'Sources, their licences and what they allow' });
    // The Lahman database's own row (a derived source names it in its attribution too).
    await expect(sources.getByRole('row').filter({ hasText: /^Lahman Baseball Database/ })).toContainText(
      'CC BY-SA 3.0',
    );
    await expect(
      sources.getByRole('row').filter({ hasText: 'March Machine Learning Mania (men' }),
    ).toContainText('Restricted');
  });

  for (const site of sites)
    test(`${site}: the footer links to the page`, async ({ page, request }) => {
      const pkg = (await (await request.get(`${origin()}/data/datapackage.json`)).json()) as {
        resources: unknown[];
      };
      await page.goto(`${origin(site)}/`);
      await page.getByRole('contentinfo').getByRole('link', { name: 'Download the Data' }).click();
      await expect(page).toHaveURL(`${origin(site)}/data`);
      // The catalogue is fetched and the page drawn in the browser after the client-side navigation.
      await expect(page.getByRole('table', { name: 'Dataset files' }).getByRole('row')).toHaveCount(
        pkg.resources.length + 1,
        {
          timeout: 15_000,
        },
      );
    });

  test('an unknown file answers 404 {detail}', async ({ request }) => {
    const res = await request.get(`${origin()}/data/nope.csv.gz`);
    expect(res.status()).toBe(404);
    expect(await res.json()).toEqual({ detail: expect.stringContaining('/data') });
  });
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the page fits the phone, the tables scroll inside themselves', async ({ page }) => {
    await page.goto(`${origin('mlb')}/data`);
    await expect(page.getByRole('link', { name: /Download everything/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
