// /analytics on the real server and the real dataset: figures computed by the API, server-rendered with the charts,
// the selectors in the URL, Export as CSV.
import { paths } from '@trophy-room/routes';
import { expect, test } from './fixtures';
import { origin } from '../playwright.config';

const kpis = (page: import('@playwright/test').Page) =>
  page.getByRole('list', { name: 'Key figures' }).getByRole('listitem');

test.describe('analytics', () => {
  test('hub: server-rendered KPI cards and SVG charts of one league (the NFL first), as of its data', async ({
    page,
  }) => {
    const res = await page.goto(`${origin()}${paths.analytics()}`);
    expect(res?.status()).toBe(200);
    const html = (await res?.text()) ?? '';
    // The figures and both charts are in the HTML the server sent, before any script runs.
    expect(html).toContain('Home win rate');
    expect(html.match(/<svg[^>]*data-chart="/g)).toHaveLength(2);
    expect(html).toContain('data as of Feb 8, 2026');
    await expect(page).toHaveTitle(/^Analytics \|/);
    await expect(kpis(page)).toHaveCount(4);
    await expect(kpis(page).first()).toContainText(/Home win rate\d+(\.\d)?%/);
    await expect(kpis(page).nth(3)).toContainText(/Games\d{1,3}(,\d{3})*/);
    await expect(page.getByTestId('analytics-period')).toContainText('change against');
    await expect(page.getByRole('region', { name: 'Insights' }).getByRole('listitem')).toHaveCount(3);
    // One league at a time, in its sport's units: never points averaged across sports.
    await expect(page.getByLabel('League')).toHaveValue('nfl');
    await expect(kpis(page).nth(1)).toContainText('Points per game');
    await page.getByLabel('League').selectOption({ label: 'MLB' });
    await expect(page).toHaveURL(/\?league=mlb$/);
    await expect(kpis(page).nth(1)).toContainText('Runs per game');
  });

  test('hub: changing category and timeframe updates the URL and the figures; Export downloads a CSV', async ({
    page,
  }) => {
    await page.goto(`${origin()}${paths.analytics()}`);
    const before = await kpis(page).first().textContent();
    await page.getByLabel('Metric category').selectOption({ label: 'Season Trends' });
    await expect(page).toHaveURL(/\?category=season-trends$/);
    await expect(kpis(page).first()).toContainText('Titles decided');
    await page.getByLabel('Timeframe').selectOption({ label: 'All Time' });
    await expect(page).toHaveURL(/\?category=season-trends&timeframe=all$/);
    await expect(page.getByTestId('analytics-period')).toContainText('All time');
    expect(await kpis(page).first().textContent()).not.toBe(before);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('trophy-room-hub-analytics-season-trends-all.csv');
    await expect(page.getByText('CSV downloaded')).toBeVisible();
  });

  test('NHL: its league only; the detailed report and a team Filter live in the URL', async ({ page }) => {
    const res = await page.goto(`${origin('nhl')}${paths.analytics({ report: true })}`);
    expect(res?.status()).toBe(200);
    expect((await res?.text()) ?? '').toContain('2025-26 NHL Season');
    const report = page.getByRole('table', { name: 'Team records' });
    await expect(report).toContainText('NHL');
    await expect(report).not.toContainText('NBA');
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByRole('combobox', { name: 'Team', exact: true }).selectOption({ label: 'Boston Bruins' });
    await expect(page).toHaveURL(/team=boston-bruins/);
    await expect(page.getByRole('button', { name: 'Filter: Boston Bruins' })).toBeVisible();
    await expect(report.getByRole('row')).toHaveCount(2);
    await page.getByLabel('Metric category').selectOption({ label: 'Game Analysis' });
    await expect(page).toHaveURL(/category=game-analysis/);
    await expect(kpis(page).nth(1)).toContainText('Total goals per game');
  });
});
