import { aTeam, aTeamSeason, aVenue } from '@trophy-room/contract/testing';
import { describe, expect, it } from 'vitest';
import { seasonVenue } from './venue';

// The 1951-52 Minneapolis Lakers did not play in today's arena: a past season shows its own venue or none.
describe('seasonVenue', () => {
  const lakers = aTeam({
    home_venue: aVenue({ name: 'Crypto.com Arena', opened_year: null, closed_year: null }),
  });

  it("names the season's own venue as it was then", () => {
    const season = aTeamSeason({ start_year: 1951, venue_name: 'Minneapolis Auditorium' });
    expect(seasonVenue(lakers, 1951, undefined, season, 2025)?.name).toBe('Minneapolis Auditorium');
  });

  it("never puts a past season in today's venue when the sources do not say", () => {
    const season = aTeamSeason({ start_year: 1951, venue_name: null });
    expect(seasonVenue(lakers, 1951, undefined, season, 2025)).toBeNull();
    expect(seasonVenue(lakers, 1951, undefined, undefined, undefined)).toBeNull();
  });

  it("gives today's venue for the team's latest season", () => {
    const season = aTeamSeason({ start_year: 2025, venue_name: null });
    expect(seasonVenue(lakers, 2025, undefined, season, 2025)?.name).toBe('Crypto.com Arena');
  });
});
