// Source: NFL head coaches from Pro-Football-Reference (via jskaza/shiny-sports-app): career totals only, a snapshot
// of about 2015/16. Read → coaches (people + coaches rows) and their career totals (./coach-stints.ts makes the
// stints).
import type { BuildContext, Row } from '../../model';
import { int } from '../../shared/parse';
import { slugify } from '../../shared/slug';
import { L } from './league';
import { addCoach } from './person-rows';

export const COACHES_FILE = 'nfl_coaches_pfr/nfl_coaches.csv';
export const COACHES: Row<'sources'> = {
  key: 'nfl-coaches-pfr',
  name: 'NFL coaches (Pro-Football-Reference)',
  url: 'https://github.com/jskaza/shiny-sports-app',
  licence: 'No licence stated',
  attribution: 'Coach records from Pro-Football-Reference.com via jskaza/shiny-sports-app',
  notes: 'Career totals only, snapshot of about 2015/16: careers continuing after 2015 are incomplete.',
};
/** A coach's career totals as the source gives them (to about 2015). */
export interface CoachCareer {
  coach: string;
  name: string;
  /** Two coaches of this name (father and son): no other source's rows can be told apart by name. */
  ambiguous: boolean;
  games: number;
  wins: number | null;
  losses: number | null;
  ties: number | null;
  playoffWins: number | null;
  playoffLosses: number | null;
}

/** Adds each coach (people + coaches rows); returns their career totals for ./coach-stints.ts. */
export function addPfrCoaches(ctx: BuildContext): CoachCareer[] {
  const careers: CoachCareer[] = [];
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
    addCoach(ctx, base, name, COACHES.key);
    careers.push({
      coach: base,
      name,
      ambiguous: false,
      games: g,
      wins: int(r.w),
      losses: int(r.l),
      ties: int(r.t),
      playoffWins: int(r.poff_w),
      playoffLosses: int(r.poff_l),
    });
  });
  for (const c of careers) c.ambiguous = (used.get(c.name) ?? 0) > 1;
  return careers;
}
