// MLB: franchises, ballparks, seasons and standings 1871-2024 (Lahman) and 2025 (Baseball-Reference team tables),
// regular-season games (Retrosheet), the World Series 1903-2025 (Lahman SeriesPost + hand data), every postseason
// series 1884-2024 (SeriesPost, without games), people, players, managers and awards (Lahman), and the 2025 player
// lines (Baseball-Reference player tables).
// One step per source or builder, each in the file of what it reads or builds; ./products.ts names what they hand
// each other, and the scheduler orders them. Every step is an 'mlb' step, so `--only mlb` runs them all.
import type { SourceModule } from '../../model';
import { awardsStep } from './awards';
import { standings2025Step, teams2025Step } from './bbref-2025';
import { players2025Step } from './bbref-2025-players';
import { franchisesStep, leagueStructureStep } from './franchises';
import { gameLogsStep, gameRowsStep } from './games';
import { standingsStep } from './lahman-standings';
import { lahmanTeamsStep } from './lahman-teams';
import { managerClaimsStep } from './manager-claims';
import { managersLoadStep, managersOfRecordStep, managersStep } from './managers';
import { peopleStep } from './people';
import { playerSeasonsStep } from './player-seasons';
import { playersStep } from './players';
import { postseasonSeriesStep } from './postseason-series';
import { rostersStep } from './rosters';
import { seasonsStep } from './seasons';
import { seriesStep } from './series';
import { teamParksStep } from './team-parks';
import { venueNamesStep } from './venue-names';
import { venuesStep } from './venues';
import { handSeriesStep, worldSeriesStep } from './world-series';

export const mlbSteps: readonly SourceModule[] = [
  lahmanTeamsStep,
  teams2025Step,
  gameLogsStep,
  leagueStructureStep,
  venuesStep,
  franchisesStep,
  teamParksStep,
  venueNamesStep,
  gameRowsStep,
  managersLoadStep,
  managersOfRecordStep,
  seriesStep,
  handSeriesStep,
  seasonsStep,
  standingsStep,
  standings2025Step,
  worldSeriesStep,
  postseasonSeriesStep,
  peopleStep,
  rostersStep,
  playerSeasonsStep,
  playersStep,
  players2025Step,
  awardsStep,
  managersStep,
  managerClaimsStep,
];
