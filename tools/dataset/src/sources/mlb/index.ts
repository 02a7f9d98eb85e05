// MLB: franchises, ballparks, seasons and standings 1871-2024 (Lahman), regular-season games (Retrosheet),
// the World Series 1903-2025 (Lahman SeriesPost + hand data), people, players, managers and awards (Lahman).
// Each source is a module beside this one; build() runs them in the order their rows depend on.
import type { SourceModule } from '../../model';
import { addAwards } from './awards';
import { addFranchises, addLeagueStructure } from './franchises';
import { addGames, homeParks } from './games';
import { loadTeams } from './lahman-teams';
import { addManagers, loadManagers } from './managers';
import { addPeople, loadNames } from './people';
import { addPlayerSeasons } from './player-seasons';
import { addPlayers } from './players';
import { Careers, addRosters } from './rosters';
import { addSeasons, lahmanSeasonTeams } from './seasons';
import { loadSeries } from './series';
import { addSources } from './sources';
import { addStandings } from './lahman-standings';
import { addVenues, parkKeys } from './venues';
import { addWorldSeries, readHandSeries } from './world-series';

export const mlb: SourceModule = {
  name: 'mlb',
  leagues: ['mlb'],
  build(ctx) {
    addSources(ctx);
    const lahman = loadTeams(ctx);
    const games = addGames(ctx, lahman, parkKeys(ctx));
    const homePark = homeParks(games);
    addLeagueStructure(ctx, lahman);
    const parks = addVenues(ctx, lahman, homePark);
    addFranchises(ctx, lahman, homePark, parks);
    const names = loadNames(ctx);
    const managers = loadManagers(ctx, names);
    const series = loadSeries(ctx, lahman);
    const hand = readHandSeries(ctx);
    addSeasons(ctx, lahmanSeasonTeams(lahman.teams), games, series, hand);
    addStandings(ctx, lahman, games, series, managers);
    addWorldSeries(ctx, series, managers, names, hand);
    const people = addPeople(ctx);
    const careers = new Careers();
    const apps = addRosters(ctx, lahman, careers);
    addPlayerSeasons(ctx, lahman, careers, apps);
    addPlayers(ctx, lahman, people, careers);
    addAwards(ctx, lahman, people.known, people.hof);
    addManagers(ctx, lahman, series, managers);
  },
};
