// College hockey (men's NCAA Division I): the Frozen Four finals 1948-2025 (hand-written), and the games
// 1900-01..2018-19 (College Hockey News) with the team seasons derived from them.
import type { SourceModule } from '../../model';
import { identityYears, loadSchools } from '../../shared/college';
import { Pending } from '../../shared/pending';
import { addChnGames } from './chn-games';
import { FROZEN_FOUR, L, addFrozenFour } from './frozen-four';
import { coreProducts, leagueProducts } from '../../pipeline/tables';

export const ncaaHockey: SourceModule = {
  name: L,
  leagues: [L],
  needs: coreProducts,
  gives: leagueProducts,
  group: 'college',
  build(ctx) {
    const p = new Pending();
    const schools = loadSchools(ctx, 'hockey_schools.csv');
    addFrozenFour(ctx, p, schools);
    addChnGames(ctx, p, schools, FROZEN_FOUR);
    identityYears(p, L);
    p.flush(ctx);
  },
};
