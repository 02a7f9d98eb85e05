// Opens one URL in a fresh browser context (empty cache) and collects the JS, CSS and API JSON the page had
// downloaded at the moment its content was shown.
//
// "Content shown" (generic, the same before and after server rendering): the route's main heading (the first <h1>
// in <main>) is visible and has text, React has rendered or hydrated it (it carries React's fiber, so the JS that
// makes it interactive has run), nothing in <main> announces loading (role=status, aria-busy=true, a skeleton),
// and no API request is in flight. A server-rendered heading therefore counts only once it is hydrated: the
// figure stays "what must load before the content is visible and interactive".
import type { Browser, Response } from 'playwright-core';

export type FirstLoad =
  | { shown: true; status: number; js: Buffer[]; css: Buffer[]; json: Buffer[]; files: string[] }
  | { shown: false; reason: string };

const TIMEOUT_MS = 30_000;

/** Runs in the page: the URLs of the resources loaded so far once the content is shown, else false. */
function contentShown(): string[] | false {
  const main = document.querySelector('main') ?? document.body;
  const heading = main.querySelector('h1');
  if (!heading?.textContent?.trim() || !heading.checkVisibility()) return false;
  if (!Object.keys(heading).some((key) => key.startsWith('__reactFiber$'))) return false;
  if (main.querySelector('[role="status"], [aria-busy="true"], [data-slot="skeleton"]')) return false;
  return performance.getEntriesByType('resource').map((entry) => entry.name);
}

const kind = (url: string) => {
  const { pathname } = new URL(url);
  if (pathname.startsWith('/api/')) return 'json';
  return /\.m?js$/.test(pathname) ? 'js' : pathname.endsWith('.css') ? 'css' : null;
};

export async function firstLoad(browser: Browser, url: string): Promise<FirstLoad> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const bodies = new Map<string, Promise<Buffer | null>>();
  let apiInFlight = 0;
  page.on('request', (r) => void (kind(r.url()) === 'json' && apiInFlight++));
  const settled = (r: { url(): string }) => void (kind(r.url()) === 'json' && apiInFlight--);
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  page.on('response', (r: Response) => {
    if (kind(r.url()))
      bodies.set(
        r.url(),
        r.body().catch(() => null),
      );
  });
  try {
    const response = await page.goto(url, { waitUntil: 'commit', timeout: TIMEOUT_MS });
    if (!response) return { shown: false, reason: 'no response' };
    const deadline = Date.now() + TIMEOUT_MS;
    for (;;) {
      const left = deadline - Date.now();
      if (left <= 0) return { shown: false, reason: `not within ${TIMEOUT_MS / 1000} s` };
      const handle = await page.waitForFunction(contentShown, undefined, { timeout: left, polling: 50 });
      const loaded = (await handle.jsonValue()) as string[];
      if (apiInFlight > 0) {
        await page.waitForTimeout(50);
        continue;
      }
      const take = async (k: string) =>
        (await Promise.all(loaded.filter((u) => kind(u) === k).map((u) => bodies.get(u)))).filter(
          (b): b is Buffer => !!b,
        );
      return {
        shown: true,
        status: response.status(),
        js: await take('js'),
        css: await take('css'),
        json: await take('json'),
        files: loaded.filter((u) => kind(u) === 'js' || kind(u) === 'css').map((u) => new URL(u).pathname),
      };
    }
  } catch (e) {
    return { shown: false, reason: e instanceof Error ? e.message.split('\n')[0] : String(e) };
  } finally {
    await context.close();
  }
}
