// A team's state is its city's: "New York, NY", "Washington, DC". A league's source may give the state of the home
// venue instead (the NFL's: MetLife Stadium, East Rutherford NJ; Northwest Stadium, Landover MD), which, set beside
// the team's city, reads "New York, NJ" on every season of the Giants since 1925. Where the home venue is in another
// city than the team's, the state is the one its own home venues of earlier seasons in its city lie in (Yankee
// Stadium, New York NY; RFK Stadium, Washington DC); a team with none there, or with some in two states, is left as it is.
import type { BuildContext } from '../model';
import { editableRows } from './editable';

/** Each team's states of its seasons' home venues in its own city. */
function homeStates(ctx: BuildContext): Map<string, Set<string>> {
  const cityOf = new Map(ctx.rows('teams').map((t) => [String(t.key), t.city]));
  const states = new Map<string, Set<string>>();
  for (const ts of ctx.rows('team_seasons')) {
    const v = ts.venue ? ctx.get('venues', String(ts.venue)) : undefined;
    if (!v?.state || v.city !== cityOf.get(String(ts.team))) continue;
    const s = states.get(String(ts.team)) ?? new Set<string>();
    s.add(String(v.state));
    states.set(String(ts.team), s);
  }
  return states;
}

/** Sets each team's state to its city's where the state was its venue's in another city; the teams changed. */
export function setTeamStates(ctx: BuildContext): string[] {
  const byTeam = homeStates(ctx);
  const changed: string[] = [];
  for (const t of editableRows(ctx, 'teams')) {
    if (!t.city || !t.state || !t.home_venue) continue;
    const venue = ctx.get('venues', String(t.home_venue));
    const own = byTeam.get(String(t.key));
    const state = own?.size === 1 ? [...own][0] : null;
    if (!venue || venue.city === t.city || !state || state === t.state) continue;
    changed.push(`${t.key}: ${t.city}, ${t.state} -> ${state}`);
    t.state = state;
  }
  ctx.report({
    source: 'pipeline',
    file: 'teams',
    problem: `${changed.length} teams had their home venue's state beside their city's name; set to the city's state (${changed.join('; ')})`,
  });
  return changed;
}
