// The site search on the real server and data: the top bar's combobox (results as you type, arrows and Enter), the
// Thunder found by its Seattle name, the hub linking to each result's own site, and the results page without
// JavaScript.
import type { Page } from '@playwright/test';
import { origin } from '../playwright.config';
import { expect, test } from './fixtures';

const BOX = 'Find a name or season';

/** Types into the top bar's search and waits for the option; returns it. */
async function typeAndFind(page: Page, text: string, option: RegExp) {
  // The plain field of the first paint, or the combobox it became on focus.
  await page.locator('header input[name="q"]').click();
  const box = page.getByRole('combobox', { name: BOX });
  // The answer for the whole text (earlier keystrokes' lists are replaced when it arrives).
  const final = page.waitForResponse((res) => new URL(res.url()).searchParams.get('q') === text);
  await box.pressSequentially(text, { delay: 30 });
  await final;
  const found = page.getByRole('listbox', { name: 'Search results' }).getByRole('option', { name: option });
  await expect(found.first()).toBeVisible();
  return { box, option: found.first() };
}

/** ArrowDown until `option` is the active one, then Enter. */
async function chooseWithArrows(
  page: Page,
  box: ReturnType<Page['getByRole']>,
  option: ReturnType<Page['getByRole']>,
) {
  for (let i = 0; i < 20 && (await option.getAttribute('aria-selected')) !== 'true'; i++)
    await box.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id')) ?? '');
  await box.press('Enter');
}

test('nba: a partial name shows the player; arrows and Enter open his page', async ({ page }) => {
  await page.goto(`${origin('nba')}/`);
  const { box, option } = await typeAndFind(page, 'lebro', /LeBron James/);
  await expect(option).toContainText('Player · F-G · 2003–');
  await chooseWithArrows(page, box, option);
  await expect(page).toHaveURL(`${origin('nba')}/players/lebron-james`);
  await expect(page.getByRole('heading', { level: 1, name: 'LeBron James' })).toBeVisible();
});

test('nba: "Sonics" finds the Thunder franchise with the Seattle name shown; Enter on the text opens the page', async ({
  page,
}) => {
  await page.goto(`${origin('nba')}/teams`);
  const { box, option } = await typeAndFind(page, 'Sonics', /Oklahoma City Thunder/);
  await expect(option).toContainText('Matched former name: Seattle SuperSonics, 1967–2007');
  await box.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await box.press('Enter');
  await expect(page).toHaveURL(`${origin('nba')}/search?q=Sonics`);
  await expect(page.getByRole('heading', { level: 1, name: 'Search: Sonics' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Oklahoma City Thunder' })).toHaveAttribute(
    'href',
    '/teams/oklahoma-city-thunder',
  );
});

test('hub: a partial name shows the player on his site; Enter opens it there', async ({ page }) => {
  await page.goto(`${origin()}/`);
  await page.keyboard.press('/');
  await expect(page.locator('header input[name="q"]')).toBeFocused();
  const { box, option } = await typeAndFind(page, 'gretz', /Wayne Gretzky/);
  await expect(option).toContainText('NHL');
  await chooseWithArrows(page, box, option);
  await expect(page).toHaveURL(`${origin('nhl')}/players/wayne-gretzky`);
});

test('cbb: the search covers college basketball only; Texas Western finds UTEP', async ({ page }) => {
  await page.goto(`${origin('cbb')}/`);
  const { box, option } = await typeAndFind(page, 'Texas Wes', /UTEP/);
  await expect(option).toContainText('Matched former name: Texas Western, 1960–1966');
  await expect(page.getByRole('option', { name: /Texas Rangers/ })).toHaveCount(0);
  await chooseWithArrows(page, box, option);
  await expect(page).toHaveURL(`${origin('cbb')}/teams/utep-basketball`);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('hub: the top bar form opens the server-rendered results page, paged by kind', async ({ page }) => {
    await page.goto(`${origin()}/`);
    await page.getByRole('searchbox', { name: BOX }).fill('sonics');
    await page.getByRole('searchbox', { name: BOX }).press('Enter');
    await expect(page).toHaveURL(`${origin()}/search?q=sonics`);
    const team = page.getByRole('link', { name: 'Oklahoma City Thunder' });
    await expect(team).toHaveAttribute('href', `${origin('nba')}/teams/oklahoma-city-thunder`);
    await expect(page.getByText('Matched former name: Seattle SuperSonics, 1967–2007')).toBeVisible();

    await page.goto(`${origin()}/search?q=john`);
    await page
      .getByRole('navigation', { name: 'Kind of result' })
      .getByRole('link', { name: 'Players' })
      .click();
    await expect(page).toHaveURL(`${origin()}/search?q=john&kind=player`);
    await page.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(`${origin()}/search?q=john&kind=player&page=2`);
    await expect(page.getByText(/^Page 2 of \d+/)).toBeVisible();
  });

  test('nba: nothing found says so and offers the closest names', async ({ page }) => {
    const res = await page.goto(`${origin('nba')}/search?q=Supersonix%20Yankeez%20Qqqq`);
    expect(res?.status()).toBe(200);
    await expect(
      page.getByRole('heading', { name: 'No matches for “Supersonix Yankeez Qqqq”' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Seattle SuperSonics' })).toBeVisible();
  });
});

// The obvious record first: ranked by how likely a fan means it, not by spelling alone. The full list of
// pinned names per sport runs through the API in apps/api/src/search/famous-names.spec.ts.
for (const [site, text, first] of [
  ['nfl', 'brady', /^Tom Brady/],
  ['hub', 'jordan', /^Michael Jordan/],
  ['hub', 'ruth', /^Babe Ruth/],
  ['hub', 'gretzky', /^Wayne Gretzky/],
  ['cfb', 'saban', /^Nick Saban/],
  ['nba', 'seattle supersonics', /Seattle SuperSonics/],
] as const) {
  test(`${site}: "${text}" finds the one a fan means first`, async ({ page }) => {
    await page.goto(`${origin(site)}/`);
    const { box } = await typeAndFind(page, text, first);
    const options = page.getByRole('listbox', { name: 'Search results' }).getByRole('option');
    await expect(options.first()).toHaveAccessibleName(first);
    await expect(box).toHaveValue(text);
  });
}
