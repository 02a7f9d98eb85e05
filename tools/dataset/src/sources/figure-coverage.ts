// The coverage model (../history/figure-coverage.ts): after every league and the cross-league pass, so it reads the
// rows as the site shows them.
import { addFigureCoverage } from '../history/figure-coverage';
import type { SourceModule } from '../model';
import { pass, table } from '../pipeline/product';
import { leagueProducts } from '../pipeline/tables';

export const figureCoverage: SourceModule = {
  name: 'figure-coverage',
  leagues: [],
  needs: [...leagueProducts, pass('history'), pass('first-overall-picks')],
  gives: [table('figure_coverage')],
  build(ctx) {
    addFigureCoverage(ctx);
  },
};
