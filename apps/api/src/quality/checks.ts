// The data-quality checks of the loaded dataset, run once per dataset and kept in the database beside it
// (dataset_meta): the loader runs them right after a load (tools/scripts/load-database.ts, beside the build), so a
// server starting on that dataset reads them in one query; the routes run them again only for another dataset.
import { ruleKeys as keys } from './report';
import type { LeagueFreshnessRow, QualityRepository, RuleCountRow, SourceCountRow } from './repository';

/** What the checks found, per league (the report for a site keeps its leagues' rows). */
export interface Checks {
  counts: RuleCountRow[][];
  shared: RuleCountRow[];
  fresh: LeagueFreshnessRow[];
  sources: SourceCountRow[];
  runAt: Date;
  /** The loaded dataset the checks ran on (dataset_meta's dataset_hash; null when the database records none). */
  dataset: string | null;
}

/**
 * The checks of the loaded dataset: those kept in the database with it when they ran on this very dataset (a warm
 * start reads them in one query), else a new run, kept there for the next start.
 */
export async function runChecks(repo: QualityRepository, now: () => Date): Promise<Checks> {
  // Read first: a dataset loaded during the run makes the next request see a new hash and run the checks again.
  const dataset = await repo.datasetHash();
  const kept = dataset === null ? null : await repo.keptChecks().catch(() => null);
  if (kept) {
    const k = JSON.parse(kept) as Omit<Checks, 'runAt'> & { runAt: string };
    if (k.dataset === dataset) return { ...k, runAt: new Date(k.runAt) };
  }
  const runAt = now();
  const [counts, shared, fresh, sources] = await Promise.all([
    Promise.all(keys.map((k) => repo[k](null))),
    repo.sharedReferences(),
    repo.freshness(),
    repo.sources(),
  ]);
  const checks = { counts, shared, fresh, sources, runAt, dataset };
  // Kept only for a dataset the loader fingerprinted; a failed write costs the next start a run, nothing more.
  if (dataset !== null) await repo.keepChecks(JSON.stringify(checks)).catch(() => undefined);
  return checks;
}
