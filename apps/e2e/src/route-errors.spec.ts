// A path no route can match in the browser (React Router's splat does not match a line terminator, U+2028 or U+2029) is
// answered 404 with the not-found page by the server, and after hydration the browser shows the same page: the
// route table's root error element, never React Router's developer error page.
import { expect, test } from './fixtures';
import { origin } from '../playwright.config';

const paths = [
  ['hub', '/%E2%80%A8'],
  ['nfl', '/a%E2%80%A8b'],
  ['cbb', '/standings%E2%80%A9'],
] as const;

for (const [site, path] of paths) {
  test(`${site} ${path}: 404 with the site's not-found page, before and after hydration`, async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
    page.on('console', (m) => {
      // The document's own 404 is reported by Chromium as a failed resource; anything else is a problem.
      if (m.type() === 'error' && !m.text().includes('status of 404')) problems.push(m.text());
    });
    const res = await page.goto(`${origin(site)}${path}`);
    expect(res?.status()).toBe(404);
    // page.goto waited for hydration (html[data-hydrated]); the page is the one the server sent.
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible();
    await expect(page.getByText(/Unexpected Application Error|Hey developer/)).toHaveCount(0);
    await expect(page).toHaveTitle(/^Page Not Found \|/);
    // The layout stays: the top bar's search and the footer are there.
    await expect(page.getByRole('contentinfo')).toBeVisible();
    // And the site works from there: the link home navigates in the browser.
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(`${origin(site)}/`);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Page Not Found');
    expect(problems).toEqual([]);
  });
}
