// A ballpark's name in a given season. Ballparks are renamed (the Giants' park: Pacific Bell Park 2000-2003, SBC
// Park 2004-2005, AT&T Park 2006-2018, Oracle Park 2019-), so a season or a game shows the name it bore then:
//  - a park with name periods in hand/mlb/venue_names.csv (one row per name and period, with its reference) bears
//    the name of the period that holds the year, and none in a year no period holds (a rename during that season);
//  - a park never renamed (no former name in Lahman Parks, and today's name, where known, the same as Lahman's)
//    bears its one name in every season;
//  - a renamed park without periods bears the name Lahman Teams.park gives the season of a team that played there,
//    when that name is one of the park's names or aliases in Lahman Parks (./team-parks.ts);
//  - any other park-season bears no name in the sources: left empty, reported.
// Lahman numbers same-named parks ("Yankee Stadium I", "Polo Grounds IV"); no park bore the number, so a season's
// name drops it.
import type { BuildContext, SourceModule } from '../../model';
import { readHand } from '../../shared/hand';
import { int, text } from '../../shared/parse';
import { HAND_VENUE_NAMES, LAHMAN } from './common';
import { ballparks, teamParks, venueNames } from './products';
import { handVenueNamesSource } from './sources';
import { unnumbered } from './team-parks';
import type { ParkInfo, TeamParks, VenueNames } from './shapes';

export { HAND_VENUE_NAMES };

const FILE = 'tools/dataset/hand/mlb/venue_names.csv';

interface Period {
  name: string;
  first: number;
  last: number | null;
}

/** "Yankee Stadium II" and "Yankee Stadium" are one name (Lahman numbers same-named parks). */
const same = (a: string, b: string) => {
  const norm = (s: string) =>
    unnumbered(s)
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '');
  return norm(a) === norm(b);
};

/** The name each renamed park bears now: its name period without a last year. */
export function currentNames(ctx: BuildContext): Map<string, string> {
  const out = new Map<string, string>();
  for (const r of readHand(ctx, 'mlb', 'venue_names.csv'))
    if (!text(r.last_year) && text(r.name)) out.set(r.park_key, r.name);
  return out;
}

export function loadVenueNames(
  ctx: BuildContext,
  parks: Map<string, ParkInfo>,
  fromTeams?: TeamParks,
): VenueNames {
  const periods = new Map<string, Period[]>();
  readHand(ctx, 'mlb', 'venue_names.csv').forEach((r, i) => {
    const line = i + 2;
    const park = text(r.park_key);
    const name = text(r.name);
    const first = int(r.first_year);
    const last = int(r.last_year);
    const list = park ? (periods.get(park) ?? []) : [];
    const overlaps = list.some(
      (p) => first !== null && (p.last === null || p.last >= first) && (last === null || last >= p.first),
    );
    if (!park || !parks.has(park) || !name || first === null || (last !== null && last < first) || overlaps) {
      ctx.report({
        source: HAND_VENUE_NAMES,
        file: FILE,
        line,
        problem: `unusable name period (${r.park_key} ${r.name} ${r.first_year}-${r.last_year}): unknown park, bad years or overlapping; skipped`,
      });
      return;
    }
    list.push({ name, first, last });
    periods.set(park, list);
  });
  const lahman = new Map(ctx.readCsv('lahman/Parks.csv').map((p) => [p['park.key'], p]));
  const unnamed = new Set<string>();
  const nameOn = (park: string, year: number): string | null => {
    const list = periods.get(park);
    if (list) return list.find((p) => p.first <= year && (p.last === null || year <= p.last))?.name ?? null;
    const info = parks.get(park);
    const row = lahman.get(park);
    if (info && row && !text(row['park.alias']) && same(info.name, row['park.name']))
      return unnumbered(info.name);
    const named = fromTeams?.nameOn(park, year);
    if (named) return named;
    unnamed.add(park);
    return null;
  };
  return { nameOn, unnamed };
}

/** Reports the renamed parks whose names by season are not written by hand (their seasons and games show none). */
export function reportUnnamed(ctx: BuildContext, { unnamed }: VenueNames): void {
  if (!unnamed.size) return;
  ctx.report({
    source: LAHMAN,
    file: 'lahman/Parks.csv',
    problem: `${unnamed.size} renamed ballparks have a season without a name in ${FILE} or Lahman Teams.park; those seasons and their games carry no venue name: ${[...unnamed].sort().join(', ')}`,
  });
}

/** A ballpark's name by season. */
export const venueNamesStep: SourceModule = {
  name: 'mlb-venue-names',
  leagues: ['mlb'],
  sources: [handVenueNamesSource],
  needs: [ballparks, teamParks],
  gives: [venueNames],
  build: (ctx) => ctx.give(venueNames, loadVenueNames(ctx, ctx.need(ballparks), ctx.need(teamParks))),
};
