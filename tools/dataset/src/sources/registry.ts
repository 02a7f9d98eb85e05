// The one list of source modules, in the order they run: core first (sports, levels, leagues), then one module per
// league, and history last (the cross-league rules over every result).
// Every module has the same shape (SourceModule in ../model.ts); add a new one here.
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
import { nhl } from './nhl';

export const registry: readonly SourceModule[] = [
  core,
  nfl,
  nba,
  mlb,
  nhl,
  ncaaBasketball,
  ncaaFootball,
  ncaaBaseball,
  ncaaHockey,
  history,
];
