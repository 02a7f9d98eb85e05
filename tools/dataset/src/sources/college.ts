// College football, college baseball and college hockey (men's NCAA Division I). The raw files hold no champion
// lists for these sports, so the championship results are hand-written CSVs under tools/dataset/hand/college/.
import type { SourceModule } from '../model';
import { buildBaseball } from './college/baseball';
import { buildFootball } from './college/football';
import { Pending } from './college/common';
import { buildHockey } from './college/hockey';

export const college: SourceModule = {
  name: 'college',
  leagues: ['ncaa-football', 'ncaa-baseball', 'ncaa-hockey'],
  build(ctx) {
    const pending = new Pending();
    buildFootball(ctx, pending);
    buildBaseball(ctx, pending);
    buildHockey(ctx, pending);
    identityYears(pending);
    pending.flush(ctx);
  },
};

/** A program's identity row starts at the first season this module has for it (standings or title games). */
function identityYears(p: Pending): void {
  const span = new Map<string, [number, number]>();
  for (const ts of p.rows('team_seasons')) {
    const team = String(ts.team);
    if (!/^ncaa-(football|baseball|hockey):/.test(team)) continue;
    const year = p.get('seasons', String(ts.season))?.start_year;
    if (typeof year !== 'number') continue;
    const [lo, hi] = span.get(team) ?? [year, year];
    span.set(team, [Math.min(lo, year), Math.max(hi, year)]);
  }
  for (const [team, [lo, hi]] of span) {
    const identity = p.get('team_identities', `${team}:identity`);
    if (identity) {
      identity.first_year = lo;
      identity.last_year = null; // still the program's identity
      void hi;
    }
  }
}
