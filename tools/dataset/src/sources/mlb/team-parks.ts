// The parks Lahman Teams.park names for each team-season ("Exposition Park/Forbes Field", "Yankee Stadium I"), matched
// to Lahman Parks ids. Teams.park is free text in the name of that season as Lahman records it, sometimes two parks
// joined by "/" when the team moved during the season; Parks gives each id its name and former names (aliases), and
// HomeGames the parks each team-season played home games in. A part of Teams.park names a park when it is that
// park's name or one of its aliases, among the parks of the team-season's home games (the same city and years):
// first exactly, else once Lahman's numbering ("I", "II" …, which differs between Teams and Parks) is dropped.
import type { BuildContext, SourceModule } from '../../model';
import { LAHMAN, type Lahman } from './common';
import { homeParkOf, lahmanTeams, teamParks } from './products';
import { lahmanSource } from './sources';
import type { NamedPark, TeamParks } from './shapes';

/** "Yankee Stadium I" → "Yankee Stadium": Lahman's numbering of same-named parks, which no park bore. */
export const unnumbered = (s: string) => s.trim().replace(/\s+(I|II|III|IV|V|VI)$/, '');

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

export function loadTeamParks(ctx: BuildContext, lahman: Lahman, homePark: Map<string, string>): TeamParks {
  const names = new Map<string, string[]>();
  for (const p of ctx.readCsv('lahman/Parks.csv')) {
    const aliases = (p['park.alias'] ?? '')
      .split(';')
      .map((a) => a.trim())
      .filter(Boolean);
    names.set(p['park.key'], [p['park.name'], ...aliases]);
  }
  const homeGames = new Map<string, Map<string, number>>();
  for (const h of ctx.readCsv('lahman/HomeGames.csv')) {
    const t = lahman.byTeamId.get(`${h['year.key']}:${h['team.key']}`);
    if (!t) continue;
    const m = homeGames.get(t.key) ?? new Map<string, number>();
    m.set(h['park.key'], (m.get(h['park.key']) ?? 0) + (Number(h.games) || 0));
    homeGames.set(t.key, m);
  }
  const named = new Map<string, NamedPark[]>();
  const unmatched = new Map<string, string>();
  const byParkYear = new Map<string, Set<string>>();
  for (const t of lahman.teams) {
    const text = (t.row.park ?? '').trim();
    if (!text) continue;
    const candidates = [
      ...new Set([...(homeGames.get(t.key)?.keys() ?? []), homePark.get(t.key) ?? '']),
    ].filter((k) => names.has(k));
    const found: NamedPark[] = [];
    const missed: string[] = [];
    for (const part of text.split(/\s*\/\s*/).filter(Boolean)) {
      const exact = candidates.filter((k) => names.get(k)!.some((n) => norm(n) === norm(part)));
      const loose = candidates.filter((k) =>
        names.get(k)!.some((n) => norm(unnumbered(n)) === norm(unnumbered(part))),
      );
      const park = exact.length === 1 ? exact[0] : loose.length === 1 ? loose[0] : null;
      if (park) found.push({ park, name: unnumbered(part) });
      else missed.push(part);
    }
    if (found.length) named.set(t.key, found);
    if (missed.length) unmatched.set(t.key, text);
    for (const f of found) {
      const k = `${f.park}:${t.year}`;
      byParkYear.set(k, (byParkYear.get(k) ?? new Set()).add(f.name));
    }
  }
  if (unmatched.size)
    ctx.report({
      source: LAHMAN,
      file: 'lahman/Teams.csv',
      problem: `${unmatched.size} team-seasons' park (Teams.park) names no park of their home games in Lahman Parks/HomeGames: ${[
        ...new Set(unmatched.values()),
      ]
        .sort()
        .join('; ')}`,
    });
  const nameOn = (park: string, year: number) => {
    const s = byParkYear.get(`${park}:${year}`);
    return s && s.size === 1 ? [...s][0] : null;
  };
  return { named, unmatched, homeGames, nameOn };
}

/** The parks each team-season's Teams.park names. */
export const teamParksStep: SourceModule = {
  name: 'mlb-team-parks',
  leagues: ['mlb'],
  sources: [lahmanSource],
  needs: [lahmanTeams, homeParkOf],
  gives: [teamParks],
  build: (ctx) => ctx.give(teamParks, loadTeamParks(ctx, ctx.need(lahmanTeams), ctx.need(homeParkOf))),
};
