// Server rendering as a browser meets it: the content is in the HTML (readable with JavaScript off), hydration is
// silent and fetches none of the page's data again, and pages answer with their status, head tags and files.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { origin } from '../playwright.config';

/** The main routes and a text each shows from the data. */
const mainRoutes = [
  { site: 'nfl', path: '/', text: 'Super Bowl' },
  { site: 'hub', path: '/', text: 'Recent Champions' },
  { site: 'nfl', path: '/championships', text: 'Super Bowl' },
  { site: 'nfl', path: '/championships/super-bowl', text: 'Current Champion' },
  { site: 'nfl', path: '/champions', text: 'Super Bowl' },
  { site: 'nfl', path: '/seasons', text: '2025 NFL Season' },
  { site: 'nfl', path: '/seasons/nfl-2025', text: 'Seattle Seahawks' },
  { site: 'hub', path: '/championships', text: 'Stanley Cup' },
  { site: 'cbb', path: '/championships/ncaa-mens-basketball-tournament', text: 'Current Champion' },
  { site: 'cbb', path: '/seasons', text: 'NCAA' },
];

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  for (const { site, path, text } of mainRoutes) {
    test(`${site} ${path}: the content is in the page`, async ({ page }) => {
      const res = await page.goto(`${origin(site)}${path}`);
      expect(res?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('main')).toContainText(text);
      await expect(page.getByText(/^Loading/)).toHaveCount(0);
    });
  }
});

/** Console errors and warnings, uncaught errors, and the API calls the page makes while it loads. */
function watch(page: Page) {
  const problems: string[] = [];
  const apiCalls: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/')) apiCalls.push(url.pathname);
  });
  return { problems, apiCalls };
}

test.describe('hydration', () => {
  for (const { site, path } of mainRoutes) {
    test(`${site} ${path}: no console error or warning, and the page's data is not fetched again`, async ({
      page,
    }) => {
      const seen = watch(page);
      await page.goto(`${origin(site)}${path}`, { waitUntil: 'networkidle' });
      expect(seen.problems).toEqual([]);
      // Only the start-up warm-up of the sports list; the page's own data came with the HTML.
      expect(seen.apiCalls.filter((p) => p !== '/api/core/sports/')).toEqual([]);
    });
  }

  test('after hydration, links, the season picker and the filters work', async ({ page }) => {
    const seen = watch(page);
    await page.goto(`${origin('nfl')}/championships/super-bowl`, { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: 'All Championships' }).click();
    await expect(page).toHaveURL(/\/championships$/);
    await expect(page).toHaveTitle('Championships | Trophy Room Pro Football');
    const picker = page.getByRole('banner').getByLabel('Season', { exact: true });
    await picker.selectOption('2015');
    await expect(page).toHaveURL(/\/championships\?season=2015$/);
    await expect(picker).toHaveValue('2015');
    await page
      .getByRole('main')
      .getByRole('link', { name: /View Details/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(seen.problems).toEqual([]);
  });
});

test.describe('before hydration', () => {
  test('a search typed and a filter chosen while the page is plain HTML count once it hydrates', async ({
    context,
  }) => {
    // A page of its own (the fixture's would wait for hydration), whose JavaScript is held until the visitor acted.
    const page = await context.newPage();
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${origin()}/teams`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('searchbox', { name: 'Search teams' }).fill('thunder');
    await page.getByRole('main').getByLabel('Sport').selectOption('basketball');
    expect(await page.locator('html[data-hydrated]').count()).toBe(0);
    release();
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await expect(page).toHaveURL(/[?&]q=thunder/);
    await expect(page).toHaveURL(/[?&]sport=basketball/);
    await expect(page.getByRole('link', { name: /Oklahoma City Thunder/ })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search teams' })).toHaveValue('thunder');
  });
});

test.describe('status codes, head and files', () => {
  test('an unknown route answers 404 with the not-found page', async ({ page }) => {
    for (const path of ['/no-such-page', '/.env', '/index.php']) {
      const res = await page.goto(`${origin('nhl')}${path}`);
      expect(res?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    }
  });

  test('an unknown slug answers 404 with its not-found state', async ({ page }) => {
    const cup = await page.goto(`${origin('nfl')}/championships/no-such-cup`);
    expect(cup?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Championship Not Found' })).toBeVisible();
    const season = await page.goto(`${origin('nfl')}/seasons/no-such-season`);
    expect(season?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Season Not Found' })).toBeVisible();
  });

  test('an unknown host answers 404', async ({ page }) => {
    const res = await page.goto(`${origin('xyz')}/`);
    expect(res?.status()).toBe(404);
  });

  test('a page carries its title, description, canonical URL and Open Graph tags', async ({ page }) => {
    await page.goto(`${origin('nfl')}/championships/super-bowl`);
    await expect(page).toHaveTitle(/^Super Bowl — champions 1966–20\d\d \| Trophy Room Pro Football$/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /^Super Bowl: every champion/,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${origin('nfl')}/championships/super-bowl`,
    );
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      /^Super Bowl — champions/,
    );
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
      'content',
      `${origin('nfl')}/championships/super-bowl`,
    );
  });

  test('robots.txt and sitemap.xml are real files with their content types', async ({ page }) => {
    test.slow(); // the first sitemap.xml of a site lists every page it has: 20–35 s on a loaded machine
    const robots = await page.goto(`${origin('cbb')}/robots.txt`);
    expect(robots?.status()).toBe(200);
    expect(robots?.headers()['content-type']).toBe('text/plain; charset=utf-8');
    expect(await robots?.text()).toContain(`Sitemap: ${origin('cbb')}/sitemap.xml`);
    const sitemap = await page.goto(`${origin('cbb')}/sitemap.xml`);
    expect(sitemap?.status()).toBe(200);
    expect(sitemap?.headers()['content-type']).toBe('application/xml; charset=utf-8');
    const body = (await sitemap?.text()) ?? '';
    expect(body).toContain(`<loc>${origin('cbb')}/championships/ncaa-mens-basketball-tournament</loc>`);
    expect(body).toContain(`<loc>${origin('cbb')}/seasons/ncaa-basketball-2024-25</loc>`);
  });
});
