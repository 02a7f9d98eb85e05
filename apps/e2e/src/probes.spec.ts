// Run first, against the same server as every other e2e test (the `probes` project; the browsers' tests depend on
// it, and route-kinds.spec.ts runs after them all): hostile input on every site's routes, then idle connections held
// while pages are asked for. Whatever state these leave in the server — a failed chunk, a worker lost, a cached
// error — the tests after them meet. Each request comes from its own loopback address, outside the browsers' budget.
import { expect, test } from '@playwright/test';
import { siteIds } from '@trophy-room/site-theme/variants';
import { get, idleConnection } from './server-probes';

/** Bad values as they appear in a URL. */
const hostile = [
  '%00',
  '%ff',
  '..%2F..%2Fetc%2Fpasswd',
  '-1',
  '1e400',
  'NaN',
  `${'x'.repeat(300)}`,
  '%0d%0aSet-Cookie:x',
];
/** A route of each kind, with the bad value in its path or query. */
const routes = (v: string) => [
  `/players/${v}`,
  `/coaches/${v}`,
  `/teams/${v}`,
  `/teams/kansas-city-chiefs/${v}`,
  `/seasons/${v}/playoffs`,
  `/scores/${v}`,
  `/leaders/${v}`,
  `/awards/${v}`,
  `/standings?season=${v}`,
  `/scores?date=${v}`,
  `/search?q=${v}`,
  `/head-to-head?a=${v}&b=${v}`,
];

let source = 0;
const nextSource = () => `127.0.${10 + ((source >> 8) % 200)}.${source++ & 255 || 1}`;

test('hostile input on every route of every site: never a 5xx', async () => {
  test.setTimeout(300_000);
  const jobs = siteIds.flatMap((site) => hostile.flatMap((v) => routes(v).map((path) => ({ site, path }))));
  const failures: string[] = [];
  for (let i = 0; i < jobs.length; i += 4) {
    await Promise.all(
      jobs.slice(i, i + 4).map(async ({ site, path }) => {
        const res = await get(site, path, nextSource());
        if (res.status >= 500) failures.push(`${site} ${path.slice(0, 80)}: ${res.status}`);
      }),
    );
  }
  expect(failures).toEqual([]);
});

test('idle connections held open while pages are asked for: every page answers', async () => {
  test.setTimeout(120_000);
  // 300 idle connections, at most 50 from one address (the cap per address is 100).
  const sockets = await Promise.all(
    Array.from({ length: 300 }, (_, i) => idleConnection(`127.0.250.${1 + Math.floor(i / 50)}`)),
  );
  try {
    for (const site of siteIds)
      for (const path of ['/', '/players', '/teams', '/championships'])
        expect((await get(site, path, nextSource())).status, `${site} ${path}`).toBe(200);
  } finally {
    for (const s of sockets) s.destroy();
  }
});
