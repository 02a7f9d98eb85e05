// /api/core/data-quality/: the dataset's own checks run on the database, scoped to the site's leagues: run once for
// the whole dataset and kept (each site's report keeps its leagues' rows). The checks read nothing but the loaded
// dataset, so their counts are a function of it: /run/ asks the database which dataset it holds (dataset_hash, one
// indexed row) and runs the checks again only when that changed (another server loaded a new dataset into a shared
// PostgreSQL); otherwise it answers with the kept run, whose run_at says when it ran (cached for realtime's 30 s).
// The run is kept in the database too (dataset_meta), so a server started on a dataset already checked reads it.
import { endpoints, type FeedState, type SetAside } from '@trophy-room/contract';
import type { FastifyInstance } from 'fastify';
import { pageRequest, toPage } from '../http/paging';
import { endpoint } from '../http/route';
import { buildReport, freshnessRules, ruleRows, RULES, ruleKeys as keys } from './report';
import type { LeagueRow } from '../shared/scope';
import { runChecks, type Checks } from './checks';

const tags = ['core'];

export interface QualityOptions {
  /** data/source-issues.csv per source, read at server start. */
  setAside: SetAside[];
}

type Leagues = Map<number, LeagueRow>;

function reportFor(
  checks: Checks,
  leagueIds: number[] | null,
  leagues: Leagues,
  setAside: SetAside[],
  feeds: FeedState[],
) {
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
    feeds,
  });
}

export async function qualityRoutes(app: FastifyInstance, opts: QualityOptions) {
  // The whole dataset's checks, run once per loaded dataset (main.ts runs them before it listens) and shared by
  // every site; a failed run is tried again by the next request.
  let whole: Promise<Checks> | undefined;
  const wholeDataset = () =>
    (whole ??= runChecks(app.repos.quality, () => app.now()).catch((e: unknown) => {
      whole = undefined;
      throw e;
    }));
  /** The kept run while the database holds the dataset it ran on; else a new run, kept in its place. */
  const currentChecks = async () => {
    const run = wholeDataset();
    const kept = await run;
    if (kept.dataset === (await app.repos.quality.datasetHash())) return kept;
    if (whole === run) whole = undefined;
    return wholeDataset();
  };
  const feeds = () => app.repos.quality.feedStates(app.now());
  /** The kept checks with each league's as-of date read now: the feeds move it on between loads. */
  const live = async (checks: Promise<Checks>) => ({
    ...(await checks),
    fresh: await app.repos.quality.freshness(),
  });
  const leagues = async () => new Map((await app.repos.core.leagues()).map((l) => [l.id, l]));

  endpoint(
    app,
    endpoints.dataQuality,
    {
      tags,
      summary: "The dataset's own checks: completeness, accuracy, freshness, consistency, sources",
    },
    async (req) => {
      const { leagueIds } = await app.scope(req.query);
      return {
        data: reportFor(await live(wholeDataset()), leagueIds, await leagues(), opts.setAside, await feeds()),
      };
    },
  );
  endpoint(
    app,
    endpoints.dataQualityRun,
    {
      tags,
      summary: 'The data-quality checks of the dataset the database holds now (run again when it changed)',
    },
    async (req) => {
      const { leagueIds } = await app.scope(req.query);
      return {
        data: reportFor(
          await live(currentChecks()),
          leagueIds,
          await leagues(),
          opts.setAside,
          await feeds(),
        ),
      };
    },
  );
  endpoint(
    app,
    endpoints.dataQualityFigures,
    {
      tags,
      summary:
        'Reconciliation counts per league and figure, the null audit per league, field and decade, and the seasons each figure is held for',
    },
    async (req) => {
      const { leagueIds } = await app.scope(req.query);
      const repo = app.repos.qualityFigures;
      const [figures, nullAudit, coverage] = await Promise.all([
        repo.figureChecks(leagueIds),
        repo.nullAudit(leagueIds),
        repo.coverage(leagueIds),
      ]);
      return { data: { figures, null_audit: nullAudit, coverage } };
    },
  );
  endpoint(
    app,
    endpoints.dataQualityDisagreements,
    {
      tags,
      summary:
        'Every disagreement between sources over one figure of one subject, with the value kept and why',
    },
    async (req) => {
      const { leagueIds } = await app.scope(req.query);
      const page = pageRequest(req.query);
      const q = req.query;
      const { count, rows } = await app.repos.qualityFigures.disagreements(
        { leagueIds, figure: q.figure, league: q.league, unexplained: q.unexplained },
        page,
      );
      return toPage(req.url, page, count, rows);
    },
  );
}
