import { StatTile } from '@trophy-room/ui-kit';
import { Link } from 'react-router-dom';
import { paths } from '@trophy-room/routes';
import { formatNumber } from '@trophy-room/domain';

export interface PlatformFigure {
  label: string;
  /** undefined while loading; null when the figure could not be loaded. */
  value: number | null | undefined;
}

const show = (value: PlatformFigure['value']) =>
  value === undefined ? (
    <span className="text-slate-400">…</span>
  ) : value === null ? (
    '—'
  ) : (
    formatNumber(value)
  );

/** Live figures from the API: total championships, teams tracked, total champions, recent games. */
export function PlatformStats({ figures }: { figures: PlatformFigure[] }) {
  const loading = figures.some((f) => f.value === undefined);
  const failed = figures.some((f) => f.value === null);
  return (
    <section aria-labelledby="platform-stats-title" aria-busy={loading} className="page-width py-12">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id="platform-stats-title" className="text-2xl font-bold text-slate-900">
          Platform Statistics
        </h2>
        <Link to={paths.dataQuality()} className="text-sm font-medium text-primary-800 hover:underline">
          How we check the data
        </Link>
      </div>
      <div className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
        {figures.map((f) => (
          <StatTile key={f.label} label={f.label} value={show(f.value)} />
        ))}
      </div>
      {failed && <p className="mt-3 text-sm text-slate-600">Some figures could not be loaded right now.</p>}
    </section>
  );
}
