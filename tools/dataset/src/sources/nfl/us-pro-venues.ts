// Source: usSportsDB's stadium and team tables (brndino/usSportsDB, a snapshot of about 2024): each current NFL team's
// home stadium and the stadium's location and capacity. Used for today's teams only — never a past season's venue.
import type { BuildContext, Row } from '../../model';

export const PRO_VENUES_FILES = {
  venues: 'us_pro_venues_current/stadiumTable.csv',
  teams: 'us_pro_venues_current/teams.csv',
} as const;
export const PRO_VENUES: Row<'sources'> = {
  key: 'us-pro-venues-current',
  name: 'usSportsDB stadium and team tables',
  url: 'https://github.com/brndino/usSportsDB',
  licence: 'No licence stated',
  attribution: 'Venue data from brndino/usSportsDB',
  notes: 'Current venues and capacities, snapshot of about 2024; student project, values unverified.',
};

/** The NFL rows of the teams table (Team, Stadium, …), in file order. */
export const readNflHomes = (ctx: BuildContext) =>
  ctx.readCsv(PRO_VENUES_FILES.teams).filter((t) => t.League === 'NFL');

/** The stadium table's rows (Name, Location, Size, …), in file order. */
export const readProStadiums = (ctx: BuildContext) => ctx.readCsv(PRO_VENUES_FILES.venues);
