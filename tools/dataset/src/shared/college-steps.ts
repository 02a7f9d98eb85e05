// The steps of a college league built from hand-written champion lists (football, baseball, hockey). Its sources
// fill one store of pending rows (./pending.ts: a programme, its seasons and team seasons are completed source after
// source), so each source step needs the pass of the step before it (a later source's values win a merge), and a
// last step adds the rows once, in key order. Only the league's own rows are shared: no league reads another's.
import type { BuildContext, League, Row, SourceModule } from '../model';
import { pass, product, type Product } from '../pipeline/product';
import { coreProducts, leagueProducts } from '../pipeline/tables';
import { collegeHandSources, identityYears, loadSchools, type CollegeLeague, type School } from './college';
import { Pending } from './pending';

/** What a college league's steps share: its pending rows and its schools. */
export interface CollegeRun {
  p: Pending;
  schools: Map<string, School>;
}

export interface CollegeStep {
  name: string;
  sources: () => Row<'sources'>[];
  /** Value products of the league's other steps this one reads. */
  needs?: Product[];
  gives?: Product[];
  build(ctx: BuildContext, run: CollegeRun): void;
}

/** The league's steps: its schools, then `steps` in order (each after the one before), then its rows. */
export function collegeSteps(
  league: CollegeLeague,
  schoolsFile: string,
  steps: CollegeStep[],
): SourceModule[] {
  const run = product<CollegeRun>(`${league}.run`);
  const leagues: readonly League[] = [league];
  const schoolSources = collegeHandSources([[schoolsFile, 'NCAA member school directory']]);
  const first: SourceModule = {
    name: `${league}-schools`,
    leagues,
    group: 'college',
    get sources() {
      return schoolSources();
    },
    needs: coreProducts,
    gives: [run],
    build: (ctx) => ctx.give(run, { p: new Pending(), schools: loadSchools(ctx, schoolsFile) }),
  };
  let before: Product = run;
  const middle = steps.map((s): SourceModule => {
    const done = pass(`${league}.${s.name}`);
    const m: SourceModule = {
      name: `${league}-${s.name}`,
      leagues,
      group: 'college',
      get sources() {
        return s.sources();
      },
      needs: [...coreProducts, run, before, ...(s.needs ?? [])],
      gives: [done, ...(s.gives ?? [])],
      build: (ctx) => s.build(ctx, ctx.need(run)),
    };
    before = done;
    return m;
  });
  const rows: SourceModule = {
    name: `${league}-rows`,
    leagues,
    group: 'college',
    needs: [...coreProducts, run, before],
    gives: leagueProducts,
    build(ctx) {
      const { p } = ctx.need(run);
      identityYears(p, league);
      p.flush(ctx);
    },
  };
  return [first, ...middle, rows];
}
