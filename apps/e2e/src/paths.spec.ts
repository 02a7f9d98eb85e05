// Paths a visitor takes without a link: deep pages of a directory, another sport's fixtures, a sport named in any
// case. Each opens a page, or the not-found page with 404 for what does not exist.
import { api, expect, test } from './fixtures';
import { origin } from '../playwright.config';

test('nfl players: every page the directory offers opens, to the last; one past it is Not Found', async ({
  page,
}) => {
  const deep = await page.goto(`${origin('nfl')}/players?page=418`);
  expect(deep?.status()).toBe(200);
  await expect(page.getByRole('main').getByRole('link').filter({ hasText: /\w/ }).first()).toBeVisible();
  const { count } = await api<{ count: number }>(
    page,
    '/api/people/players/?sport__slug=football&level__slug=professional&page_size=24',
  );
  const last = Math.ceil(count / 24);
  expect(last).toBeGreaterThan(418);
  expect((await page.goto(`${origin('nfl')}/players?page=${last}`))?.status()).toBe(200);
  await expect(page.getByRole('main')).not.toContainText('Failed to load');
  expect((await page.goto(`${origin('nfl')}/players?page=${last + 1}`))?.status()).toBe(404);
});

test('fixtures: the site’s sport in any case opens; another sport is Sport Not Found with 404', async ({
  page,
}) => {
  for (const sport of ['basketball', 'Basketball']) {
    expect((await page.goto(`${origin('nba')}/fixtures/${sport}`))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Basketball Fixtures');
  }
  expect((await page.goto(`${origin('nba')}/fixtures/football`))?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Sport Not Found' })).toBeVisible();
});
