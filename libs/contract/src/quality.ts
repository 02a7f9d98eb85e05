// /api/core/data-quality/: the dataset's own checks — completeness, accuracy, freshness and consistency per league —
// the sources with their licences and row counts, and the rows the pipeline set aside.
import { Type, type Static } from '@sinclair/typebox';
import { Int, NStr, Obj, Str, StringEnum } from './schema';

export const RULE_STATUSES = ['passing', 'warning', 'failing'] as const;
export const METRIC_IDS = ['completeness', 'accuracy', 'freshness', 'consistency'] as const;

/** One rule checked on one league (or on the whole dataset: league null). */
export const QualityRule = Obj({
  id: Str({ description: 'Rule id and league, e.g. champion-every-year:nba' }),
  rule: Str(),
  metric: StringEnum(METRIC_IDS),
  league: NStr({ description: 'League slug; null for a check on the whole dataset' }),
  league_name: NStr(),
  status: StringEnum(RULE_STATUSES),
  checked: Int({ minimum: 0, description: 'Rows (or years) the rule could check' }),
  issues: Int({ minimum: 0, description: 'Of those, how many break the rule' }),
  detail: Str(),
});
export type QualityRule = Static<typeof QualityRule>;

export const QualityMetric = Obj({
  id: StringEnum(METRIC_IDS),
  name: Str(),
  value: Type.Number({ minimum: 0, maximum: 100, description: 'Percent of checked rows that pass' }),
  status: StringEnum(['excellent', 'good', 'poor'] as const),
  description: Str(),
});
export type QualityMetric = Static<typeof QualityMetric>;

export const QualitySource = Obj({
  id: Int(),
  name: Str(),
  url: NStr(),
  licence: NStr(),
  rows: Int({ minimum: 0, description: 'Rows of the loaded dataset that cite this source' }),
  status: StringEnum(['active', 'reference'] as const, {
    description: 'active: rows cite it; reference: used to cross-check only',
  }),
});
export type QualitySource = Static<typeof QualitySource>;

/** Rows of data/source-issues.csv (bad or skipped source rows, with file and line), per source. */
export const SetAside = Obj({ source: Str(), rows: Int({ minimum: 0 }) });
export type SetAside = Static<typeof SetAside>;

export const DataQualityReport = Obj({
  score: Type.Number({ minimum: 0, maximum: 100 }),
  status: StringEnum(['excellent', 'good', 'poor'] as const),
  summary: Str(),
  as_of: NStr({ description: "The data's as-of date: the latest date any league in scope reaches" }),
  run_at: Str({ description: 'When these checks ran on the database (ISO 8601)' }),
  issues: Int({ minimum: 0 }),
  metrics: Type.Array(QualityMetric),
  rules: Type.Array(QualityRule),
  sources: Type.Array(QualitySource),
  set_aside: Type.Array(SetAside),
});
export type DataQualityReport = Static<typeof DataQualityReport>;
