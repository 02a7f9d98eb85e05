// The franchise's chart: win % by season (points % in hockey where the standings give points), the championship
// seasons marked. A figure with its title and a description of what it shows; the season-by-season table below
// holds the same figures for a screen reader and for copying.
import type { TeamSeason } from '@trophy-room/contract';
import { lazy, Suspense, useId } from 'react';
import { CHART_HEIGHT, measureName, winChartData, winChartText } from './win-chart-data';

// The picture (visx) is a chunk of its own in the browser, so the page's first load stays within its budget; the
// server renders it at once, and while it loads during hydration React keeps the server's SVG on screen.
const server = import.meta.env.SSR ? await import('./win-chart-svg') : null;
const WinChartSvg = server ? server.default : lazy(() => import('./win-chart-svg'));

export interface WinChartProps {
  sportSlug: string;
  seasons: TeamSeason[];
}

export function WinChart({ sportSlug, seasons }: WinChartProps) {
  const id = useId();
  const data = winChartData(seasons, sportSlug);
  if (data.drawn.length < 2) return null;
  const [titleId, descId] = [`${id}-title`, `${id}-desc`];
  return (
    <figure aria-labelledby={titleId} className="flex flex-col gap-2">
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        {data.measure === 'points' ? 'Points % by Season' : 'Win % by Season'}
      </h2>
      <p id={descId} className="text-sm text-slate-600">
        {winChartText(data, sportSlug)}{' '}
        <a href="#season-by-season" className="text-primary-800 underline">
          Every season’s figures are in the table below.
        </a>
      </p>
      <div className="rounded-xl border border-slate-200 bg-white p-2">
        <Suspense fallback={<div style={{ height: CHART_HEIGHT }} />}>
          <WinChartSvg data={data} labelledBy={`${titleId} ${descId}`} />
        </Suspense>
      </div>
      <p aria-hidden="true" className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-600">
        <span className="inline-flex items-center gap-1.5">
          <span className="inline-block h-0.5 w-4 bg-primary-600" />
          {measureName(data)}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="inline-block size-2.5 rounded-full bg-amber-600" />
          Championship season
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="inline-block w-4 border-t border-dashed border-slate-400" />
          .500
        </span>
      </p>
    </figure>
  );
}
