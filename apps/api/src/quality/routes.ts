// /api/core/data-quality/: the dataset's own checks run on the database, scoped to the site's leagues: run once for
// the whole dataset and kept (each site's report keeps its leagues' rows); /run/ runs them again on the live
// database (cached for realtime's 30 s only).
import { endpoints, type SetAside } from '@trophy-room/contract';
import type { FastifyInstance } from 'fastify';
import { endpoint } from '../http/route';
import { buildReport, freshnessRules, ruleRows, RULES } from './report';
import type { LeagueRow } from '../shared/scope';
import type { LeagueFreshness, RuleCount, SourceRows } from './repository';

const tags = ['core'];

export interface QualityOptions {
  /** data/source-issues.csv per source, read at server start. */
  setAside: SetAside[];
}

type Leagues = Map<number, LeagueRow>;

/** What the checks found, per league (the report for a site keeps its leagues' rows). */
interface Checks {
  counts: RuleCount[][];
  shared: RuleCount[];
  fresh: LeagueFreshness[];
  sources: SourceRows[];
  runAt: Date;
}

const keys = Object.keys(RULES) as (keyof typeof RULES)[];

async function runChecks(app: FastifyInstance, leagueIds: number[] | null): Promise<Checks> {
  const repo = app.repos.quality;
  const [counts, shared, fresh, sources] = await Promise.all([
    Promise.all(keys.map((k) => repo[k](leagueIds))),
    leagueIds ? Promise.resolve([]) : repo.sharedReferences(),
    repo.freshness(),
    repo.sources(),
  ]);
  return { counts, shared, fresh, sources, runAt: app.now() };
}

function reportFor(checks: Checks, leagueIds: number[] | null, leagues: Leagues, setAside: SetAside[]) {
  const inScope = <T extends { league_id: number | null }>(rows: T[]) =>
    rows.filter((r) => !leagueIds || (r.league_id !== null && leagueIds.includes(r.league_id)));
  const rules = keys.flatMap((k, i) => ruleRows(RULES[k], inScope(checks.counts[i]), leagues));
  if (!leagueIds)
    rules.push(
      ...ruleRows({ ...RULES.references, key: 'people-references-resolve' }, checks.shared, leagues),
    );
  const dates = checks.fresh.map((f) => f.data_as_of).filter((d): d is string => !!d);
  const asOf = dates.length ? dates.reduce((a, b) => (b > a ? b : a)) : null;
  return buildReport({
    rules,
    freshness: freshnessRules(inScope(checks.fresh), asOf, leagues),
    asOf,
    sources: checks.sources,
    setAside,
    runAt: checks.runAt,
  });
}

export async function qualityRoutes(app: FastifyInstance, opts: QualityOptions) {
  // The whole dataset's checks, run once (the dataset does not change while the server runs; main.ts runs them
  // before it listens) and shared by every site; a failed run is tried again by the next request.
  let whole: Promise<Checks> | undefined;
  const wholeDataset = () =>
    (whole ??= runChecks(app, null).catch((e: unknown) => {
      whole = undefined;
      throw e;
    }));
  const leagues = async () => new Map((await app.repos.core.leagues()).map((l) => [l.id, l]));

  endpoint(
    app,
    endpoints.dataQuality,
    {
      cache: 'semiStatic',
      tags,
      summary: "The dataset's own checks: completeness, accuracy, freshness, consistency, sources",
    },
    async (req) => {
      const { leagueIds } = await app.scope(req.query);
      return { data: reportFor(await wholeDataset(), leagueIds, await leagues(), opts.setAside) };
    },
  );
  endpoint(
    app,
    endpoints.dataQualityRun,
    { cache: 'realtime', tags, summary: 'Runs the data-quality checks on the live database now' },
    async (req) => {
      const { leagueIds } = await app.scope(req.query);
      const checks = await runChecks(app, leagueIds);
      if (!leagueIds) whole = Promise.resolve(checks);
      return { data: reportFor(checks, leagueIds, await leagues(), opts.setAside) };
    },
  );
}
