// Prints each site's first-load JS + CSS (what index.html pulls in), gzipped, against the 150 KB budget.
// Run after a build: `npm run size-report`.
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const sites = ['hub', 'nfl', 'nba', 'mlb', 'nhl', 'cfb', 'cbb', 'cbs', 'chk'];
const BUDGET = 150 * 1024;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

let over = 0;
console.log('site  first-load JS (gz)  CSS (gz)  total (gz)  budget');
for (const id of sites) {
  const dir = join(root, 'dist/apps', id);
  const html = existsSync(join(dir, 'index.html')) ? readFileSync(join(dir, 'index.html'), 'utf8') : null;
  if (!html) {
    console.log(`${id.padEnd(5)} not built (run npm run build)`);
    continue;
  }
  const refs = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  let js = 0;
  let css = 0;
  for (const ref of new Set(refs)) {
    const size = gzipSync(readFileSync(join(dir, ref)), { level: 9 }).length;
    if (ref.endsWith('.css')) css += size;
    else js += size;
  }
  const total = js + css;
  if (total > BUDGET) over++;
  console.log(
    `${id.padEnd(5)} ${kb(js).padStart(18)}  ${kb(css).padStart(8)}  ${kb(total).padStart(10)}  ${total > BUDGET ? 'OVER' : 'ok'}`,
  );
}
console.log(over ? `${over} site(s) over the ${kb(BUDGET)} budget` : `all sites within ${kb(BUDGET)}`);
