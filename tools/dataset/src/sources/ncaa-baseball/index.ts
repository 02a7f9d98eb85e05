// College baseball (men's NCAA Division I): the Men's College World Series finals 1947-2025 (hand-written) and the
// Division I team seasons 2002-2025 (NCAA statistics). One step per source (../../shared/college-steps.ts).
import type { SourceModule } from '../../model';
import { collegeHandSources } from '../../shared/college';
import { collegeSteps } from '../../shared/college-steps';
import { addMcws } from './mcws';
import { BASEBALL_SEASONS_SOURCE, L, addTeamSeasons } from './team-seasons';

const MCWS = "NCAA Men's College World Series Records";

export const ncaaBaseballSteps: readonly SourceModule[] = collegeSteps(L, 'baseball_schools.csv', [
  {
    name: 'mcws',
    sources: collegeHandSources([['mcws_results.csv', MCWS]], [MCWS]),
    build: (ctx, { p }) => addMcws(ctx, p),
  },
  {
    name: 'team-seasons',
    sources: () => [BASEBALL_SEASONS_SOURCE],
    build: (ctx, { p, schools }) => addTeamSeasons(ctx, p, schools),
  },
]);
