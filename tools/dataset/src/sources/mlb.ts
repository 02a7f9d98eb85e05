// MLB: franchises, ballparks, seasons and standings 1871-2024 (Lahman), regular-season games (Retrosheet),
// the World Series 1903-2025 (Lahman SeriesPost + hand data), people, players, managers and awards (Lahman).
import type { SourceModule } from '../model';
import { loadTeams } from './mlb/common';
import { addFranchises, addLeagueStructure, addSources, addVenues } from './mlb/franchises';
import { addGames } from './mlb/games';
import { addPeople, loadNames } from './mlb/people';
import { type ManagerRow, addSeasonsAndStandings, loadSeries } from './mlb/standings';

export const mlb: SourceModule = {
  name: 'mlb',
  leagues: ['mlb'],
  build(ctx) {
    addSources(ctx);
    const lahman = loadTeams(ctx);
    const parkKeys = new Set(
      ctx
        .readCsv('lahman/Parks.csv')
        .map((p) => p['park.key'])
        .filter(Boolean),
    );
    const games = addGames(ctx, lahman, parkKeys);
    // Home park of each team-season: the park of most home games (ties: lowest park id).
    const homePark = new Map<string, string>();
    for (const [k, m] of games.homeParks) {
      const best = [...m].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0];
      if (best) homePark.set(k, best[0]);
    }
    addLeagueStructure(ctx, lahman);
    const parks = addVenues(ctx, lahman, homePark);
    addFranchises(ctx, lahman, homePark, parks);
    const names = loadNames(ctx);
    const managerRows = ctx.readCsv('lahman/Managers.csv');
    const managers: ManagerRow[] = managerRows.map((r) => ({
      playerID: r.playerID,
      year: Number(r.yearID),
      teamID: r.teamID,
      inseason: Number(r.inseason),
      name: names.get(r.playerID) ?? r.playerID,
    }));
    const series = loadSeries(ctx, lahman);
    addSeasonsAndStandings(ctx, lahman, games, series, managers, names);
    addPeople(ctx, lahman, series, managers, managerRows);
  },
};
