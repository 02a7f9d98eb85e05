// One chart panel: an SVG chart (visx shapes on the scales of ./chart-scales; a fixed viewBox, so the server renders
// the same picture the browser shows: nothing is measured) in the site's colours, with the figures as a table.
import type { AnalyticsChart, AnalyticsPoint } from '@trophy-room/contract';
import { Card, DataTable, type DataColumn } from '@trophy-room/ui-kit';
import { Group } from '@visx/group';
import { Bar, LinePath } from '@visx/shape';
import { bands, linear } from './chart-scales';
import { formatNumber } from '@trophy-room/domain';

const WIDTH = 480;
const HEIGHT = 260;
const M = { top: 12, right: 12, bottom: 56, left: 44 };
const innerW = WIDTH - M.left - M.right;
const innerH = HEIGHT - M.top - M.bottom;
const short = (s: string) => (s.length > 14 ? `${s.slice(0, 13)}…` : s);

function Axes({
  ticks,
  y,
  labels,
}: {
  ticks: number[];
  y: (v: number) => number;
  labels: { x: number; text: string }[];
}) {
  return (
    <>
      {ticks.map((t) => (
        <g key={t} transform={`translate(0, ${y(t)})`}>
          <line x2={innerW} stroke="var(--color-slate-200, #e2e8f0)" />
          <text x={-6} dy="0.32em" textAnchor="end" fontSize={11} fill="currentColor">
            {formatNumber(t)}
          </text>
        </g>
      ))}
      {labels.map((l) => (
        <text
          key={`${l.x}-${l.text}`}
          transform={`translate(${l.x}, ${innerH + 10}) rotate(35)`}
          fontSize={10}
          fill="currentColor"
        >
          {short(l.text)}
        </text>
      ))}
    </>
  );
}

/** Every n-th label, so at most about 12 show on the axis. */
const thin = <T,>(items: T[]) => items.filter((_, i) => i % Math.max(1, Math.ceil(items.length / 12)) === 0);

function ChartSvg({ chart }: { chart: AnalyticsChart }) {
  const values = chart.points.map((p) => p.value);
  const y = linear(Math.min(0, ...values), Math.max(1, ...values), [innerH, 0]);
  const ticks = y.ticks;
  const x = bands(
    chart.points.map((p) => p.label),
    innerW,
  );
  if (chart.kind === 'bar') {
    return (
      <Group left={M.left} top={M.top}>
        <Axes
          ticks={ticks}
          y={y}
          labels={thin(chart.points).map((p) => ({
            x: x.centre(p.label),
            text: p.label,
          }))}
        />
        {chart.points.map((p) => (
          <Bar
            key={p.label}
            x={x.start(p.label)}
            y={y(Math.max(0, p.value))}
            width={x.bandwidth}
            height={Math.abs(y(p.value) - y(0))}
            fill="var(--color-primary-600)"
            rx={2}
          />
        ))}
      </Group>
    );
  }
  return (
    <Group left={M.left} top={M.top}>
      <Axes
        ticks={ticks}
        y={y}
        labels={thin(chart.points).map((p) => ({ x: x.centre(p.label), text: p.label }))}
      />
      <LinePath
        data={chart.points}
        x={(p) => x.centre(p.label)}
        y={(p) => y(p.value)}
        stroke="var(--color-primary-600)"
        strokeWidth={2}
      />
      {chart.points.map((p) => (
        <circle key={p.label} cx={x.start(p.label)} cy={y(p.value)} r={3} fill="var(--color-primary-700)" />
      ))}
    </Group>
  );
}

const columnsOf = (chart: AnalyticsChart): DataColumn<AnalyticsPoint>[] => [
  { id: 'label', header: chart.x_label, value: (p) => p.label },
  { id: 'value', header: chart.y_label, value: (p) => p.value, numeric: true },
];

export function ChartPanel({ chart }: { chart: AnalyticsChart }) {
  const titleId = `chart-${chart.id}`;
  return (
    <Card className="flex flex-col gap-3" role="figure" aria-labelledby={titleId}>
      <h2 id={titleId} className="text-lg font-semibold">
        {chart.title}
      </h2>
      {chart.points.length ? (
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          className="h-auto w-full text-slate-600"
          role="img"
          aria-label={`${chart.title}: ${chart.y_label} by ${chart.x_label.toLowerCase()}, ${chart.points.length} values; the table below lists them`}
          data-chart={chart.id}
        >
          <ChartSvg chart={chart} />
        </svg>
      ) : (
        <p className="text-sm text-slate-600">Nothing to chart for this timeframe.</p>
      )}
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-primary-800">Chart data as a table</summary>
        <DataTable
          caption={`${chart.title} — data`}
          columns={columnsOf(chart)}
          rows={chart.points}
          rowKey={(p) => p.label}
          className="mt-2"
        />
      </details>
    </Card>
  );
}
