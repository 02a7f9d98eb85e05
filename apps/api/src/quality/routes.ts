// /api/core/data-quality/: the dataset's own checks run on the database, scoped to the site's leagues. The report
// is cached like other semi-static answers; /run/ runs them again (cached for realtime's 30 s only).
import { endpoints, type SetAside, type SiteFilterParams } from '@trophy-room/contract';
import type { FastifyInstance } from 'fastify';
import { endpoint } from '../http/route';
import { buildReport, freshnessRules, ruleRows, RULES } from './report';

const tags = ['core'];

export interface QualityOptions {
  /** data/source-issues.csv per source, read at server start. */
  setAside: SetAside[];
}

async function runChecks(app: FastifyInstance, q: SiteFilterParams, setAside: SetAside[]) {
  const { leagueIds } = await app.scope(q);
  const leagues = new Map((await app.repos.core.leagues()).map((l) => [l.id, l]));
  const repo = app.repos.quality;
  const keys = Object.keys(RULES) as (keyof typeof RULES)[];
  const [counts, shared, fresh, sources] = await Promise.all([
    Promise.all(keys.map((k) => repo[k](leagueIds))),
    leagueIds ? Promise.resolve([]) : repo.sharedReferences(),
    repo.freshness(),
    repo.sources(),
  ]);
  const rules = keys.flatMap((k, i) => ruleRows(RULES[k], counts[i], leagues));
  rules.push(...ruleRows({ ...RULES.references, key: 'people-references-resolve' }, shared, leagues));
  const dates = fresh.map((f) => f.data_as_of).filter((d): d is string => !!d);
  const asOf = dates.length ? dates.reduce((a, b) => (b > a ? b : a)) : null;
  const inScope = fresh.filter((f) => !leagueIds || leagueIds.includes(f.league_id));
  return {
    data: buildReport({
      rules,
      freshness: freshnessRules(inScope, asOf, leagues),
      asOf,
      sources,
      setAside,
      runAt: app.now(),
    }),
  };
}

export async function qualityRoutes(app: FastifyInstance, opts: QualityOptions) {
  endpoint(
    app,
    endpoints.dataQuality,
    {
      cache: 'semiStatic',
      tags,
      summary: "The dataset's own checks: completeness, accuracy, freshness, consistency, sources",
    },
    (req) => runChecks(app, req.query, opts.setAside),
  );
  endpoint(
    app,
    endpoints.dataQualityRun,
    { cache: 'realtime', tags, summary: 'Runs the data-quality checks on the live database now' },
    (req) => runChecks(app, req.query, opts.setAside),
  );
}
