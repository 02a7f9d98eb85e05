// The home venue of a season: the season's own park where the data names it (baseball), else the team's home venue
// when it stood that season; null when our sources do not say.
import type { Team, TeamStats, Venue } from '@trophy-room/contract';

export type SeasonVenue = Pick<Venue, 'name'> & Partial<Venue>;

export function seasonVenue(t: Team, year: number, stats?: TeamStats): SeasonVenue | null {
  const park = stats?.season?.stats?.['park'];
  if (typeof park === 'string' && park) {
    return t.home_venue?.name === park ? t.home_venue : { name: park };
  }
  const v = t.home_venue;
  if (!v) return null;
  const stood =
    (v.opened_year === null || v.opened_year <= year) && (v.closed_year === null || v.closed_year >= year);
  return stood ? v : null;
}

/** "Kansas City, MO". */
export const placeOf = (p: { city?: string | null; state?: string | null }) =>
  [p.city, p.state].filter(Boolean).join(', ') || null;
