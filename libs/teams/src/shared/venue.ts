// The home venue of a season, as it was: the season's own venue under its name then where the data names it, else
// the baseball source's park of that season; today's venue only for the team's latest season. Elsewhere null: the
// page says the sources do not give it, rather than putting a past team in today's building under today's name.
import type { Team, TeamSeason, TeamStats, Venue } from '@trophy-room/contract';

export type SeasonVenue = Pick<Venue, 'name'> & Partial<Venue>;

export function seasonVenue(
  t: Team,
  year: number,
  stats?: TeamStats,
  season?: Pick<TeamSeason, 'venue_name'>,
  latestYear?: number,
): SeasonVenue | null {
  const named = season?.venue_name;
  if (named) return t.home_venue?.name === named ? t.home_venue : { name: named };
  const park = stats?.season?.stats?.['park'];
  if (typeof park === 'string' && park) return t.home_venue?.name === park ? t.home_venue : { name: park };
  const v = t.home_venue;
  if (!v || latestYear === undefined || year < latestYear) return null;
  return v.closed_year === null || v.closed_year >= year ? v : null;
}

/** "Kansas City, MO". */
export const placeOf = (p: { city?: string | null; state?: string | null }) =>
  [p.city, p.state].filter(Boolean).join(', ') || null;
