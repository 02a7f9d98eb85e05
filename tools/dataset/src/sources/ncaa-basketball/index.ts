// NCAA Division I men's basketball: schools, conferences, seasons 1938-39..2024-25, team seasons 1947-48..2024-25 (Torvik from 2019-20),
// tournament games 1985-2025, secondary-tournament games 1985-2021, regular-season games 1985-2016, coaches
// 1985-2022 and the NCAA tournament (every final 1939-2025, hand data checked against the raw files).
import type { SourceModule } from '../../model';
import { addChampionship, loadHandFinals } from './championship';
import { addCoaches } from './coaches';
import { addGames, loadGames } from './games';
import { addSources } from './sources';
import { addSeasons } from './seasons';
import { addTeamSeasons } from './sr-team-seasons';
import { addConferences, addTeams, loadTeams } from './teams';
import { addTorvikTeamSeasons } from './torvik-team-seasons';
import { coreProducts, leagueProducts } from '../../pipeline/tables';

export const ncaaBasketball: SourceModule = {
  name: 'ncaa-basketball',
  leagues: ['ncaa-basketball'],
  needs: coreProducts,
  gives: leagueProducts,
  build(ctx) {
    addSources(ctx);
    const teams = loadTeams(ctx);
    addConferences(ctx, teams);
    addTeams(ctx, teams);
    const hand = loadHandFinals(ctx);
    const data = loadGames(ctx, teams, new Map(hand.map((h) => [h.year, h.date])));
    const facts = {
      champion: new Map(hand.map((h) => [h.year - 1, h.winner])),
      finalDate: new Map(hand.map((h) => [h.year - 1, h.date])),
    };
    const counts = addTeamSeasons(ctx, teams, data, facts);
    addTorvikTeamSeasons(ctx, teams, data, facts, counts);
    addSeasons(ctx, data, facts, counts);
    addChampionship(ctx, teams, hand, data.finals);
    addGames(ctx, data, teams);
    addCoaches(ctx, teams, data);
  },
};
