// The NBA (and BAA): the league's source modules in the order they run. Each reads its source into rows of the model
// (its spec beside it); adding a source means adding a module, calling it here and writing its spec.
import type { SourceModule } from '../../model';
import { addAwards } from './awards';
import { addCoaches } from './coaches';
import { CHAMPIONSHIP, addFinals, computeFinals } from './finals';
import { addGames, loadGames } from './games';
import { addTotals2025 } from './player-totals-2025';
import { addTotals2026 } from './player-totals-2026';
import { addTotals2021 } from './player-totals-2021';
import { addPlayers, peopleIndex } from './players';
import { addRosterEntries, readRosters } from './rosters';
import { addSources } from './sources';
import { addStandings } from './standings';
import { addTeams } from './teams';
import { coreProducts, leagueProducts } from '../../pipeline/tables';

export const nba: SourceModule = {
  name: 'nba',
  leagues: ['nba'],
  needs: coreProducts,
  gives: leagueProducts,
  build(ctx) {
    addSources(ctx);
    const teams = addTeams(ctx);
    const games = loadGames(ctx, teams);
    const { byName, known, careers } = addPlayers(ctx, teams);
    const { teamsOf, rosterRows } = readRosters(ctx, teams, known);
    const gamesOf = addTotals2021(ctx, teams, careers);
    addRosterEntries(ctx, rosterRows, gamesOf);
    const people = peopleIndex(byName, known, teamsOf);
    addAwards(ctx, people);
    addTotals2025(ctx, teams);
    addTotals2026(ctx, teams);
    const coaches = addCoaches(ctx, teams, people);
    const finals = computeFinals(ctx, teams, games);
    const { recordOf } = addStandings(ctx, teams, games, finals, coaches);
    const coachOf = (franchise: string, start: number) => {
      const list = coaches.byTeamSeason.get(`${franchise}:${start}`) ?? [];
      const po = list.filter((c) => c.poGames > 0);
      if (po.length === 1) return po[0].name;
      return list.length === 1 ? list[0].name : null;
    };
    addFinals(ctx, teams, finals, people, coachOf, recordOf);
    addGames(ctx, teams, games, CHAMPIONSHIP);
  },
};
