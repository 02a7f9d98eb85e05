// Ballparks (Lahman Parks), with the current name and capacity of each active team's park (usSportsDB; a later
// name from hand/mlb/venue_names.csv).
import type { BuildContext, SourceModule } from '../../model';
import { table } from '../../pipeline/product';
import { int } from '../../shared/parse';
import { slugify } from '../../shared/slug';
import { LAHMAN, type Lahman, VENUES_SRC } from './common';
import { ballparks, homeParkOf, lahmanTeams } from './products';
import { lahmanSource, venuesSource } from './sources';
import type { ParkInfo } from './shapes';
import { currentNames } from './venue-names';

/** The park ids Lahman Parks knows (the games' venues link to these). */
export function parkKeys(ctx: BuildContext): Set<string> {
  return new Set(
    ctx
      .readCsv('lahman/Parks.csv')
      .map((p) => p['park.key'])
      .filter(Boolean),
  );
}

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * Ballparks from Lahman Parks. The current home park of each active franchise (its 2024 home park by games) takes
 * the current name and capacity from usSportsDB when the team is listed there.
 */
export function addVenues(
  ctx: BuildContext,
  lahman: Lahman,
  homePark: Map<string, string>,
): Map<string, ParkInfo> {
  const parks = new Map<string, ParkInfo>();
  ctx.readCsv('lahman/Parks.csv').forEach((p, i) => {
    const key = p['park.key'];
    if (!key) {
      ctx.report({
        source: LAHMAN,
        file: 'lahman/Parks.csv',
        line: i + 2,
        problem: 'park without key; skipped',
      });
      return;
    }
    parks.set(key, { key, name: p['park.name'], city: p.city, state: p.state, country: p.country });
  });
  // Current names/capacities: team (usSportsDB teams.csv, League MLB) → Stadium → stadiumTable Size.
  const capacity = new Map<string, number>();
  for (const s of ctx.readCsv('us_pro_venues_current/stadiumTable.csv')) {
    const n = norm(s.Name);
    const size = int(s.Size?.replace(/,/g, ''));
    if (size !== null && !capacity.has(n)) capacity.set(n, size);
  }
  const current = new Map<string, { name: string; capacity: number | null }>();
  const usTeams = ctx.readCsv('us_pro_venues_current/teams.csv').filter((t) => t.League === 'MLB');
  const lastYear = lahman.years[lahman.years.length - 1];
  for (const t of lahman.teams.filter((x) => x.year === lastYear)) {
    const us = usTeams.find((u) => norm(u.Team) === norm(t.name));
    const park = homePark.get(t.key);
    if (!us || !park) {
      ctx.report({
        source: VENUES_SRC,
        file: 'us_pro_venues_current/teams.csv',
        problem: `no current stadium for ${t.name}`,
      });
      continue;
    }
    const cap = capacity.get(norm(us.Stadium)) ?? null;
    if (cap === null)
      ctx.report({
        source: VENUES_SRC,
        file: 'us_pro_venues_current/stadiumTable.csv',
        problem: `no capacity for ${us.Stadium}`,
      });
    current.set(park, { name: us.Stadium, capacity: cap });
  }
  // A park renamed since the table was made bears its name now (hand/mlb/venue_names.csv: Daikin Park, Rate Field).
  const now = currentNames(ctx);
  for (const [park, name] of now) {
    const cur = current.get(park);
    if (cur) cur.name = name;
  }
  const slugs = new Map<string, string[]>();
  const natural = (p: ParkInfo) => slugify(current.get(p.key)?.name ?? p.name);
  for (const p of parks.values()) {
    const s = natural(p);
    slugs.set(s, [...(slugs.get(s) ?? []), p.key]);
  }
  for (const p of [...parks.values()].sort((a, b) => a.key.localeCompare(b.key))) {
    const cur = current.get(p.key);
    let slug = natural(p);
    // Same-named parks (Recreation Park, League Park, ...): the current park keeps the plain name, others add the city.
    const same = slugs.get(slug)!;
    if (same.length > 1 && !cur) slug = slugify(`${slug} ${p.city}`);
    if (cur) p.name = cur.name;
    ctx.add('venues', {
      key: `mlb:${p.key}`,
      slug,
      name: p.name,
      city: p.city || null,
      state: p.state || null,
      country: p.country || null,
      capacity: cur?.capacity ?? null,
      source: cur ? VENUES_SRC : LAHMAN,
    });
  }
  return parks;
}

/** The ballparks. */
export const venuesStep: SourceModule = {
  name: 'mlb-venues',
  leagues: ['mlb'],
  sources: [lahmanSource, venuesSource],
  needs: [lahmanTeams, homeParkOf],
  gives: [ballparks, table('venues')],
  build: (ctx) => ctx.give(ballparks, addVenues(ctx, ctx.need(lahmanTeams), ctx.need(homeParkOf))),
};
