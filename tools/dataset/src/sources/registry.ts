// Every step of the pipeline. The order here does not matter for correctness: the scheduler (../pipeline/schedule.ts)
// runs each step after the givers of what it needs; ties keep this order, so the build stays deterministic.
// Adding a source is adding its module and listing it here.
import type { SourceModule } from '../model';
import { core } from './core';
import { history } from './history';
import { mlb } from './mlb';
import { nba } from './nba';
import { ncaaBaseball } from './ncaa-baseball';
import { ncaaBasketball } from './ncaa-basketball';
import { ncaaFootball } from './ncaa-football';
import { ncaaHockey } from './ncaa-hockey';
import { nfl } from './nfl';
import { nhlSteps } from './nhl';

export const registry: readonly SourceModule[] = [
  core,
  nfl,
  nba,
  mlb,
  ...nhlSteps,
  ncaaBasketball,
  ncaaFootball,
  ncaaBaseball,
  ncaaHockey,
  history,
];
