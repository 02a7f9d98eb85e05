// Every step of the pipeline. The order here does not matter for correctness: the scheduler (../pipeline/schedule.ts)
// runs each step after the givers of what it needs; ties keep this order, so the build stays deterministic.
// Adding a source is adding its module and listing it here.
import type { SourceModule } from '../model';
import { crossChecks } from '../pipeline/cross-checks';
import { nullAuditStep } from '../pipeline/null-audit';
import { reconcileStep } from '../pipeline/reconcile';
import { collegeAwardSteps } from './college-awards';
import { core } from './core';
import { figureCoverage } from './figure-coverage';
import { firstOverallPickSteps } from './first-overall-picks';
import { onePerson } from '../history/one-person';
import { history } from './history';
import { mlbSteps } from './mlb';
import { nbaSteps } from './nba';
import { ncaaBaseballSteps } from './ncaa-baseball';
import { ncaaBasketballSteps } from './ncaa-basketball';
import { ncaaFootballSteps } from './ncaa-football';
import { ncaaHockeySteps } from './ncaa-hockey';
import { nflSteps } from './nfl';
import { nhlSteps } from './nhl';

export const registry: readonly SourceModule[] = [
  core,
  ...nflSteps,
  ...nbaSteps,
  ...mlbSteps,
  ...nhlSteps,
  ...ncaaBasketballSteps,
  ...ncaaFootballSteps,
  ...ncaaBaseballSteps,
  ...ncaaHockeySteps,
  ...collegeAwardSteps,
  onePerson,
  ...firstOverallPickSteps,
  history,
  figureCoverage,
  crossChecks,
  reconcileStep,
  nullAuditStep,
];
