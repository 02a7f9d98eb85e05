// Web benchmark (prints figures, asserts nothing): Lighthouse's mobile profile (simulated throttling) on the main
// routes of the hub, the NFL site and the college basketball site, against the production build served the way
// `npm start` does. `npm run bench:web [-- --sites=nfl] [-- --routes=home,championship]`. Target: every route
// scores ≥ 95 with LCP ≤ 1.5 s.
import type { RouteName } from '@trophy-room/routes';
import type { SiteId } from '@trophy-room/site-theme/variants';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../browser/chromium';
import { serveProduction } from './web/serve';
import { mainRoutes, siteRoutes } from './web/site-routes';

const arg = (name: string) =>
  process.argv
    .find((a) => a.startsWith(`--${name}=`))
    ?.slice(name.length + 3)
    .split(',');
const sites = (arg('sites') ?? ['hub', 'nfl', 'cbb']) as SiteId[];
const routes = (arg('routes') ?? mainRoutes) as RouteName[];

const widths = [5, 52, 6, 8, 8, 6, 8];
const print = (cells: string[]) =>
  console.log(cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' '));
const seconds = (ms: number | undefined) => (ms === undefined ? '' : `${(ms / 1000).toFixed(2)} s`);

const server = await serveProduction(Number(process.env.PORT ?? 5184));
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumArgs });
try {
  print(['site', 'route', 'score', 'LCP', 'FCP', 'CLS', 'TBT']);
  for (const site of sites) {
    for (const route of await siteRoutes(site, server.origin('hub'), routes)) {
      if (!route.path) {
        print([site, `${route.name}: no data to fill it`]);
        continue;
      }
      // Lighthouse's default config is the mobile profile with simulated throttling; nothing leaves the machine.
      const lhr =
        (await audit(server.origin(site) + route.path)) ?? (await audit(server.origin(site) + route.path));
      const metric = (id: string) => lhr?.audits[id]?.numericValue;
      const score = lhr?.categories.performance?.score;
      print([
        site,
        lhr ? route.path : `${route.path} (Lighthouse failed twice)`,
        score == null ? '' : String(Math.round(score * 100)),
        seconds(metric('largest-contentful-paint')),
        seconds(metric('first-contentful-paint')),
        metric('cumulative-layout-shift')?.toFixed(3) ?? '',
        lhr ? `${Math.round(metric('total-blocking-time') ?? 0)} ms` : '',
      ]);
    }
  }
} finally {
  chrome.kill();
  await server.stop();
}

/** One Lighthouse run; undefined when it failed to trace the page (it happens on a loaded machine: run it again). */
async function audit(url: string) {
  const result = await lighthouse(url, {
    port: chrome.port,
    onlyCategories: ['performance'],
    logLevel: 'error',
  });
  return result?.lhr.runtimeError ? undefined : result?.lhr;
}
