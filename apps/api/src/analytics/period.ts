// The timeframe as windows of games: the current period ending on the data's as-of date and the previous period of
// the same length before it. Week, month and year are the 7, 30 and 365 days ending on the as-of date; a season is
// each league's latest season with games (previous: the season before); all time has no previous period.
import type { AnalyticsPeriod, AnalyticsTimeframe } from '@trophy-room/contract';
import type { SeasonRow } from './rows';
import type { Window } from './window';

export interface Periods {
  current: Window;
  previous: Window | null;
  period: AnalyticsPeriod;
  previousPeriod: AnalyticsPeriod | null;
}

const DAYS: Partial<Record<AnalyticsTimeframe, number>> = { week: 7, month: 30, year: 365 };

const shift = (iso: string, days: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

const day = (iso: string, year = true) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    ...(year ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  });

export const rangeLabel = (from: string, to: string) =>
  `${day(from, from.slice(0, 4) !== to.slice(0, 4))} – ${day(to)}`;

const dated = (from: string, to: string): { w: Window; p: AnalyticsPeriod } => ({
  w: { kind: 'dates', from, to },
  p: { label: rangeLabel(from, to), from, to },
});

function seasonLabel(rows: SeasonRow[]) {
  if (rows.length === 1) return rows[0].name;
  const years = [...new Set(rows.map((r) => r.start_year))].sort();
  return `Latest season of each of ${rows.length} leagues (starting ${years.join(', ')})`;
}

/** The windows of a timeframe; seasons: the seasons with games up to the as-of date, per league newest first. */
export function periodsOf(timeframe: AnalyticsTimeframe, asOf: string, seasons: SeasonRow[]): Periods {
  const days = DAYS[timeframe];
  if (days) {
    const cur = dated(shift(asOf, 1 - days), asOf);
    const prev = dated(shift(asOf, 1 - 2 * days), shift(asOf, -days));
    return { current: cur.w, previous: prev.w, period: cur.p, previousPeriod: prev.p };
  }
  if (timeframe === 'all')
    return {
      current: { kind: 'all' },
      previous: null,
      period: { label: 'All time', from: null, to: asOf },
      previousPeriod: null,
    };
  const byLeague = new Map<number, SeasonRow[]>();
  for (const s of seasons) byLeague.set(s.league_id, [...(byLeague.get(s.league_id) ?? []), s]);
  const cur = [...byLeague.values()].map((l) => l[0]);
  const prev = [...byLeague.values()].map((l) => l[1]).filter((s): s is SeasonRow => !!s);
  return {
    current: { kind: 'seasons', seasonIds: cur.map((s) => s.id) },
    previous: prev.length ? { kind: 'seasons', seasonIds: prev.map((s) => s.id) } : null,
    period: { label: cur.length ? seasonLabel(cur) : 'No season', from: null, to: asOf },
    previousPeriod: prev.length ? { label: seasonLabel(prev), from: null, to: null } : null,
  };
}
