// The e2e `test`: as Playwright's, except that page.goto and page.reload wait until a server-rendered page is
// hydrated (its links and buttons work before that only as plain HTML), when JavaScript is on.
import { test as base, expect, type Page } from '@playwright/test';

export { expect };

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    const hydrated = async <R extends { headers(): Record<string, string> } | null>(res: R): Promise<R> => {
      const html = res?.headers()['content-type']?.startsWith('text/html');
      if (javaScriptEnabled && html && (await page.locator('#root').count()) > 0)
        await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
      return res;
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => hydrated(await goto(...args));
    page.reload = async (...args) => hydrated(await reload(...args));
    await use(page);
  },
});

/** Reads an API answer from inside the page, so the browser resolves the site's *.localhost host name. */
export const api = <T>(page: Page, url: string) =>
  page.evaluate(async (u) => (await fetch(u)).json(), url) as Promise<T>;
