// One person under two names in the rosters (Reggie and Reginald Davis, Eagles 2017): nflverse gives him two GSIS
// ids, so the grouping by id and name + birth date keeps two persons. Merged here by rule: the two share a team and
// season, a last name and a position, their first names the same first three letters, and no two birth dates.
// (Twins on one roster differ in first name or position: the McCourtys, the Griffins.)
import type { BuildContext } from '../../model';
import { normName } from './league';
import { ROSTERS, type NflRosterRow } from './nflverse-rosters';

const first = (r: NflRosterRow) =>
  normName(r.name)
    .split('-')[0]
    .replace(/[^a-z]/g, '');
const last = (r: NflRosterRow) => normName(r.name).split('-').slice(1).join('-');

/** Whether two persons' rows can be one man's under two names (see above). */
function variants(a: NflRosterRow[], b: NflRosterRow[]): boolean {
  const all = [...a, ...b];
  if (new Set(all.map(last)).size !== 1) return false;
  if (new Set(all.map((r) => first(r).slice(0, 3))).size !== 1) return false;
  if (new Set(all.map((r) => r.position).filter(Boolean)).size > 1) return false;
  return new Set(all.map((r) => r.birthDate).filter(Boolean)).size <= 1;
}

export function mergeNameVariants(ctx: BuildContext, persons: NflRosterRow[][]): NflRosterRow[][] {
  // persons sharing a team, season and last name
  const together = new Map<string, number[]>();
  persons.forEach((p, i) => {
    for (const k of new Set(p.map((r) => `${r.season}|${r.team}|${last(r)}`)))
      together.set(k, [...(together.get(k) ?? []), i]);
  });
  const into = new Map<number, number>();
  const root = (i: number): number => (into.has(i) ? root(into.get(i)!) : i);
  const merged: string[] = [];
  for (const list of together.values())
    for (let x = 0; x < list.length; x++)
      for (let y = x + 1; y < list.length; y++) {
        const [a, b] = [root(list[x]), root(list[y])].sort((m, n) => m - n);
        if (a === b || !variants(persons[a], persons[b])) continue;
        into.set(b, a);
        merged.push(`${persons[a][0].name} / ${persons[b][0].name}`);
      }
  if (merged.length)
    ctx.report({
      source: ROSTERS.key,
      file: 'nfl_rosters_nflverse',
      problem: `${merged.length} persons listed under two names (and two GSIS ids) merged: ${merged.join('; ')}`,
    });
  const out = new Map<number, NflRosterRow[]>();
  persons.forEach((p, i) => {
    const r = root(i);
    out.set(r, [...(out.get(r) ?? []), ...p]);
  });
  return [...out.values()];
}
