// Venues: every arena named by team_summaries, the game files or the Finals, located from the current-venue table
// (us_pro_venues_current) or the hand-checked list (hand/nba/venues.csv); one venue row per arena name.
import { join } from 'node:path';
import type { BuildContext } from '../../model';
import { int, text } from '../../shared/parse';
import { slugify } from '../../shared/slug';
import { BBREF, nameKey } from './keys';
import { SRC } from './sources';

/** Returns the venue key of an arena name, adding its venue row the first time. */
export function venueRegistry(ctx: BuildContext): (name: string | null | undefined) => string | null {
  const stadiums = ctx.readCsv('us_pro_venues_current/stadiumTable.csv');
  const proTeams = ctx.readCsv('us_pro_venues_current/teams.csv');
  const nhlArenas = new Set(proTeams.filter((t) => t.League !== 'NBA').map((t) => nameKey(t.Stadium)));
  const stadiumByName = new Map(stadiums.map((s, i) => [nameKey(s.Name), { s, line: i + 2 }]));
  const handVenues = new Map(
    ctx.readCsv(join(ctx.handDir, 'nba/venues.csv')).map((v) => [nameKey(v.name), v]),
  );
  return (name: string | null | undefined): string | null => {
    const n = text(name ?? undefined);
    if (!n) return null;
    const key = `nba:venue:${slugify(n)}`;
    if (!ctx.has('venues', key)) {
      const st = stadiumByName.get(nameKey(n));
      const hv = handVenues.get(nameKey(n));
      if (st) {
        const [city, state] = st.s.Location.split(',').map((x) => x.trim());
        const shared = nhlArenas.has(nameKey(n));
        ctx.add('venues', {
          key,
          slug: slugify(n),
          name: n,
          city,
          state,
          country: state === 'ON' ? 'Canada' : 'USA',
          capacity: shared ? null : int(st.s.Size),
          source: SRC.venues,
        });
      } else if (hv) {
        ctx.add('venues', {
          key,
          slug: slugify(n),
          name: n,
          city: text(hv.city),
          state: text(hv.state),
          country: text(hv.country),
          source: SRC.handVenues,
        });
      } else {
        ctx.add('venues', { key, slug: slugify(n), name: n, source: BBREF });
      }
    }
    return key;
  };
}
