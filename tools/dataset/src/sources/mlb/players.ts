// Players: everyone with an appearance or a batting/pitching line, with career sums and Hall of Fame induction.
import type { BuildContext, SourceModule } from '../../model';
import { table } from '../../pipeline/product';
import { compact } from '../../shared/json';
import { slugify } from '../../shared/slug';
import { LAHMAN, type Lahman, personKey } from './common';
import { avg, era, primaryPosition } from './stat-lines';
import { careersDone, lahmanTeams, people, playersAdded, rosters } from './products';
import type { Careers, People } from './shapes';

export function addPlayers(ctx: BuildContext, lahman: Lahman, people: People, careers: Careers): void {
  const { years, totals: career, positions: careerPos } = careers;
  const hof = people.hof;
  const pmap = new Map(people.rows.map((p) => [p.playerID, p]));
  const lastYear = lahman.years[lahman.years.length - 1];
  for (const pid of [...years.keys()].sort()) {
    const p = pmap.get(pid);
    if (!p) {
      ctx.report({
        source: LAHMAN,
        file: 'lahman/People.csv',
        problem: `player ${pid} has stats but no People row; skipped`,
      });
      continue;
    }
    const [first, last] = years.get(pid)!;
    const c = career.get(pid);
    const h = hof.get(pid) ?? [];
    const playerHof = h.find((x) => x.category === 'Player');
    const bat = c && c.bat.ab !== undefined ? { ...c.bat, avg: avg(c.bat) } : undefined;
    const pit = c && c.pit.g ? compact({ ...c.pit, era: era(c.pit) }) : undefined;
    const full = [p.nameFirst, p.nameLast].filter(Boolean).join(' ');
    ctx.add('players', {
      key: personKey(pid),
      slug: slugify(full) || slugify(pid),
      person: personKey(pid),
      league: 'mlb',
      primary_position: primaryPosition(careerPos.get(pid) ?? {}),
      first_year: first,
      last_year: last,
      is_active: last === lastYear,
      hall_of_fame: !!playerHof,
      bats: p.bats || null,
      throws: p.throws || null,
      career: compact({
        id: pid,
        debut: p.debut || null,
        final: p.finalGame || null,
        bat: bat ? compact(bat) : null,
        p: pit ?? null,
        hof: h.length ? h.map((x) => `${x.year} ${x.category}`).join('; ') : null,
      }),
      source: LAHMAN,
    });
  }
}

/** The players, with their careers. */
export const playersStep: SourceModule = {
  name: 'mlb-players',
  leagues: ['mlb'],
  needs: [lahmanTeams, people, rosters, careersDone],
  // playersAdded: the Lahman rows are in, for the 2025 lines to extend (bbref-2025-players.ts).
  gives: [table('players'), playersAdded],
  build: (ctx) => addPlayers(ctx, ctx.need(lahmanTeams), ctx.need(people), ctx.need(rosters).careers),
};
