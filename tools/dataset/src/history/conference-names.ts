// A conference under the name it bore that season. The college sources label a conference by its present name
// (College Hockey News: "ECAC" for Cornell 1966-67; NCAA statistics: "ASUN", "CAA" for every season), so each
// rename is a row of hand/college/conference_names.csv: the league, the conference row it renames (its key after
// the league), the seasons (start years; blank: open) and the name and abbreviation borne then, with its reference.
// A row without a name says the conference did not exist those seasons (the CCHA before 1971-72): the team-season
// has no conference. Each name borne is a conferences row of its own (as the basketball source's Pac-8, Pac-10 and
// Pac-12 are), so a season's standings and filters group under the name of that season.
import type { BuildContext } from '../model';
import { int } from '../shared/parse';
import { slugify } from '../shared/slug';
import { editableRows } from './editable';
import { referenceSource } from './hand-source';

const file = 'hand/college/conference_names.csv';

export interface ConferenceEra {
  first: number | null;
  last: number | null;
  name: string | null;
  abbreviation: string | null;
  source: string;
}

/** The era of a conference that a season (start year) falls in, if a rename covers it. */
export const eraOf = (eras: readonly ConferenceEra[], year: number): ConferenceEra | undefined =>
  eras.find((e) => (e.first === null || year >= e.first) && (e.last === null || year <= e.last));

/** Renames every team-season's conference to the one it bore that season; returns the rows changed. */
export function nameConferencesAsBorne(ctx: BuildContext): number {
  const eras = new Map<string, ConferenceEra[]>();
  ctx.readCsv(`${ctx.handDir}/college/conference_names.csv`).forEach((r, i) => {
    const key = `${r.league}:${r.conference}`;
    if (!ctx.rows('conferences').some((c) => c.league === r.league)) return; // a league not built (--only)
    if (!ctx.has('conferences', key))
      return ctx.report({
        source: 'hand',
        file,
        line: i + 2,
        problem: `no conference ${key}; rename left out`,
      });
    const era = {
      first: int(r.first_season),
      last: int(r.last_season),
      name: r.name?.trim() || null,
      abbreviation: r.abbreviation?.trim() || null,
      source: r.source,
    };
    eras.set(key, [...(eras.get(key) ?? []), era]);
  });
  let changed = 0;
  for (const t of editableRows(ctx, 'team_seasons')) {
    const list = t.conference ? eras.get(String(t.conference)) : undefined;
    const start = list && ctx.get('seasons', String(t.season))?.start_year;
    const era = list && typeof start === 'number' ? eraOf(list, start) : undefined;
    if (!era) continue;
    changed++;
    const name = era.name;
    if (!name) {
      t.conference = null;
      t.conference_record = null;
      continue;
    }
    t.conference = eraRow(ctx, String(t.conference), { ...era, name });
  }
  if (changed)
    ctx.report({
      source: 'hand',
      file,
      problem: `${changed} team-seasons labelled with a conference's present name take the name it bore that season (or none before it existed)`,
    });
  return changed;
}

/** The conferences row of a name borne (added once): its key and slug from the present row's. */
function eraRow(ctx: BuildContext, present: string, era: ConferenceEra & { name: string }): string {
  const key = `${present}~${slugify(era.abbreviation ?? era.name)}`;
  if (!ctx.has('conferences', key)) {
    const row = ctx.get('conferences', present)!;
    const sport = String(row.slug).split('-').pop();
    ctx.add('conferences', {
      key,
      slug: `${slugify(era.name)}-${sport}`,
      name: era.name,
      abbreviation: era.abbreviation,
      league: row.league,
      source: referenceSource(ctx, era.source, false),
    });
  }
  return key;
}
