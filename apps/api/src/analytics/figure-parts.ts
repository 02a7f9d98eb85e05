// What every category's figures are made of: the context (one league's window and scope), a KPI with its change
// against the previous period, a chart, and the note for a timeframe without games.
import type {
  AnalyticsChart,
  AnalyticsFigures,
  AnalyticsKpi,
  AnalyticsTimeframe,
} from '@trophy-room/contract';
import type { LeagueRow } from '../shared/scope';
import { scoringOf } from './competition';
import type { Periods } from './period';
import type { AnalyticsRepository } from './repository';
import type { BucketKind, Scope, Window } from './window';

export type Body = Pick<AnalyticsFigures, 'games' | 'note' | 'kpis' | 'charts' | 'insights' | 'report'>;

export interface Context {
  repo: AnalyticsRepository;
  scope: Scope;
  periods: Periods;
  /** The one league measured: every figure is in its sport's units. */
  league: LeagueRow;
  asOf: string;
  timeframe: AnalyticsTimeframe;
  bucket: BucketKind;
}

export const scoringIn = (c: Context) => scoringOf(c.league.sport_slug);

export const round = (v: number | null, digits = 1) =>
  v === null ? null : Math.round(v * 10 ** digits) / 10 ** digits;

/** A KPI with its change against the previous period's value (null when either is missing). */
export function kpi(
  id: string,
  label: string,
  unit: AnalyticsKpi['unit'],
  value: number | null,
  previous: number | null | undefined,
  description: string,
): AnalyticsKpi {
  const v = round(value);
  const p = previous === undefined ? null : round(previous);
  const change = v === null || p === null ? null : round(v - p);
  const trend = change === null || change === 0 ? 'neutral' : change > 0 ? 'up' : 'down';
  return { id, label, unit, value: v, change, trend, description };
}

export const chart = (
  id: string,
  title: string,
  kind: AnalyticsChart['kind'],
  x_label: string,
  y_label: string,
  points: { label: string; value: number | null }[],
): AnalyticsChart => ({
  id,
  title,
  kind,
  x_label,
  y_label,
  points: points.map((pt) => ({ label: pt.label, value: round(pt.value) ?? 0 })),
});

export const bucketName: Record<BucketKind, string> = {
  day: 'Day',
  month: 'Month',
  season: 'Season',
  decade: 'Decade',
};

export const noGames = (c: Context) =>
  `No games in ${c.periods.period.label.toLowerCase() === 'all time' ? 'the data' : c.periods.period.label} for this scope: the data runs to ${c.asOf}, so a shorter timeframe can be empty between seasons. Choose a longer timeframe.`;

export async function previousOf<T>(c: Context, f: (w: Window) => Promise<T>): Promise<T | undefined> {
  return c.periods.previous ? f(c.periods.previous) : undefined;
}
