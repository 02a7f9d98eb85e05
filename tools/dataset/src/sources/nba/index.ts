// The NBA (and BAA) source module: franchises, seasons, standings, games, Finals, players and coaches.
import type { SourceModule } from '../../model';
import { addCoaches } from './coaches';
import { CHAMPIONSHIP, addFinals, computeFinals } from './finals';
import { addGames, loadGames } from './games';
import { addNbaTotals2025 } from './nba-player-totals-2025';
import { addPeople } from './people';
import { addStandings } from './standings';
import { addSources, addTeams } from './teams';

export const nba: SourceModule = {
  name: 'nba',
  leagues: ['nba'],
  build(ctx) {
    addSources(ctx);
    const teams = addTeams(ctx);
    const games = loadGames(ctx, teams);
    const people = addPeople(ctx, teams);
    addNbaTotals2025(ctx, teams);
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
