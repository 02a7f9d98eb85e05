// /api/core/data-quality/: the dataset's own checks — completeness, accuracy, freshness and consistency per league —
// the sources with their licences and row counts, and the rows the pipeline set aside.
import { Type, type Static } from '@sinclair/typebox';
import { pageProperties, siteFilterProperties } from './common';
import { SeasonRun } from './data-files';
import { Int, NInt, NStr, Obj, Str, StringEnum } from './schema';

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

/** A live feed of the updater (FEEDS=…): when it last brought data, when it last failed, how far behind it is. */
export const FeedState = Obj({
  feed: Str({ description: 'The feed: nhl_api_web, mlb_statsapi, espn_site_api' }),
  name: Str(),
  url: Str(),
  status: StringEnum(['current', 'failing', 'off'] as const, {
    description: 'current: its last fetch succeeded; failing: its last fetch failed; off: it never ran here',
  }),
  last_success: NStr({ description: 'When a payload of it was last applied (ISO 8601)' }),
  last_error: NStr({ description: 'When a fetch or payload of it last failed (ISO 8601)' }),
  last_error_message: NStr(),
  lag_seconds: NInt({ description: 'Seconds from the newest payload applied to the answer; null when none' }),
  games_applied: Int({ minimum: 0 }),
});
export type FeedState = Static<typeof FeedState>;

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
  feeds: Type.Array(FeedState),
});
export type DataQualityReport = Static<typeof DataQualityReport>;

/** The reconciliation counts of one figure two or more sources give, in one league (the dataset's figure_checks). */
export const FigureCheck = Obj({
  league: Str(),
  league_name: Str(),
  figure: Str({ description: 'Figure id, e.g. team_season.record or nfl.career.sacks' }),
  name: Str(),
  rule: Str({ description: 'The written precedence that resolves a disagreement' }),
  compared: Int({ minimum: 0, description: 'Subjects two or more sources give' }),
  agreed: Int({ minimum: 0 }),
  disagreements: Int({ minimum: 0 }),
  explained: Int({ minimum: 0, description: 'Disagreements with a stated reason' }),
});
export type FigureCheck = Static<typeof FigureCheck>;

/** One source's value in a disagreement. */
export const FigureClaim = Obj({
  source: Str(),
  value: Type.Union([Str(), Type.Number(), Type.Null()]),
  note: NStr(),
});
export type FigureClaim = Static<typeof FigureClaim>;

/** One disagreement: what each source gives, the value kept by the figure's precedence and the stated reason. */
export const Disagreement = Obj({
  id: Int(),
  league: Str(),
  figure: Str(),
  subject: Str(),
  label: Str(),
  claims: Type.Array(FigureClaim),
  chosen_source: NStr(),
  chosen_value: NStr(),
  reason: NStr({ description: 'Why the sources differ; null when no reason is known' }),
});
export type Disagreement = Static<typeof Disagreement>;

export const DisagreementParams = Obj({
  ...siteFilterProperties,
  ...pageProperties,
  figure: Type.Optional(Type.String({ maxLength: 80, description: 'Figure id' })),
  league: Type.Optional(Type.String({ maxLength: 40, description: 'League slug' })),
  unexplained: Type.Optional(Type.Boolean({ description: 'Only disagreements without a stated reason' })),
});
export type DisagreementParams = Static<typeof DisagreementParams>;

/** The null audit: how many rows of a field a page shows are empty, per league and decade. */
export const NullAuditRow = Obj({
  league: Str(),
  league_name: Str(),
  table: Str({ description: "The page's subject: teams, team_seasons, players, coaches" }),
  field: Str(),
  era: Str(),
  first_year: Int(),
  last_year: Int(),
  rows: Int({ minimum: 0 }),
  empty: Int({ minimum: 0 }),
  note: NStr({ description: 'Why no source holds the field for this era, where known' }),
});
export type NullAuditRow = Static<typeof NullAuditRow>;

/** One source's seasons of a figure. */
export const CoverageSource = Obj({ source: Str(), first_year: Int(), last_year: Int() });
export type CoverageSource = Static<typeof CoverageSource>;

/** The coverage model of one figure in one league: the seasons every source together holds, and those it lacks. */
export const FigureCoverageRow = Obj({
  league: Str(),
  league_name: Str(),
  sport: NStr({ description: "The league's sport slug, for its season labels" }),
  figure: Str({
    description: 'Figure id of the coverage model: games, team_record, roster, stat.<stat>, award:<name>…',
  }),
  held: Type.Array(SeasonRun, {
    description: 'Seasons held, as runs (a season the league did not play is no gap)',
  }),
  missing: Type.Array(SeasonRun, { description: "The league's seasons no source holds, as runs" }),
  sources: Type.Array(CoverageSource),
});
export type FigureCoverageRow = Static<typeof FigureCoverageRow>;

/** The dataset's own reconciliation, null audit and coverage model, as the pipeline wrote them. */
export const DataQualityFigures = Obj({
  figures: Type.Array(FigureCheck),
  null_audit: Type.Array(NullAuditRow),
  coverage: Type.Array(FigureCoverageRow),
});
export type DataQualityFigures = Static<typeof DataQualityFigures>;
