// The franchise chart's picture, drawn with visx as the analytics charts are: a line of each season's figure over a
// fixed 0–1 scale (the .500 line stressed), broken where the team has no season, and the championship seasons as
// amber marks. It is drawn at its box's width (measured once mounted, so text keeps its size on a phone); the server
// and the first render use a default width, which the viewBox scales until then.
import { formatRate } from '@trophy-room/domain';
import { Group } from '@visx/group';
import { LinePath } from '@visx/shape';
import { useEffect, useRef, useState } from 'react';
import { CHART_HEIGHT, type ChartSeason, type WinChartData } from './win-chart-data';

const DEFAULT_WIDTH = 640;
const M = { top: 10, right: 14, bottom: 26, left: 42 };
const TICKS = [0, 0.25, 0.5, 0.75, 1];

/** The box's width, kept current as it resizes (jsdom and old browsers: measured once). */
function useBoxWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const update = () => setWidth(Math.round(box.getBoundingClientRect().width) || DEFAULT_WIDTH);
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/** Years to label on the axis: round steps, as many as fit (a "1985-86" label needs more room than "1985"). */
export function yearTicks(first: number, last: number, room: number, labelWidth: number): number[] {
  const fit = Math.max(1, Math.floor(room / labelWidth));
  const count = (s: number) => Math.floor(last / s) - Math.ceil(first / s) + 1;
  const step = [1, 2, 5, 10, 20, 25, 50, 100].find((s) => count(s) <= fit) ?? 100;
  const ticks: number[] = [];
  for (let y = Math.ceil(first / step) * step; y <= last; y += step) ticks.push(y);
  return ticks.length ? ticks : [first];
}

export default function WinChartSvg({ data, labelledBy }: { data: WinChartData; labelledBy: string }) {
  const [ref, width] = useBoxWidth();
  const innerW = Math.max(1, width - M.left - M.right);
  const innerH = CHART_HEIGHT - M.top - M.bottom;
  const { years } = data;
  const [first, last] = [years[0].year, years.at(-1)!.year];
  const x = (year: number) => (first === last ? innerW / 2 : ((year - first) / (last - first)) * innerW);
  const y = (v: number) => (1 - v) * innerH;
  const spans = years.some((s) => s.label.includes('-'));
  const labelOf = new Map(years.map((s) => [s.year, s.label]));
  const drawn = (s: ChartSeason) => s.value !== null;
  // A season between two gaps has no line to sit on: it gets a dot of its own.
  const alone = years.filter(
    (s, i) => drawn(s) && years[i - 1]?.value == null && years[i + 1]?.value == null,
  );
  return (
    <div ref={ref} className="w-full" style={{ height: CHART_HEIGHT }}>
      <svg
        width="100%"
        height={CHART_HEIGHT}
        viewBox={`0 0 ${width} ${CHART_HEIGHT}`}
        role="img"
        aria-labelledby={labelledBy}
        className="block text-slate-600"
        data-chart="win-percentage"
      >
        <Group left={M.left} top={M.top}>
          {TICKS.map((t) => (
            <g key={t} transform={`translate(0, ${y(t)})`}>
              <line
                x2={innerW}
                stroke={t === 0.5 ? 'var(--color-slate-400, #94a3b8)' : 'var(--color-slate-200, #e2e8f0)'}
                strokeDasharray={t === 0.5 ? '4 3' : undefined}
              />
              <text x={-6} dy="0.32em" textAnchor="end" fontSize={11} fill="currentColor">
                {formatRate(t)}
              </text>
            </g>
          ))}
          {yearTicks(first, last, innerW, spans ? 64 : 44).map((t) => (
            <text key={t} x={x(t)} y={innerH + 18} textAnchor="middle" fontSize={11} fill="currentColor">
              {labelOf.get(t) ?? t}
            </text>
          ))}
          <LinePath
            data={years}
            defined={drawn}
            x={(s) => x(s.year)}
            y={(s) => y(s.value ?? 0)}
            stroke="var(--color-primary-600)"
            strokeWidth={2}
            strokeLinejoin="round"
          />
          {alone.map((s) => (
            <circle key={s.year} cx={x(s.year)} cy={y(s.value!)} r={2.5} fill="var(--color-primary-600)" />
          ))}
          {years
            .filter((s) => s.champion && drawn(s))
            .map((s) => (
              <circle
                key={s.year}
                cx={x(s.year)}
                cy={y(s.value!)}
                r={5}
                fill="var(--color-amber-600, #d97706)"
                stroke="var(--color-white, #fff)"
                strokeWidth={1.5}
                data-title-season={s.label}
              >
                <title>{`${s.label}: champion, ${formatRate(s.value)}`}</title>
              </circle>
            ))}
        </Group>
      </svg>
    </div>
  );
}
