// College baseball (men's NCAA Division I): the Men's College World Series finals 1947-2025 (hand-written) and the
// Division I team seasons 2002-2025 (NCAA statistics).
import type { SourceModule } from '../../model';
import { identityYears, loadSchools } from '../../shared/college';
import { Pending } from '../../shared/pending';
import { addMcws } from './mcws';
import { L, addTeamSeasons } from './team-seasons';
import { coreProducts, leagueProducts } from '../../pipeline/tables';

export const ncaaBaseball: SourceModule = {
  name: L,
  leagues: [L],
  needs: coreProducts,
  gives: leagueProducts,
  group: 'college',
  build(ctx) {
    const p = new Pending();
    addMcws(ctx, p);
    addTeamSeasons(ctx, p, loadSchools(ctx, 'baseball_schools.csv'));
    identityYears(p, L);
    p.flush(ctx);
  },
};
