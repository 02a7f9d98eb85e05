// Arenas: today's NHL arenas from us_pro_venues_current (teams.csv NHL rows name the arena; the NHL block of
// stadiumTable.csv is the last one, so the last row of a name carries the hockey capacity), plus the arenas that
// hand/nhl/franchises.csv names as a team's current home (under its name now: Lenovo Center, formerly PNC Arena).
// A current arena is never a past season's venue unless hand/nhl/arenas.csv names it for that season.
import type { BuildContext, Row } from '../../model';
import { int } from '../../shared/parse';
import { slugify } from '../../shared/slug';
import { countryOf, VENUES } from './common';

export const venuesSource: Row<'sources'> = {
  key: VENUES,
  name: 'usSportsDB (brndino)',
  url: 'https://github.com/brndino/usSportsDB',
  licence: 'None stated',
  attribution: 'brndino/usSportsDB',
  notes: 'Current NHL arenas and capacities (about 2024).',
};

/** Adds the venues rows; returns venue key by arena name. */
export function addVenues(ctx: BuildContext, handFranchises: Record<string, string>[]): Map<string, string> {
  const lastStadium = new Map<string, Record<string, string>>();
  for (const s of ctx.readCsv('us_pro_venues_current/stadiumTable.csv')) lastStadium.set(s.Name, s);
  const usTeams = ctx.readCsv('us_pro_venues_current/teams.csv').filter((t) => t.League === 'NHL');
  const venueByName = new Map<string, string>();
  // A renamed arena (hand/nhl/franchises.csv's venue_formerly) takes the table's row of its former name.
  const addVenue = (name: string, withCapacity: boolean, tableName = name) => {
    const s = lastStadium.get(tableName);
    if (!s) return;
    const [city, state] = s.Location.split(',').map((x) => x.trim());
    const key = `nhl:venue:${slugify(name)}`;
    ctx.add('venues', {
      key,
      slug: slugify(name),
      name,
      city,
      state: state ?? null,
      country: countryOf(state),
      capacity: withCapacity ? int(s.Size.replace(/,/g, '')) : null,
      source: VENUES,
    });
    venueByName.set(name, key);
  };
  for (const a of [...new Set(usTeams.map((t) => t.Stadium))].sort()) addVenue(a, true);
  for (const h of handFranchises)
    if (h.home_venue && !venueByName.has(h.home_venue))
      addVenue(h.home_venue, Boolean(h.venue_formerly), h.venue_formerly || h.home_venue);
  return venueByName;
}
