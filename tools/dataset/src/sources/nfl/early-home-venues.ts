// The home stadium of each team-season 1920-1965, before the game files name one (spreadspoke from 1966):
// hand/nfl/early_home_venues.csv, each franchise's homes by seasons under the stadium's name then (Wrigley Field for
// the Bears, Briggs Stadium for the Lions until it became Tiger Stadium), with the pages each row was checked against.
// Its `team` column is the franchise's slug as published (where another league's team has the name, the writer ends
// it in -nfl: detroit-tigers-nfl). A season split between stadiums has its own row listing them in the order used
// (shown all, linked to none).
import type { BuildContext, SourceModule } from '../../model';
import { pass, table } from '../../pipeline/product';
import { homeVenueText, readSpanRows, spanOf } from '../../shared/hand';
import { handFileSource } from '../../shared/hand-file-source';
import { L } from './league';
import { venuesP } from './products';
import type { Venues } from './venues';

const FILE = 'early_home_venues.csv';
const source = handFileSource(L, FILE, 'NFL home stadiums 1920-1965');

function addEarlyHomeVenues(ctx: BuildContext, venues: Venues): void {
  const homes = readSpanRows(ctx, L, FILE).map((h) => ({
    ...h,
    row: { ...h.row, team: h.row.team.replace(/-nfl$/, '') },
  }));
  const slugOf = new Map<string, string>();
  for (const t of ctx.rows('teams')) if (t.league === L) slugOf.set(t.key, String(t.slug));
  const known = new Set(slugOf.values());
  for (const h of homes)
    if (!known.has(h.row.team))
      ctx.report({ source: source.key, file: `hand/nfl/${FILE}`, problem: `no NFL team ${h.row.team}` });
  for (const ts of ctx.rows('team_seasons')) {
    if (!String(ts.season).startsWith(`${L}:`) || ts.venue_name) continue;
    const season = Number(String(ts.season).slice(L.length + 1));
    const home = spanOf(homes, 'team', slugOf.get(String(ts.team)), season);
    if (!home) continue;
    const { name, single } = homeVenueText(home.row.venue);
    Object.assign(ts, { venue: single ? venues.key(name) : null, venue_name: name });
  }
}

/** A pass over the team seasons the game files name no stadium for, after the pass that names the rest. */
export const earlyHomeVenues: SourceModule = {
  name: 'nfl-early-home-venues',
  leagues: [L],
  sources: [source],
  needs: [pass('nfl:home-venues'), table('teams'), venuesP],
  gives: [pass('nfl:early-home-venues')],
  build: (ctx) => addEarlyHomeVenues(ctx, ctx.need(venuesP)),
};
