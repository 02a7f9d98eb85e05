// /features, /debug and /data-quality on the real server and the real dataset.
import { paths } from '@trophy-room/routes';
import { expect, test } from './fixtures';
import { origin } from '../playwright.config';

test.describe('features', () => {
  test('NBA: tabs with counts, the category in the URL, the plans', async ({ page }) => {
    const res = await page.goto(`${origin('nba')}${paths.features()}`);
    expect(res?.status()).toBe(200);
    await expect(page).toHaveTitle(/^Features \| Trophy Room Pro Basketball/);
    await page.getByRole('tab', { name: 'Data (2)' }).click();
    await expect(page).toHaveURL(/\?category=data$/);
    await expect(page.getByRole('tabpanel').getByRole('heading', { level: 3 })).toHaveText([
      'Championship History',
      'Data Quality Checks',
    ]);
    await expect(page.getByLabel('Pro plan')).toContainText('$9.99 per month');
  });
});

test.describe('debug', () => {
  test('college basketball: host and port, configuration, and the test call with the real teams', async ({
    page,
  }) => {
    await page.goto(`${origin('cbb')}${paths.debug()}`);
    const url = new URL(origin('cbb'));
    await expect(page.getByRole('region', { name: 'Host' })).toContainText(url.hostname);
    await expect(page.getByRole('region', { name: 'Host' })).toContainText(url.port);
    const call = page.getByRole('region', { name: 'Test call: teams' });
    await expect(call).toContainText('{"sport__slug":"basketball","level__slug":"ncaa-division-i"}');
    await expect(call.getByRole('listitem')).toHaveCount(3);
    await expect(call.getByRole('listitem').first()).toContainText('(Basketball)');
    await expect(page.getByRole('region', { name: 'Sibling sites' }).getByRole('link')).toHaveCount(9);
  });
});

test.describe('data quality', () => {
  test('hub: the checks of the whole dataset, server-rendered, with sources and set-aside rows', async ({
    page,
  }) => {
    const res = await page.goto(`${origin()}${paths.dataQuality()}`);
    expect(res?.status()).toBe(200);
    const html = (await res?.text()) ?? '';
    expect(html).toContain('Overall score');
    const overall = page.getByRole('region', { name: 'Overall score' });
    await expect(overall).toContainText('Jun 14, 2026');
    await expect(page.getByRole('meter')).toHaveCount(4);
    await expect(page.getByRole('table', { name: 'Data sources' })).toContainText('Lahman');
    await expect(page.getByRole('table', { name: 'Rows set aside by the pipeline' })).toContainText(
      'ncaa-mbb-team-seasons',
    );
    await page.getByRole('button', { name: 'View All Rules' }).click();
    await expect(page).toHaveURL(/\?rules=all$/);
    await expect(page.getByRole('table', { name: 'Every validation rule' })).toContainText(
      'A champion for every year the title was held',
    );
  });

  test('NBA: the figures two sources give, their disagreements and the empty fields', async ({ page }) => {
    const res = await page.goto(`${origin('nba')}${paths.dataQuality()}`);
    expect(res?.status()).toBe(200);
    // Server-rendered with the report.
    expect((await res?.text()) ?? '').toContain('Figures two sources give');
    const figures = page.getByRole('table', { name: 'Figures compared per league' });
    await expect(figures).toContainText("Team-season W-L: standings vs the team's games");
    await expect(figures).not.toContainText('National Hockey League');
    await expect(page.getByRole('table', { name: 'Disagreements between sources' })).toBeVisible();
    await figures.getByRole('button', { name: /List the \d+ disagreements: Team-season W-L/ }).click();
    await expect(page.getByText(/disagreements over team_season\.record/)).toBeVisible();
    await expect(page.getByRole('table', { name: 'Empty fields per league' })).toContainText(
      'The BAA held its first draft in 1947',
    );
    // The coverage model: each figure's seasons in the sport's labels, the league's seasons it lacks.
    const coverage = page.getByRole('table', { name: 'Seasons each figure is held for, per league' });
    await expect(
      coverage.getByRole('row', { name: /^National Basketball Association Regular-season games/ }),
    ).toContainText('1946-47–2025-26');
    // The postseason's games apart: 538's file ends before the 2019-20 bubble.
    await expect(
      coverage.getByRole('row', { name: /^National Basketball Association Postseason games/ }),
    ).toContainText('2019-20');
    await expect(coverage).not.toContainText('National Hockey League');
  });

  test('NHL: Run Full Validation runs the checks again; Export Report downloads the CSV', async ({
    page,
  }) => {
    await page.goto(`${origin('nhl')}${paths.dataQuality({ rules: 'all' })}`);
    const rules = page.getByRole('table', { name: 'Every validation rule' });
    await expect(rules).toContainText('National Hockey League');
    await expect(rules).not.toContainText('National Basketball Association');
    const run = page.waitForResponse((r) => r.url().includes('/api/core/data-quality/run/'));
    await page.getByRole('button', { name: 'Run Full Validation' }).click();
    expect((await run).status()).toBe(200);
    await expect(page.getByRole('button', { name: 'Run Full Validation' })).toBeEnabled();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export Report' }).click();
    expect((await download).suggestedFilename()).toBe('trophy-room-nhl-data-quality.csv');
  });

  test('the home page links "How we check the data" here', async ({ page }) => {
    await page.goto(`${origin('nfl')}/`);
    await page.getByRole('link', { name: 'How we check the data' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Data Quality' })).toBeVisible();
  });
});

test.describe('shell', () => {
  test('the first Tab reaches "Skip to content", which moves focus to the page', async ({ page }) => {
    await page.goto(`${origin('nba')}${paths.features()}`);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
  });
});
