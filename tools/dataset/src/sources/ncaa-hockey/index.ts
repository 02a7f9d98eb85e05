// College hockey (men's NCAA Division I): the Frozen Four finals 1948-2025 (hand-written), and the games
// 1900-01..2018-19 (College Hockey News) with the team seasons derived from them. One step per source
// (../../shared/college-steps.ts).
import type { SourceModule } from '../../model';
import { collegeHandSources } from '../../shared/college';
import { collegeSteps } from '../../shared/college-steps';
import { HOCKEY_GAMES_SOURCE, addChnGames } from './chn-games';
import { FROZEN_FOUR, L, addFrozenFour } from './frozen-four';

const RECORDS = "NCAA Men's Ice Hockey Championships Records";

export const ncaaHockeySteps: readonly SourceModule[] = collegeSteps(L, 'hockey_schools.csv', [
  {
    name: 'frozen-four',
    sources: collegeHandSources(
      [['frozen_four_results.csv', RECORDS]],
      [RECORDS, 'NCAA member school directory'],
    ),
    build: (ctx, { p, schools }) => addFrozenFour(ctx, p, schools),
  },
  {
    name: 'chn-games',
    sources: () => [HOCKEY_GAMES_SOURCE],
    build: (ctx, { p, schools }) => addChnGames(ctx, p, schools, FROZEN_FOUR),
  },
]);
