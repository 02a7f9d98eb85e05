// FBS stadiums c.2021 (ncaa_fbs_2021_snapshot): the venues and each programme's home stadium today.
import type { BuildContext } from '../../model';
import { type School, collegeTeamKey } from '../../shared/college';
import { int, text } from '../../shared/parse';
import type { Pending } from '../../shared/pending';
import { slugify } from '../../shared/slug';
import { L, SRC_SNAPSHOT } from './sources';

/** Stadiums whose city differs from the school's (or is uncertain → null). */
const stadiumCity: Record<string, [string | null, string]> = {
  'Rose Bowl': ['Pasadena', 'CA'],
  'Hard Rock Stadium': ['Miami Gardens', 'FL'],
  'Gillette Stadium': ['Foxborough', 'MA'],
  'Rentschler Field': ['East Hartford', 'CT'],
  'UB Stadium': ['Amherst', 'NY'],
  'Sam Boyd Stadium': [null, 'NV'],
  'McGuirk Stadium': ['Hadley', 'MA'],
};

/** Adds the venues; returns the key of each stadium whose name is unique, by name (title games link to these). */
export function addStadiums(
  ctx: BuildContext,
  p: Pending,
  schools: Map<string, School>,
): Map<string, string> {
  const stadiumFile = 'ncaa_fbs_2021_snapshot/stadiums.csv';
  const stadiumRows = ctx.readCsv(stadiumFile);
  const nameCount = new Map<string, number>();
  for (const r of stadiumRows) {
    const n = text(r.Stadium);
    if (n) nameCount.set(n, (nameCount.get(n) ?? 0) + 1);
  }
  const venueByName = new Map<string, string>();
  const homeCandidates = new Map<string, string[]>();
  stadiumRows.forEach((r, i) => {
    const line = i + 2;
    const name = text(r.Stadium);
    const college = text(r.College);
    if (!name) {
      ctx.report({
        source: SRC_SNAPSHOT,
        file: stadiumFile,
        line,
        problem: `row for '${college}' has no stadium name; skipped`,
      });
      return;
    }
    const s = college ? schools.get(college) : undefined;
    if (!s) {
      ctx.report({
        source: SRC_SNAPSHOT,
        file: stadiumFile,
        line,
        problem: `unknown college '${college}'; ${name} added without a team`,
      });
    }
    const unique = (nameCount.get(name) ?? 0) === 1;
    const slug = unique ? slugify(name) : slugify(`${name} ${s?.school ?? college ?? ''}`);
    const key = `${L}:venue:${slug}`;
    const [city, state] = stadiumCity[name] ?? [s?.city ?? null, s?.state ?? null];
    ctx.add('venues', {
      key,
      slug,
      name,
      city,
      state,
      country: 'USA',
      capacity: int(r.Capacity),
      opened_year: int(r.Opened),
      source: SRC_SNAPSHOT,
    });
    if (unique) venueByName.set(name, key);
    if (s) {
      const list = homeCandidates.get(s.school) ?? [];
      list.push(key);
      homeCandidates.set(s.school, list);
      if (list.length === 2) {
        ctx.report({
          source: SRC_SNAPSHOT,
          file: stadiumFile,
          line,
          problem: `${s.school} has more than one stadium row`,
        });
      }
    }
  });
  for (const [school, keys] of homeCandidates) {
    const s = schools.get(school)!;
    const team = collegeTeamKey(L, school);
    if (!p.has('teams', team)) continue; // only FBS programs with seasons or titles get a team row
    const preferred = text(s.extra.home_stadium);
    const pick = (preferred && keys.find((k) => ctx.get('venues', k)?.name === preferred)) || keys[0];
    p.get('teams', team)!.home_venue = pick;
  }
  return venueByName;
}
