// Source: NFL head coaches from Pro-Football-Reference (via jskaza/shiny-sports-app): career totals only, a snapshot
// of about 2015/16. Read → coaches (people + coaches rows) and one career stint each.
import type { BuildContext, Row } from '../../model';
import { int } from '../../shared/parse';
import { slugify } from '../../shared/slug';
import { L, nameParts } from './league';

export const COACHES_FILE = 'nfl_coaches_pfr/nfl_coaches.csv';
export const COACHES: Row<'sources'> = {
  key: 'nfl-coaches-pfr',
  name: 'NFL coaches (Pro-Football-Reference)',
  url: 'https://github.com/jskaza/shiny-sports-app',
  licence: 'No licence stated',
  attribution: 'Coach records from Pro-Football-Reference.com via jskaza/shiny-sports-app',
  notes: 'Career totals only, snapshot of about 2015/16: careers continuing after 2015 are incomplete.',
};
export function addCoaches(ctx: BuildContext) {
  const used = new Map<string, number>();
  ctx.readCsv(COACHES_FILE).forEach((r, i) => {
    const line = i + 2;
    const name = (r.name ?? '').trim();
    const g = int(r.g);
    if (!name || g == null) {
      ctx.report({
        source: COACHES.key,
        file: COACHES_FILE,
        line,
        problem: 'coach row without name/games skipped',
      });
      return;
    }
    const n = (used.get(name) ?? 0) + 1;
    used.set(name, n);
    if (n > 1)
      ctx.report({
        source: COACHES.key,
        file: COACHES_FILE,
        line,
        problem: `second coach named ${name} (a different person, e.g. father and son); kept separately`,
      });
    const base = `${L}:coach-${slugify(name)}${n > 1 ? `-${n}` : ''}`;
    const { first, last } = nameParts(name);
    ctx.add('people', {
      key: `${base}:person`,
      slug: slugify(name),
      first_name: first,
      last_name: last,
      full_name: name,
      source: COACHES.key,
    });
    ctx.add('coaches', {
      key: base,
      slug: slugify(name),
      person: `${base}:person`,
      league: L,
      source: COACHES.key,
    });
    ctx.add('coach_stints', {
      key: `${base}:career`,
      coach: base,
      team: null,
      season: null,
      start_year: null,
      end_year: null,
      // The role only; the source's career summary (seasons, titles) is not a title.
      title: 'Head Coach',
      is_head_coach: true,
      games: g,
      wins: int(r.w),
      losses: int(r.l),
      ties: int(r.t),
      playoff_wins: int(r.poff_w),
      playoff_losses: int(r.poff_l),
      source: COACHES.key,
    });
  });
}
