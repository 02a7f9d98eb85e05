// The four KPI cards: the figure, its change against the previous period and the trend direction (up, down, neutral).
import type { AnalyticsKpi } from '@trophy-room/contract';
import { Card, cn } from '@trophy-room/ui-kit';
import { formatNumber } from '@trophy-room/domain';

const ARROW = { up: '▲', down: '▼', neutral: '■' } as const;
const TONE = { up: 'text-green-700', down: 'text-red-700', neutral: 'text-slate-600' } as const;

export function formatKpi(value: number | null, unit: AnalyticsKpi['unit']) {
  if (value === null) return '—';
  const n = formatNumber(value, 1);
  return unit === 'percent' ? `${n}%` : unit === 'years' ? `${n} yrs` : n;
}

export function formatChange(k: AnalyticsKpi) {
  if (k.change === null) return 'no earlier period to compare';
  const sign = k.change > 0 ? '+' : k.change < 0 ? '−' : '';
  const n = formatNumber(Math.abs(k.change), 1);
  return `${sign}${n}${k.unit === 'percent' ? ' pts' : ''}`;
}

export function KpiCards({ kpis }: { kpis: AnalyticsKpi[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label="Key figures">
      {kpis.map((k) => (
        <li key={k.id}>
          <Card className="flex h-full flex-col gap-1" data-kpi={k.id} data-trend={k.trend}>
            <h2 className="text-sm font-medium text-slate-600">{k.label}</h2>
            <p className="text-3xl font-bold tabular-nums text-slate-900">{formatKpi(k.value, k.unit)}</p>
            <p className={cn('text-sm font-medium tabular-nums', TONE[k.trend])}>
              <span aria-hidden="true">{ARROW[k.trend]} </span>
              <span className="sr-only">Trend {k.trend}: </span>
              {formatChange(k)}
            </p>
            <p className="text-xs text-slate-500">{k.description}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
