// A team's home arena by season, under its name then, where the sources give it: the arena of most of the team's
// regular-season home games in the game files that name the arena (2010-11..2018-19, the NHL stats API's venue per
// game: CONSOL Energy Center to 2015-16, PPG Paints Arena after). No other season gets one: today's arena is never
// a past season's (the 1990 Quebec Nordiques played in the Colisée, not Ball Arena).
import type { Franchises } from './franchises';
import type { NhlGame } from './game-types';
import type { TeamSeasonRecord } from './team-seasons';

export function addHomeVenues(fr: Franchises, games: NhlGame[], standings: TeamSeasonRecord[]) {
  const counts = new Map<string, Map<string, number>>();
  for (const g of games) {
    if (g.playoff || g.neutral || !g.venueName) continue;
    const k = `${g.season}:${g.home}`;
    const m = counts.get(k) ?? new Map<string, number>();
    m.set(g.venueName, (m.get(g.venueName) ?? 0) + 1);
    counts.set(k, m);
  }
  for (const s of standings) {
    const m = counts.get(`${s.year}:${s.team}`);
    if (!m) continue;
    const total = [...m.values()].reduce((a, b) => a + b, 0);
    const [name, n] = [...m].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0];
    if (n * 2 <= total) continue; // no arena held most of the home games
    s.venueName = name;
    s.venue = fr.venueByName.get(name) ?? null;
  }
}
