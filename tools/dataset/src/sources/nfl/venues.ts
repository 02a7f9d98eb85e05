// NFL venues: spreadspoke nfl_stadiums, the stadium named on each game, us_pro_venues_current (current NFL homes),
// hand-written locations for venues the files lack. Renamed buildings are one venue (hand/nfl/venue_aliases.csv); the
// name a building bore in a season where the game files write another, from hand/nfl/venue_names.csv.
import type { BuildContext } from '../../model';
import { int } from '../../shared/parse';
import { readHand } from '../../shared/hand';
import { slugify } from '../../shared/slug';
import { L, handSource } from './league';
import { SPREADSPOKE, SPREADSPOKE_FILES } from './spreadspoke';
import { PRO_VENUES, readNflHomes, readProStadiums } from './us-pro-venues';

const US_STATES = new Set(
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'.split(
    ' ',
  ),
);
const COUNTRY: Record<string, string> = { UK: 'United Kingdom', Canada: 'Canada', Mexico: 'Mexico' };

interface VenueInfo {
  name: string;
  city?: string | null;
  state?: string | null;
  country?: string | null;
  capacity?: number | null;
  opened?: number | null;
  source?: string;
}

export interface Venues {
  /** Venue key for a stadium name as written in any NFL file (null for blank or unknown names). */
  key(name: string | null | undefined): string | null;
  /** Canonical (grouped) name. */
  canonical(name: string): string;
  /**
   * The name a venue bore in a season where hand/nfl/venue_names.csv says the game files write another (a later name,
   * or a name already gone); null where it says nothing.
   */
  nameIn(venue: string | null, season: number): string | null;
}

function parseLocation(loc: string): { city: string | null; state: string | null; country: string | null } {
  const parts = loc
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length < 2) return { city: parts[0] ?? null, state: null, country: null };
  const last = parts[parts.length - 1];
  const city = parts.slice(0, -1).join(', ');
  if (US_STATES.has(last)) return { city, state: last, country: 'USA' };
  if (last === 'ON') return { city, state: 'ON', country: 'Canada' };
  return { city, state: null, country: COUNTRY[last] ?? last };
}

export function buildVenues(ctx: BuildContext, extraNames: string[]): Venues {
  const alias = new Map<string, string>();
  const aliasSource = new Map<string, string>();
  for (const r of readHand(ctx, L, 'venue_aliases.csv')) {
    alias.set(r.alias, r.venue);
    aliasSource.set(r.venue, handSource(ctx, r.source));
  }
  const canonical = (n: string) => alias.get(n.trim()) ?? n.trim();
  const groups = new Map<string, VenueInfo[]>(); // canonical name -> member infos in priority order
  const push = (info: VenueInfo) => {
    const c = canonical(info.name);
    if (!c) return;
    let g = groups.get(c);
    if (!g) groups.set(c, (g = []));
    g.push(info);
  };

  // 1. hand-written locations (highest priority for location/opened year)
  for (const r of readHand(ctx, L, 'venues.csv')) {
    push({
      name: r.name,
      city: r.city || null,
      state: r.state || null,
      country: r.country || null,
      opened: int(r.opened_year),
      source: handSource(ctx, r.source),
    });
  }
  // 2. current NFL homes (capacity as of ~2024)
  const proTeams = readNflHomes(ctx);
  const nflHomes = new Set(proTeams.map((t) => t.Stadium));
  const proRows = readProStadiums(ctx);
  const seenPro = new Set<string>();
  proRows.forEach((r) => {
    if (!nflHomes.has(r.Name) || seenPro.has(r.Name)) return;
    seenPro.add(r.Name);
    const loc = parseLocation(r.Location ?? '');
    push({ name: r.Name, ...loc, capacity: int(r.Size), source: PRO_VENUES.key });
  });
  // 3. spreadspoke stadium list (its open year is taken as opened year unless hand/nfl/venue_year_fixes.csv says otherwise)
  const fixes = new Map<string, { opened: number | null; source: string }>();
  for (const r of readHand(ctx, L, 'venue_year_fixes.csv'))
    fixes.set(r.venue, { opened: int(r.opened_year), source: r.source });
  ctx.readCsv(SPREADSPOKE_FILES.stadiums).forEach((r, i) => {
    const name = (r.stadium_name ?? '').trim();
    if (!name) {
      ctx.report({
        source: SPREADSPOKE.key,
        file: SPREADSPOKE_FILES.stadiums,
        line: i + 2,
        problem: 'stadium row without a name skipped',
      });
      return;
    }
    const loc = parseLocation(r.stadium_location ?? '');
    const fix = fixes.get(name);
    if (fix) {
      handSource(ctx, fix.source);
      ctx.report({
        source: SPREADSPOKE.key,
        file: SPREADSPOKE_FILES.stadiums,
        line: i + 2,
        problem: `stadium_open ${r.stadium_open || '(blank)'} for ${name} is its first year of NFL use, not its opening; opened year ${fix.opened ?? 'left blank'} used (hand/nfl/venue_year_fixes.csv); stadium_close not used as a closing year`,
      });
    }
    push({
      name,
      ...loc,
      capacity: int(r.stadium_capacity),
      opened: fix ? fix.opened : int(r.stadium_open),
      source: SPREADSPOKE.key,
    });
  });
  for (const n of extraNames) if (n && n.trim()) push({ name: n.trim(), source: SPREADSPOKE.key });

  const keyOf = new Map<string, string>();
  for (const c of [...groups.keys()].sort()) {
    const g = groups.get(c)!;
    const first = <K extends keyof VenueInfo>(k: K) =>
      g.find((x) => x[k] != null && x[k] !== '')?.[k] ?? null;
    // opened year: a year-fix or hand value wins; otherwise the earliest opened year among the names of the building
    const fixed = g.find((x) => fixes.has(x.name) || (x.source ?? '').startsWith('hand:'));
    const opens = g.map((x) => x.opened).filter((x): x is number => x != null);
    const opened = fixed && fixed.opened != null ? fixed.opened : opens.length ? Math.min(...opens) : null;
    const cap =
      g.find((x) => x.source === PRO_VENUES.key && x.capacity != null)?.capacity ??
      g.find((x) => x.name === c && x.capacity != null)?.capacity ??
      first('capacity');
    const key = `${L}:venue-${slugify(c)}`;
    const src =
      g.find((x) => x.source === SPREADSPOKE.key && x.city != null)?.source ??
      g.find((x) => x.city != null)?.source ??
      aliasSource.get(c) ??
      SPREADSPOKE.key;
    ctx.add('venues', {
      key,
      slug: slugify(c),
      name: c,
      city: first('city') as string | null,
      state: first('state') as string | null,
      country: first('country') as string | null,
      capacity: cap as number | null,
      opened_year: opened,
      closed_year: null,
      source: src,
    });
    for (const x of g) keyOf.set(x.name, key);
    keyOf.set(c, key);
  }
  const periods = readHand(ctx, L, 'venue_names.csv').map((r) => ({
    venue: keyOf.get(r.venue) ?? null,
    name: r.name,
    first: Number(r.first_season),
    last: Number(r.last_season),
    source: handSource(ctx, r.reference),
  }));
  for (const p of periods)
    if (!p.venue)
      ctx.report({
        source: p.source,
        file: 'hand/nfl/venue_names.csv',
        problem: `unknown venue for ${p.name}`,
      });
  return {
    nameIn: (venue, season) =>
      (venue && periods.find((p) => p.venue === venue && p.first <= season && season <= p.last)?.name) ||
      null,
    key: (name) => {
      if (!name || !name.trim()) return null;
      return keyOf.get(name.trim()) ?? keyOf.get(canonical(name)) ?? null;
    },
    canonical,
  };
}
