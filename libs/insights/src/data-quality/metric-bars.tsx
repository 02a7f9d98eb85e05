import type { QualityMetric } from '@trophy-room/contract';
import { formatPercentValue } from '@trophy-room/domain';
import { Card, cn } from '@trophy-room/ui-kit';
import { barTone } from './status';

// Shades dark enough to stand out from the track (3:1, tested in site-theme's contrast spec).
const toneClass = { green: 'bg-emerald-700', amber: 'bg-amber-700', red: 'bg-red-600' } as const;

/** The four metrics, each a labelled bar coloured at 95/80. */
export function MetricBars({ metrics }: { metrics: QualityMetric[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label="Quality metrics">
      {metrics.map((m) => (
        <li key={m.id}>
          <Card className="flex h-full flex-col gap-2">
            <div className="flex items-baseline justify-between gap-2">
              <h3 className="font-semibold text-slate-900">{m.name}</h3>
              <span className="text-xl font-bold text-slate-900 tabular-nums">
                {formatPercentValue(m.value)}
              </span>
            </div>
            <div
              role="meter"
              aria-label={m.name}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={m.value}
              aria-valuetext={formatPercentValue(m.value)}
              className="h-2 overflow-hidden rounded-full bg-slate-200"
            >
              <div
                data-tone={barTone(m.value)}
                className={cn('h-full rounded-full', toneClass[barTone(m.value)])}
                style={{ width: `${m.value}%` }}
              />
            </div>
            <p className="text-sm text-slate-600">{m.description}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
