// Turns the checks' counts into the data-quality report: one rule per check and league, four metrics (percent of
// checked rows that pass; freshness: each league's latest record against the dataset's as-of date), an overall
// score (their mean), the sources and the set-aside rows.
import type {
  DataQualityReport,
  FeedState,
  QualityMetric,
  QualityRule,
  SetAside,
} from '@trophy-room/contract';
import type { LeagueRow } from '../shared/scope';
import type { LeagueFreshnessRow, RuleCountRow, SourceCountRow } from './repository';

type MetricId = QualityMetric['id'];

export interface RuleDef {
  key: string;
  rule: string;
  metric: MetricId;
}

export const RULES = {
  championEveryYear: {
    key: 'champion-every-year',
    rule: 'A champion for every year the title was held',
    metric: 'completeness',
  },
  gamesPerSeason: {
    key: 'games-per-season',
    rule: 'Each season holds the games its source counts',
    metric: 'completeness',
  },
  gameValues: {
    key: 'game-values',
    rule: 'Scores are not negative and games fall within their season',
    metric: 'accuracy',
  },
  winnerOutscored: {
    key: 'winner-outscored',
    rule: 'The champion outscored the runner-up',
    metric: 'accuracy',
  },
  standingsEqualGames: {
    key: 'standings-equal-games',
    rule: 'Standings equal the games',
    metric: 'consistency',
  },
  seriesEqualGames: {
    key: 'series-equal-games',
    rule: 'Final series equal their games',
    metric: 'consistency',
  },
  references: { key: 'references-resolve', rule: 'Every reference resolves', metric: 'consistency' },
} as const satisfies Record<string, RuleDef>;

/** The rules' names, in the order their counts are kept. */
export const ruleKeys = Object.keys(RULES) as (keyof typeof RULES)[];

export const FRESHNESS_RULE = "Latest record within a year of the data's as-of date";
/** A league is fresh when its latest record is at most a season cycle older than the dataset's as-of date. */
export const FRESH_DAYS = 366;

const METRICS: Record<MetricId, { name: string; description: string }> = {
  completeness: {
    name: 'Completeness',
    description: 'Title years with a champion and seasons holding all their games',
  },
  accuracy: { name: 'Accuracy', description: 'Scores, dates and title results that are valid on their own' },
  freshness: { name: 'Freshness', description: "Each league's latest record against the data's as-of date" },
  consistency: {
    name: 'Consistency',
    description: 'Standings, series and references that agree with the games',
  },
};

export const grade = (value: number) => (value >= 95 ? 'excellent' : value >= 80 ? 'good' : 'poor');
const round1 = (n: number) => Math.round(n * 10) / 10;
const ruleStatus = (checked: number, issues: number): QualityRule['status'] =>
  issues === 0 ? 'passing' : issues / Math.max(checked, 1) <= 0.05 ? 'warning' : 'failing';

function detail(c: RuleCountRow): string {
  const passed = `${(c.checked - c.issues).toLocaleString('en-US')} of ${c.checked.toLocaleString('en-US')} pass`;
  return c.examples?.length ? `${passed}; e.g. ${c.examples.join(', ')}` : passed;
}

export function ruleRows(def: RuleDef, rows: RuleCountRow[], leagues: Map<number, LeagueRow>): QualityRule[] {
  return rows
    .filter((r) => r.checked > 0)
    .map((r) => {
      const league = r.league_id === null ? undefined : leagues.get(r.league_id);
      return {
        id: `${def.key}:${league?.slug ?? 'dataset'}`,
        rule: def.rule,
        metric: def.metric,
        league: league?.slug ?? null,
        league_name: league?.name ?? null,
        status: ruleStatus(r.checked, r.issues),
        checked: r.checked,
        issues: r.issues,
        detail: detail(r),
      };
    })
    .sort((a, b) => (a.league ?? '').localeCompare(b.league ?? ''));
}

const DAY = 86_400_000;

/** Days by which a league's latest record trails the as-of date (an undated league: by its latest title year). */
export function lagDays(f: LeagueFreshnessRow, asOf: string): number | null {
  if (f.data_as_of) return Math.round((Date.parse(asOf) - Date.parse(f.data_as_of)) / DAY);
  if (f.latest_title_year === null) return null;
  return Math.max(0, (Number(asOf.slice(0, 4)) - f.latest_title_year - 1) * 365);
}

export function freshnessRules(
  rows: LeagueFreshnessRow[],
  asOf: string | null,
  leagues: Map<number, LeagueRow>,
): { rules: QualityRule[]; value: number } {
  const rules: QualityRule[] = [];
  const values: number[] = [];
  for (const f of rows) {
    const league = leagues.get(f.league_id);
    const lag = asOf ? lagDays(f, asOf) : null;
    if (!league || lag === null) continue;
    const stale = lag > FRESH_DAYS;
    values.push(stale ? Math.max(0, 100 - (lag - FRESH_DAYS) / 3.65) : 100);
    rules.push({
      id: `fresh:${league.slug}`,
      rule: FRESHNESS_RULE,
      metric: 'freshness',
      league: league.slug,
      league_name: league.name,
      status: stale ? (lag > 2 * FRESH_DAYS ? 'failing' : 'warning') : 'passing',
      checked: 1,
      issues: stale ? 1 : 0,
      detail: f.data_as_of
        ? `Latest record ${f.data_as_of}, ${lag} days before the as-of date`
        : `No dated records; latest title ${f.latest_title_year}`,
    });
  }
  const value = values.length ? values.reduce((a, b) => a + b, 0) / values.length : 100;
  return { rules, value };
}

function metric(id: MetricId, value: number): QualityMetric {
  const v = round1(value);
  return { id, name: METRICS[id].name, value: v, status: grade(v), description: METRICS[id].description };
}

const share = (rules: QualityRule[], id: MetricId) => {
  const mine = rules.filter((r) => r.metric === id);
  const checked = mine.reduce((n, r) => n + r.checked, 0);
  return checked === 0 ? 100 : 100 * (1 - mine.reduce((n, r) => n + r.issues, 0) / checked);
};

export interface ReportInput {
  rules: QualityRule[];
  freshness: { rules: QualityRule[]; value: number };
  asOf: string | null;
  sources: SourceCountRow[];
  setAside: SetAside[];
  runAt: Date;
  /** The live feeds' states, read at the request (not kept with the checks). */
  feeds: FeedState[];
}

export function buildReport(i: ReportInput): DataQualityReport {
  const rules = [...i.rules, ...i.freshness.rules];
  const metrics = [
    metric('completeness', share(rules, 'completeness')),
    metric('accuracy', share(rules, 'accuracy')),
    metric('freshness', i.freshness.value),
    metric('consistency', share(rules, 'consistency')),
  ];
  const score = round1(metrics.reduce((n, m) => n + m.value, 0) / metrics.length);
  const attention = rules.filter((r) => r.status !== 'passing').length;
  return {
    score,
    status: grade(score),
    summary:
      attention === 0
        ? `All ${rules.length} checks passing`
        : `${attention} of ${rules.length} checks need attention`,
    as_of: i.asOf,
    run_at: i.runAt.toISOString(),
    issues: rules.reduce((n, r) => n + r.issues, 0),
    metrics,
    rules,
    sources: i.sources.map((s) => ({ ...s, status: s.rows > 0 ? 'active' : 'reference' })),
    set_aside: i.setAside,
    feeds: i.feeds,
  };
}
