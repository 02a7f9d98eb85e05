// MLB: franchises, ballparks, seasons and standings 1871-2024 (Lahman) and 2025 (Baseball-Reference team tables),
// regular-season games (Retrosheet), the World Series 1903-2025 (Lahman SeriesPost + hand data), every postseason
// series 1884-2024 (SeriesPost, without games), people, players,
// managers and awards (Lahman).
// Each source is a module beside this one; build() runs them in the order their rows depend on.
import type { SourceModule } from '../../model';
import { addAwards } from './awards';
import { BBREF_2025, YEAR, addStandings2025, readBbref2025 } from './bbref-2025';
import { addFranchises, addLeagueStructure } from './franchises';
import type { TeamYear } from './common';
import { addGameRows, addGames, homeParks } from './games';
import { loadTeams } from './lahman-teams';
import { addManagers, loadManagers } from './managers';
import { addPeople, loadNames } from './people';
import { addPlayerSeasons } from './player-seasons';
import { addPlayers } from './players';
import { Careers, addRosters } from './rosters';
import { addSeasons, lahmanSeasonTeams } from './seasons';
import { addPostseasonSeries } from './postseason-series';
import { loadSeries } from './series';
import { addSources } from './sources';
import { addStandings } from './lahman-standings';
import { loadVenueNames, reportUnnamed } from './venue-names';
import { addVenues, parkKeys } from './venues';
import { addWorldSeries, readHandSeries } from './world-series';
import { coreProducts, leagueProducts } from '../../pipeline/tables';

export const mlb: SourceModule = {
  name: 'mlb',
  leagues: ['mlb'],
  needs: coreProducts,
  gives: leagueProducts,
  build(ctx) {
    addSources(ctx);
    const lahman = loadTeams(ctx);
    const teams2025 = readBbref2025(ctx, lahman);
    const games = addGames(ctx, lahman, parkKeys(ctx));
    const homePark = homeParks(games);
    addLeagueStructure(ctx, lahman);
    const parks = addVenues(ctx, lahman, homePark);
    addFranchises(ctx, lahman, homePark, parks, teams2025);
    const venueNames = loadVenueNames(ctx, parks);
    addGameRows(ctx, games, venueNames.nameOn);
    // A team-season's home: the park of most of its home games, under its name that season.
    const homeOf = (t: TeamYear) => {
      const park = homePark.get(t.key);
      return park && parks.has(park)
        ? { venue: `mlb:${park}`, venueName: venueNames.nameOn(park, t.year) }
        : { venue: null, venueName: null };
    };
    const names = loadNames(ctx);
    const managers = loadManagers(ctx, names);
    const series = loadSeries(ctx, lahman);
    const hand = readHandSeries(ctx);
    const seasonTeams = lahmanSeasonTeams(lahman.teams);
    seasonTeams.set(YEAR, { games: teams2025.map((t) => t.games ?? 0), source: BBREF_2025 });
    addSeasons(ctx, seasonTeams, games, series, hand);
    addStandings(ctx, lahman, games, series, managers, homeOf);
    reportUnnamed(ctx, venueNames);
    addStandings2025(ctx, teams2025, hand);
    addWorldSeries(ctx, series, managers, names, hand);
    addPostseasonSeries(ctx, series);
    const people = addPeople(ctx);
    const careers = new Careers();
    const apps = addRosters(ctx, lahman, careers);
    addPlayerSeasons(ctx, lahman, careers, apps);
    addPlayers(ctx, lahman, people, careers);
    addAwards(ctx, lahman, people.known, people.hof);
    addManagers(ctx, lahman, series, managers);
  },
};
