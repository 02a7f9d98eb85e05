// A pass over the team seasons: each one's home venue, where it played most of its regular-season home games (not at
// a neutral site), under the name the building bore that season (the game rows' venue name: hand/nfl/venue_names.csv
// puts right the later names the older files write). Game rows name a stadium from 1966 (spreadspoke; nflverse from
// 2000); earlier seasons have none. Every giver's value is claimed: the games of each file, and for the last season
// the current stadium table.
import type { BuildContext } from '../../model';
import { readSpanRows, spanOf } from '../../shared/hand';
import { claimAll } from '../../pipeline/claims';
import { teamSeasonVenue } from './figures';
import type { Game } from './game-types';
import { L } from './league';
import { NFLVERSE_GAMES } from './nflverse-games';
import { SPREADSPOKE } from './spreadspoke';
import { PRO_VENUES } from './us-pro-venues';
import type { Venues } from './venues';

/** The first season the nflverse games (the stadium as named that day, by its id) cover. */
const NFLVERSE_FIRST = 2000;

type Count = Map<string, Map<string, { venue: string | null; name: string; n: number }>>;

function tally(count: Count, teamSeason: string, venue: string | null, name: string) {
  const m = count.get(teamSeason) ?? new Map();
  const c = m.get(name) ?? { venue, name, n: 0 };
  c.n++;
  m.set(name, c);
  count.set(teamSeason, m);
}

const top = (m: Count extends Map<string, infer V> ? V : never) =>
  [...m.values()].sort((a, b) => b.n - a.n || a.name.localeCompare(b.name))[0];

/** spreadspoke's venue, with the reason it is wrong when the building it names was not yet open that season. */
export function spreadspokeClaim(
  venue: string | null,
  season: number,
  opened: (v: string | null) => number,
): { source: string; value: string | null; note?: string } {
  const year = opened(venue);
  return {
    source: SPREADSPOKE.key,
    value: venue,
    ...(year > season
      ? {
          note: `spreadspoke names a stadium that opened in ${year}, after this season (a later name it writes for the stadium of that day); the nflverse games are kept`,
        }
      : {}),
  };
}

export function addHomeVenues(ctx: BuildContext, games: Game[], venues: Venues): void {
  const rows: Count = new Map();
  for (const g of ctx.rows('games')) {
    if (g.league !== L || g.is_playoff || g.is_neutral || !g.venue_name) continue;
    tally(
      rows,
      `${g.home_team}:${Number(String(g.season).slice(L.length + 1))}`,
      (g.venue as string) ?? null,
      String(g.venue_name),
    );
  }
  // spreadspoke's own choice (its stadium names), claimed beside the nflverse games' where both cover a season
  const spreadspoke: Count = new Map();
  for (const g of games)
    if (!g.playoff && !g.neutral && g.stadium && g.season >= NFLVERSE_FIRST)
      tally(spreadspoke, `${g.home}:${g.season}`, venues.key(g.stadium), venues.key(g.stadium) ?? g.stadium);
  const last = Math.max(
    ...ctx
      .rows('team_seasons')
      .filter((t) => t.team && String(t.season).startsWith(`${L}:`))
      .map((t) => Number(String(t.season).slice(L.length + 1))),
  );
  const notOpen: string[] = [];
  // hand/nfl/home_venues.csv: a team's home where the game files write a stadium not yet open (each row checked).
  const homes = readSpanRows(ctx, L, 'home_venues.csv');
  const moved = new Map<string, { from: string | null; venue: string; name: string }>();
  for (const [k, m] of [...rows].sort((a, b) => a[0].localeCompare(b[0]))) {
    const ts = ctx.get('team_seasons', k);
    const season = Number(k.slice(k.lastIndexOf(':') + 1));
    // A building not yet open that season is a later name the file writes for another one (spreadspoke writes
    // University of Phoenix Stadium, opened 2006, for the Cardinals' games at Sun Devil Stadium): no venue.
    const opened = (v: string | null) => Number(ctx.get('venues', String(v))?.opened_year) || 0;
    const best = top(m);
    if (!ts || !best) continue;
    if (opened(best.venue) > season) {
      const home = spanOf(homes, 'team', ts.team, season);
      const venue = home ? venues.key(home.row.venue) : null;
      if (!home || !venue) {
        notOpen.push(`${k} ${best.name} (opened ${opened(best.venue)})`);
        continue;
      }
      Object.assign(ts, { venue, venue_name: home.row.venue });
      moved.set(`${String(ts.team)}|${String(ts.season)}`, { from: best.venue, venue, name: home.row.venue });
      continue;
    }
    Object.assign(ts, { venue: best.venue, venue_name: best.name });
    const current = season === last ? ctx.get('teams', String(ts.team))?.home_venue : null;
    const ss = spreadspoke.get(k);
    claimAll(ctx, teamSeasonVenue, { league: L, key: k, label: `${String(ts.name)}, ${season}` }, [
      { source: season >= NFLVERSE_FIRST ? NFLVERSE_GAMES.key : SPREADSPOKE.key, value: best.venue },
      ...(ss ? [spreadspokeClaim(top(ss)?.venue ?? null, season, opened)] : []),
      { source: PRO_VENUES.key, value: (current as string | null | undefined) ?? null },
    ]);
  }
  // The home games of those seasons were played in the team's home too: the games say so.
  for (const g of ctx.rows('games')) {
    const m = moved.get(`${String(g.home_team)}|${String(g.season)}`);
    if (m && g.venue === m.from && !g.is_neutral) Object.assign(g, { venue: m.venue, venue_name: m.name });
  }
  if (notOpen.length)
    ctx.report({
      source: SPREADSPOKE.key,
      file: 'nfl_spreadspoke/spreadspoke_scores.csv',
      problem: `${notOpen.length} team seasons' home games name a stadium not yet open that season; no home venue given: ${notOpen.join('; ')}`,
    });
}
