// Slugs published once and changed by the one slug rule (src/shared/slug.ts) keep answering: each row of
// hand/slug-redirects.csv names the row (by its pipeline key) and its old slug; it becomes a slug_redirects row,
// which the API answers with a 301 to the row's slug. The writer fills in that slug, and lets the rows that kept
// their published slug claim it before a moved row can (src/write.ts).
import type { BuildContext, TableName } from '../model';
import { slugTarget } from '../write-tables';

const resources: Record<string, TableName> = {
  teams: 'teams',
  players: 'players',
  coaches: 'coaches',
  games: 'games',
};
const file = 'hand/slug-redirects.csv';

export function addSlugRedirects(ctx: BuildContext): void {
  ctx.readCsv(`${ctx.handDir}/slug-redirects.csv`).forEach((r, i) => {
    const table = resources[r.resource];
    const row = table ? ctx.get(table, r.key) : undefined;
    // Whether the row still has the old slug is known once the writer has made every slug unique (write-tables.ts).
    const problem = !table ? `unknown resource ${r.resource}` : !row ? `no ${r.resource} row ${r.key}` : null;
    if (problem)
      return ctx.report({ source: 'hand', file, line: i + 2, problem: `redirect left out: ${problem}` });
    ctx.add('slug_redirects', {
      key: `${r.resource}:${r.old_slug}`,
      resource: r.resource,
      old_slug: r.old_slug,
      new_slug: slugTarget(r.key),
      reason: r.reason || null,
    });
  });
}
