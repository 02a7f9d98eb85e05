// The first-load budget, measured the way a browser loads: every route of every site opened in Chromium against
// the production build, summing the JS and CSS (gzip) downloaded before the route's content is shown (defined in
// ./web/first-load.ts). `npm run size-report [-- --check] [-- --sites=hub,nfl] [-- --files]`; with --check it exits
// 1 when a route is over budget or never shows its content; --files lists the JS and CSS files each route counted.
import { siteIds, type SiteId } from '@trophy-room/site-theme/variants';
import { chromium } from 'playwright-core';
import { gzipSync } from 'node:zlib';
import { chromiumArgs, chromiumPath } from '../browser/chromium';
import { firstLoad, type FirstLoad } from './web/first-load';
import { serveProduction } from './web/serve';
import { siteRoutes } from './web/site-routes';

const BUDGET_KB = 150;
const check = process.argv.includes('--check');
const listFiles = process.argv.includes('--files');
const only = process.argv
  .find((a) => a.startsWith('--sites='))
  ?.slice('--sites='.length)
  .split(',');
const sites = siteIds.filter((id) => !only || only.includes(id));

const widths = [5, 44, 8, 8, 9, 10, 15, 9];
const print = (cells: string[]) =>
  console.log(
    cells.map((c, i) => (i < 2 || i === 6 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' '),
  );

const server = await serveProduction(Number(process.env.PORT ?? 5184));
let failures = 0;
try {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    print(['site', 'route', 'JS KB', 'CSS KB', 'total KB', 'budget KB', 'over/under', 'API KB']);
    for (const site of sites) {
      const routes = await siteRoutes(site, server.origin('hub'));
      // Two pages at a time (the machine has two cores), each in a fresh context: nothing is cached.
      for (let i = 0; i < routes.length; i += 2) {
        const batch = routes.slice(i, i + 2);
        const loads = await Promise.all(
          batch.map((r) => (r.path ? firstLoad(browser, server.origin(site) + r.path) : null)),
        );
        batch.forEach((r, j) => {
          print(row(site, r.path ?? `${r.name}: no data to fill it`, loads[j]));
          const load = loads[j];
          if (listFiles && load?.shown) console.log(`      ${load.files.join(' ')}`);
        });
      }
    }
  } finally {
    await browser.close();
  }
} finally {
  await server.stop();
}
console.log(
  failures
    ? `${failures} route(s) over ${BUDGET_KB} KB or without content`
    : `every route within ${BUDGET_KB} KB`,
);
process.exit(check && failures ? 1 : 0);

function row(site: SiteId, route: string, load: FirstLoad | null): string[] {
  if (!load) return [site, route, '', '', '', '', 'not measured', ''];
  if (!load.shown) {
    failures++;
    return [site, route, '', '', '', String(BUDGET_KB), `content not shown (${load.reason})`, ''];
  }
  const kb = (bodies: Buffer[]) => bodies.reduce((n, b) => n + gzipSync(b, { level: 9 }).length, 0) / 1024;
  const [js, css, json] = [kb(load.js), kb(load.css), kb(load.json)];
  const total = js + css;
  if (total > BUDGET_KB) failures++;
  const verdict = `${total > BUDGET_KB ? 'OVER' : 'under'} ${Math.abs(total - BUDGET_KB).toFixed(1)}`;
  const status = load.status === 200 ? '' : ` (${load.status})`;
  return [
    site,
    route + status,
    ...[js, css, total].map((n) => n.toFixed(1)),
    String(BUDGET_KB),
    verdict,
    json.toFixed(1),
  ];
}
