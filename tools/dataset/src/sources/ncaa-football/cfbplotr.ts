// cfbplotR's school list: every FBS (P5/G5) school must match one of ours; the names not matched are reported.
import type { BuildContext } from '../../model';
import type { School } from '../../shared/college';
import { SRC_LOGOS } from './sources';

export function crossCheckNames(ctx: BuildContext, schools: Map<string, School>): void {
  const logoFile = 'cfbplotR/logo_ref.csv';
  ctx.readCsv(logoFile).forEach((r, i) => {
    if (r.type !== 'P5' && r.type !== 'G5') return;
    if (!schools.has(r.school)) {
      ctx.report({
        source: SRC_LOGOS,
        file: logoFile,
        line: i + 2,
        problem: `FBS school '${r.school}' not matched`,
      });
    }
  });
}
