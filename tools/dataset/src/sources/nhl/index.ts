// The NHL steps: franchises and lineage, seasons and standings 1917-18..2025-26, games 1949-50..2025-26 (no 2004-05),
// Stanley Cup Finals 1918-2026, playoff series 1917-18..2020-21 (databank to 2017-18, then drawn from the games;
// games from 1949-50), season meetings 1917-18..2017-18 (databank), players, player seasons, awards and coaches
// (Hockey Databank to 2017-18), rosters, player seasons after the databank (Hockey-Reference: skaters to 2025-26,
// goalies to 2021-22).
// Each step is a module beside this one with its sources rows, what it needs and what it gives (./products.ts);
// the scheduler orders them. This list keeps the order a reader follows (the scheduler breaks ties by it).
// Adding a source: write its module and step, list the step here, write its spec.
import type { SourceModule } from '../../model';
import {
  nhlDatabankAwards,
  nhlDatabankCoaches,
  nhlDatabankPeople,
  nhlDatabankPlayerSeasons,
  nhlHandAwards,
  nhlAwardColumn,
  nhlHockeyRefPlayers,
  nhlHockeyRefSkaters2021,
  nhlRosters,
} from './steps-people';
import {
  nhlFinals,
  nhlFranchises,
  nhlGames,
  nhlPostseasonSeries,
  nhlSeasons,
  nhlStandings,
  nhlStanleyCup,
  nhlTeamMeetings,
  nhlTeamSeasons,
} from './steps-teams';

export const nhlSteps: readonly SourceModule[] = [
  nhlFranchises,
  nhlGames,
  nhlDatabankPeople,
  nhlDatabankPlayerSeasons,
  nhlDatabankAwards,
  nhlDatabankCoaches,
  nhlStandings,
  nhlFinals,
  nhlTeamSeasons,
  nhlStanleyCup,
  nhlSeasons,
  nhlPostseasonSeries,
  nhlTeamMeetings,
  nhlRosters,
  nhlHockeyRefPlayers,
  nhlHockeyRefSkaters2021,
  nhlHandAwards,
  nhlAwardColumn,
];
